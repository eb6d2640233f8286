// Broken on purpose: test/tooling/lint.test.ts expects npm run lint's configuration to refuse each line marked.
import { useState } from 'react';

async function save(): Promise<void> {}

export function Broken({ open }: { open: boolean }) {
  if (open) {
    // react-hooks/rules-of-hooks: a hook called conditionally.
    useState(0);
  }
  // @typescript-eslint/no-floating-promises: a promise nobody awaits or handles.
  save();
  return null;
}
