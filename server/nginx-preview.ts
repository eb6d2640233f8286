import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { nginxForBuild, nginxMain, type NginxSite } from './nginx';
import { startPreview } from './preview';

/**
 * `npm run preview:nginx` and the nginx browser smoke (test/nginx/): the build in dist/ served by a real nginx
 * with the configuration `npm run build` writes, the API and the sandbox's pages proxied to a sandbox-only server.
 */
const ROOT = resolve(__dirname, '../..');
const DIST = resolve(process.env.PREVIEW_DIST ?? join(ROOT, 'dist'));

/** nginx on the build, `upstream` behind /rs/ (and, unless `site` says otherwise, behind the sandbox's paths). */
export function startNginx(port: number, upstream: string, dir: string, site: Partial<NginxSite> = {}): ChildProcess {
  const server = nginxForBuild(DIST, {
    listen: `127.0.0.1:${port}`,
    root: DIST,
    api: upstream,
    serverName: 'localhost',
    sandbox: upstream,
    ...site,
  });
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  // As root (CI), workers would otherwise run as nobody and could not use the temporary folders made here.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  writeFileSync(join(dir, 'nginx.conf'), user + nginxMain(server));
  const bin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  return spawn(bin, ['-p', dir, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Resolves once something answers on the port (as localhost: nginx drops any other host). */
export async function waitForPort(port: number, timeoutMs = 10000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`nothing answers on port ${port}: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

if (require.main === module) {
  const port = Number(process.env.PORT) || 8080;
  const sandboxPort = Number(process.env.SANDBOX_PORT) || port + 1;
  const { server } = startPreview(sandboxPort, {}, true);
  const nginx = startNginx(port, `http://127.0.0.1:${sandboxPort}`, join(ROOT, `build/nginx-preview/${port}`));
  const stop = () => {
    nginx.kill('SIGTERM');
    server.close();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('exit', (code) => {
    server.closeAllConnections();
    server.close();
    if (code) process.exitCode = code;
  });
  void waitForPort(port).then(
    () => console.log(`Portal on nginx (sandbox at ${sandboxPort}) at http://localhost:${port}`),
    (error: unknown) => {
      console.error(error);
      stop();
    },
  );
}
