import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The preview server and the build it serves: `npm run build && npm run build:server`'s, or (the bench, which builds
 * apart from the shared dist/) E2E_PREVIEW_SERVER's compiled server serving PREVIEW_DIST.
 */
const SERVER = process.env.E2E_PREVIEW_SERVER ?? 'build/server/preview.js';
const DIST = process.env.PREVIEW_DIST ?? 'dist';

/** Starts one preview server; resolves with its origin once it listens. */
async function startPreview(root: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = String(18000 + Math.floor(Math.random() * 900));
  const child = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: { ...process.env, PORT: port, PORTAL_REQUEST_TIMEOUT_MS: '4000', SANDBOX_CONTRACT: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, reject) => {
    const fail = (error: Error) => {
      child.kill();
      reject(error);
    };
    // Generous: on a shared two-core machine under load a cold Node start has taken over 20 s.
    const timer = setTimeout(() => fail(new Error('preview server did not start in 60 s')), 60000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://localhost')) {
        clearTimeout(timer);
        ready();
      }
    });
    child.on('exit', (code) => fail(new Error(`preview server exited with ${code}`)));
  });
  // The address the server listens on (server/preview.ts), not the name `localhost`, which each client (Chromium,
  // Playwright's and the tests' Node) resolves for itself and may take to ::1, where another program may hold the port.
  return { origin: `http://127.0.0.1:${port}`, child };
}

/**
 * Starts one preview server on a random port, trying again on a new one when the server exits at once: another
 * preview on the machine (a second checkout's tests) may hold the port.
 */
async function startPreviewOnFreePort(root: string): Promise<{ origin: string; child: ChildProcess }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPreview(root);
    } catch (error) {
      if (attempt === 3 || !String((error as Error).message).startsWith('preview server exited')) throw error;
    }
  }
}

/**
 * Starts `npm run preview`'s server (already built by `npm test`) for the browser tests: one per jest worker, each
 * with its own sandbox, so files in parallel never share a reset or a fault. `worker-portal.ts` hands each worker its
 * own as PORTAL_URL.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const root = resolve(__dirname, '../../..');
  if (!existsSync(resolve(root, DIST, 'index.html')) || !existsSync(resolve(root, SERVER))) {
    throw new Error(
      'Browser tests need the production bundle and the server: run `npm run build && npm run build:server`',
    );
  }
  // Monitoring off unless a test turns it on (monitoring.e2e.ts), in these servers and in those a test file starts.
  process.env.SANDBOX_MONITORING ??= 'off';
  const workers = Math.max(1, globalConfig.maxWorkers);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startPreviewOnFreePort(root)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // No teardown runs after a failed set-up: stop what did start.
    for (const server of servers) server.child.kill();
    throw failed.reason;
  }
  process.env.PORTAL_URLS = servers.map((s) => s.origin).join(' ');
  process.env.PORTAL_URL = servers[0]!.origin;
  (globalThis as { __PREVIEWS__?: ChildProcess[] }).__PREVIEWS__ = servers.map((s) => s.child);
}
