import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

/** Starts a built server and resolves once it says where it listens. */
function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, PORTAL_REQUEST_TIMEOUT_MS: '4000', SANDBOX_CONTRACT: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start in 20 s`)), 20000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('http://localhost')) {
        clearTimeout(timer);
        ready(child);
      }
    });
    child.on('exit', (code) => fail(new Error(`${script} exited with ${code}`)));
  });
}

/**
 * nginx on the build (build/server/nginx-preview.js: nginx plus the sandbox-only server it proxies to) as
 * PORTAL_URL, and the preview server as PREVIEW_URL, each on its own free port.
 */
export default async function globalSetup(): Promise<void> {
  for (const file of ['dist/index.html', 'dist/index.html.br', 'build/server/nginx-preview.js'])
    if (!existsSync(resolve(ROOT, file)))
      throw new Error(`The nginx smoke needs ${file}: run \`npm run build && npm run build:server\``);
  const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (!existsSync(nginx))
    throw new Error(`The nginx smoke needs ${nginx}: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run)`);
  // Monitoring off: nginx's CSP comes from the build's template config.json, which has no reporting endpoint.
  process.env.SANDBOX_MONITORING ??= 'off';
  const base = 19000 + Math.floor(Math.random() * 300) * 3;
  const [server, preview] = await Promise.all([
    start('build/server/nginx-preview.js', { PORT: String(base), SANDBOX_PORT: String(base + 1) }),
    start('build/server/preview.js', { PORT: String(base + 2) }),
  ]);
  process.env.PORTAL_URL = `http://localhost:${base}`;
  process.env.PREVIEW_URL = `http://localhost:${base + 2}`;
  process.env.SANDBOX_URL = `http://localhost:${base + 1}`;
  (globalThis as { __SERVERS__?: ChildProcess[] }).__SERVERS__ = [server, preview];
}
