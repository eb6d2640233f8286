import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown(): Promise<void> {
  (globalThis as { __PREVIEW__?: ChildProcess }).__PREVIEW__?.kill();
}
