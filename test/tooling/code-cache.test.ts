import { createContext } from 'node:vm';

type Module = (module: object, exports: { more: number }) => unknown;

const cache = require('../../test/support/code-cache.js') as {
  compileFunction(source: string, params: string[], options: { filename: string; parsingContext: object }): Module;
  keepCaches(): void;
  counts: { served: number; compiled: number };
};

describe('the code cache of a jest worker', () => {
  // A module body as jest compiles it, using its parameters, with a function that runs only when called.
  const body = (answer: number) => `const lazy = () => ({ answer: ${answer} + exports.more }); return lazy();`;
  const run = (source: string, filename: string) =>
    cache.compileFunction(source, ['module', 'exports'], { filename, parsingContext: createContext({}) })(
      {},
      { more: 1 },
    );

  it('serves a file compiled for an earlier test file from V8’s cache, and it runs the same', () => {
    const filename = `/virtual/served-${process.pid}.js`;
    const { served } = cache.counts;
    expect(run(body(40), filename)).toEqual({ answer: 41 });
    expect(run(body(40), filename)).toEqual({ answer: 41 }); // the same test file: nothing kept yet
    expect(cache.counts.served).toBe(served);
    cache.keepCaches(); // the file ends
    expect(run(body(40), filename)).toEqual({ answer: 41 });
    expect(cache.counts.served).toBe(served + 1);
  });

  it('compiles a changed file anew, even when its source has the old one’s length (all V8 checks)', () => {
    const filename = `/virtual/changed-${process.pid}.js`;
    expect(run(body(40), filename)).toEqual({ answer: 41 });
    cache.keepCaches();
    expect(run(body(41), filename)).toEqual({ answer: 42 });
    cache.keepCaches();
    expect(run(body(41), filename)).toEqual({ answer: 42 });
  });
});
