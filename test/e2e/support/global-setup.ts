import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Starts `npm run preview`'s server (already built by `npm test`) on a free port for the browser tests. */
export default async function globalSetup(): Promise<void> {
  const root = resolve(__dirname, '../../..');
  if (!existsSync(resolve(root, 'dist/index.html')) || !existsSync(resolve(root, 'build/server/preview.js'))) {
    throw new Error(
      'Browser tests need the production bundle and the server: run `npm run build && npm run build:server`',
    );
  }
  const port = String(18000 + Math.floor(Math.random() * 900));
  const child = spawn(process.execPath, ['build/server/preview.js'], {
    cwd: root,
    env: { ...process.env, PORT: port, PORTAL_REQUEST_TIMEOUT_MS: '4000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('preview server did not start in 20 s')), 20000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://localhost')) {
        clearTimeout(timer);
        ready();
      }
    });
    child.on('exit', (code) => fail(new Error(`preview server exited with ${code}`)));
  });
  process.env.PORTAL_URL = `http://localhost:${port}`;
  (globalThis as { __PREVIEW__?: typeof child }).__PREVIEW__ = child;
}
