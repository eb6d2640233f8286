import { createContext } from 'node:vm';

const cache = require('../../test/support/code-cache.js') as {
  compileFunction(
    source: string,
    params: string[],
    options: { filename: string; parsingContext?: object },
  ): () => unknown;
  counts: { served: number; compiled: number };
};

describe('the code cache of a jest worker', () => {
  // A module body as jest compiles it: parameters, and functions V8 compiles eagerly (the IIFE) into its cache.
  const body = (answer: number) => `return (function () { return { answer: ${answer} }; })();`;
  const compile = (source: string, filename: string) =>
    cache.compileFunction(source, ['module', 'exports'], { filename, parsingContext: createContext({}) });

  it('serves a file compiled for an earlier test file from V8’s cache, and it runs the same', () => {
    const filename = `/virtual/served-${process.pid}.js`;
    const { served } = cache.counts;
    expect(compile(body(41), filename)()).toEqual({ answer: 41 });
    expect(cache.counts.served).toBe(served);
    expect(compile(body(41), filename)()).toEqual({ answer: 41 });
    expect(cache.counts.served).toBe(served + 1);
  });

  it('compiles a changed file anew, even when its source has the old one’s length (all V8 checks)', () => {
    const filename = `/virtual/changed-${process.pid}.js`;
    expect(compile(body(41), filename)()).toEqual({ answer: 41 });
    expect(compile(body(42), filename)()).toEqual({ answer: 42 });
    expect(compile(body(42), filename)()).toEqual({ answer: 42 });
  });
});
