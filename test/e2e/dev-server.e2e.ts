import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const PORT = 18990 + Math.floor(Math.random() * 9);
let child: ChildProcess;

/** `npm start`, the newcomer's command: the dev server with the sandbox API on PORT. */
beforeAll(async () => {
  child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('npm start did not compile in 60 s')), 60000);
    const watch = (chunk: Buffer) => {
      // Colour codes appear in the CLI's output under CI=true ("compiled \x1b[1m\x1b[32msuccessfully").
      // eslint-disable-next-line no-control-regex -- ESC is exactly what an ANSI colour code starts with.
      if (/compiled successfully/i.test(chunk.toString().replace(/\x1b\[[0-9;]*m/g, ''))) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout!.on('data', watch);
    child.stderr!.on('data', watch);
    child.on('exit', (code) => fail(new Error(`npm start exited with ${code}`)));
  });
}, 70000);

afterAll(() => {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
});

describe('npm start', () => {
  it('serves every route as the app with the security headers, and the sandbox API beside it', async () => {
    const page = await fetch(`http://localhost:${PORT}/one-time-payment/status/successful`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    const api = await fetch(`http://localhost:${PORT}/rs/v1/maintenance`);
    expect(await api.json()).toEqual({ header: { statusCode: '200' }, body: { isMaintenance: 'false' } });

    const config = (await (await fetch(`http://localhost:${PORT}/config.json`)).json()) as { rsaPublicKey: string };
    expect(config.rsaPublicKey).toContain('BEGIN PUBLIC KEY');
  });
});
