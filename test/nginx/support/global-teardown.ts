import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __SERVERS__?: ChildProcess[] }).__SERVERS__ ?? [];
  await Promise.all(
    servers.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null) return done();
          child.on('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
}
