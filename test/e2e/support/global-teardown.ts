import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown(): Promise<void> {
  for (const child of (globalThis as { __PREVIEWS__?: ChildProcess[] }).__PREVIEWS__ ?? []) child.kill();
}
