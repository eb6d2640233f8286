import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import ts from 'typescript';

/**
 * The dependency rule (docs/architecture.md): core imports no package and no other layer; ui never imports adapters
 * or infrastructure packages; adapters never import ui or React; nothing in src imports the sandbox, the server or
 * msw; the sandbox takes from src only the shared kernel and the API contract.
 */
const ROOT = join(__dirname, '../..');
const INFRASTRUCTURE = ['inversify', 'reflect-metadata', 'crypto-js', 'jsencrypt'];
const REACT = ['react', 'react-dom', 'wouter', 'react-aria-components'];

/**
 * [the folder of the importing file, what it may not import, why]: the first rule an import breaks is reported.
 * `target` is a relative import's path from the repository root ('' for a package), `pkg` a package's name.
 */
const RULES: [string, (i: { spec: string; target: string; pkg: string }) => boolean, string][] = [
  ['src/', (i) => /^(sandbox|server)\b/.test(i.target) || i.pkg === 'msw', 'the sandbox never reaches the bundle'],
  [
    'sandbox/',
    (i) => i.target.startsWith('src/') && !/^src\/core\/(shared|api)\//.test(i.target),
    "the sandbox takes only src/core/shared and src/core/api: it states the server's rules itself",
  ],
  ['src/core/', (i) => i.pkg !== '', 'the core is framework-free and imports no package'],
  ['src/core/', (i) => !i.target.startsWith('src/core'), 'the core imports no other layer'],
  ['src/ui/', (i) => i.target.startsWith('src/adapters'), 'ui reaches adapters only through the services'],
  ['src/ui/', (i) => INFRASTRUCTURE.includes(i.pkg), 'ui never uses infrastructure packages'],
  ['src/adapters/', (i) => i.target.startsWith('src/ui'), 'adapters never import ui'],
  [
    'src/adapters/',
    (i) => REACT.includes(i.pkg) && !i.spec.startsWith('wouter/use-browser-location'),
    'adapters never import React',
  ],
];

/** `files`' paths are relative to the repository root; one line per violation. */
function findViolations(files: { file: string; source: string }[]): string[] {
  return files.flatMap(({ file, source }) =>
    ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName: spec }) => {
      const relative = spec.startsWith('.');
      const target = relative ? posix.join(posix.dirname(file), spec) : '';
      const pkg = relative ? '' : (/^(@[^/]+\/)?[^/]+/.exec(spec)?.[0] ?? spec);
      const broken = RULES.find(([from, refused]) => file.startsWith(from) && refused({ spec, target, pkg }));
      return broken ? [`${file}: imports '${spec}': ${broken[2]}`] : [];
    }),
  );
}

/** Every script of src and sandbox as it is on disk, or with `planted` files added. */
function tree(planted: { file: string; source: string }[] = []): { file: string; source: string }[] {
  const files = ['src', 'sandbox']
    .flatMap((dir) => (readdirSync(join(ROOT, dir), { recursive: true }) as string[]).map((f) => `${dir}/${f}`))
    .map((f) => f.split(sep).join('/'))
    .filter((file) => /\.(tsx?|jsx?)$/.test(file))
    .map((file) => ({ file, source: readFileSync(join(ROOT, file), 'utf8') }));
  return [...files, ...planted];
}

describe('the dependency rule', () => {
  it('holds across src and sandbox', () => {
    const files = tree();
    expect(files.length).toBeGreaterThan(200);
    expect(findViolations(files)).toEqual([]);
  });

  it('finds a violation planted in the tree', () => {
    const planted = { file: 'src/core/session/planted.ts', source: "import { App } from '../../ui/app';" };
    expect(findViolations(tree([planted]))).toEqual([
      "src/core/session/planted.ts: imports '../../ui/app': the core imports no other layer",
    ]);
  });

  it.each([
    ['src/core/x.ts', "import { useState } from 'react';"],
    ['src/core/x.ts', "import { injectable } from 'inversify';"],
    ['src/core/x.ts', "import { FetchHttpAdapter } from '../adapters/fetch-http.adapter';"],
    ['src/core/x.ts', "import { App } from '../ui/app';"],
    ['src/ui/x.tsx', "import { compose } from '../adapters/composition';"],
    ['src/ui/x.tsx', "const m = import('../adapters/composition');"],
    ['src/ui/x.tsx', "import { Container } from 'inversify';"],
    ['src/adapters/x.ts', "import { App } from '../ui/app';"],
    ['src/main.tsx', "import { createSandbox } from '../sandbox/sandbox';"],
    ['src/ui/x.tsx', "import { http } from 'msw';"],
    ['sandbox/x.ts', "import { checkHolderName } from '../src/core/recurring/enter-giro-account.use-case';"],
    ['sandbox/x.ts', "import { MIN_PAYMENT_CENTS } from '../src/core/payment/limits';"],
  ])('refuses %s: %s', (file, source) => {
    expect(findViolations([{ file, source }])).toHaveLength(1);
  });

  it.each([
    ['src/core/session/a.ts', "import type { ClockPort } from '../ports/clock.port';"],
    ['src/ui/x.tsx', "import type { Services } from '../core/services'; import { Link } from 'wouter';"],
    ['src/adapters/x.ts', "import { navigate } from 'wouter/use-browser-location';"],
    ['src/main.tsx', "import('./adapters/composition'); import { App } from './ui/app';"],
    ['sandbox/x.ts', "import { formatMoney } from '../src/core/shared/money'; import { http } from 'msw';"],
    ['sandbox/x.ts', "import type { PolicyDue } from '../src/core/api/payment.contract';"],
  ])('allows %s: %s', (file, source) => {
    expect(findViolations([{ file, source }])).toEqual([]);
  });
});
