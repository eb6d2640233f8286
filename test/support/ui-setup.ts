import { configure } from '@testing-library/react';

// react-aria's Modal calls CSS.escape, which jsdom lacks.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  (globalThis as { CSS?: unknown }).CSS = { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) };
}

// A ui test renders a whole journey over the real sandbox: 1 to 2 s on a quiet machine, over jest's 5 s default on
// two shared cores with a production build running beside it. Files may set more.
jest.setTimeout(20_000);

// findBy* and waitFor wait for what a lazy chunk or the sandbox brings: 1 s (the default) is too short on two
// shared cores under load, and a test that truly fails still fails, only later. 10 s, not 5: at load 25 the lazily
// loaded maintenance screen took 3.6 to 5 s (test/ui/shell.test.tsx failed 2 runs of 3). They return as soon as the
// element shows.
configure({ asyncUtilTimeout: 10_000 });
