import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { APP_PAGE_PROBE, type SecurityManifest } from '../../server/security-manifest';

/**
 * `npm run check:deployed` (PCI DSS 4.0 11.6.1, docs/deploy.md) against nginx serving the build: nothing to report;
 * then through a proxy that changes one script, adds one to the app's page and drops one header, as a tampered
 * server would, and against a served directory with a file added, one changed and one removed: it must fail.
 */
const ROOT = resolve(__dirname, '../..');
const DIST = resolve(ROOT, 'dist');
const MANIFEST = resolve(ROOT, 'build/security-manifest.json');
const { checkDeployed } = require('../../scripts/check-deployed.js') as {
  checkDeployed: (base: string, manifest: string, root: string) => Promise<string[]>;
};
const SKIMMER = '<script src="/assets/skimmer.js"></script>';

/** The command itself; asynchronous, for the tampering proxy runs in this process. */
function checkCommand(url: string): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['scripts/check-deployed.js', url, `--root=${DIST}`], { cwd: ROOT });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on('close', (status) => done({ status, stderr })));
}

let tampering: Server;
let tampered = '';
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as SecurityManifest;
const changedScript = Object.keys(manifest.served).find((s) => /\/main\.[\w]+\.js$/.test(s))!;

beforeAll(async () => {
  const upstream = process.env.PORTAL_URL!;
  tampering = createServer((req, res) => {
    void fetch(upstream + req.url).then(async (answer) => {
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (req.url === changedScript) body = Buffer.concat([body, Buffer.from(';fetch("https://skimmer.example")')]);
      if (req.url === APP_PAGE_PROBE) body = Buffer.from(body.toString('utf8').replace('</head>', `${SKIMMER}</head>`));
      if (req.url === '/login') delete headers['content-security-policy'];
      res.writeHead(answer.status, headers);
      res.end(body);
    });
  });
  await new Promise<void>((ready) => tampering.listen(0, '127.0.0.1', ready));
  const address = tampering.address();
  tampered = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((done) => tampering?.close(done));
});

describe('npm run check:deployed', () => {
  it('finds nothing to report on nginx serving the build', async () => {
    expect(Object.values(manifest.served).map((s) => s.at)).toEqual(
      expect.arrayContaining(['/', '/login', '/one-time-payment', APP_PAGE_PROBE, changedScript]),
    );
    expect(manifest.served['/app.html']).toEqual({ at: APP_PAGE_PROBE, kind: 'page' });
    expect(await checkDeployed(process.env.PORTAL_URL!, MANIFEST, DIST)).toEqual([]);
    const run = await checkCommand(process.env.PORTAL_URL!);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('fails on a changed script, a script added to the app’s page and a missing header', async () => {
    const drift = await checkDeployed(tampered, MANIFEST, DIST);
    expect(drift.sort()).toEqual(
      [
        expect.stringMatching(/^\/login: content-security-policy is null, the build's is "default-src 'self'; /),
        `${changedScript}: not the build's file`,
        `/app.html (at ${APP_PAGE_PROBE}): not the build's file`,
      ].sort(),
    );
    const run = await checkCommand(tampered);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`drift: ${changedScript}: not the build's file`);
  });

  it('fails on a file added to the served directory, one changed and one removed, the precompressed copies too', async () => {
    const served = mkdtempSync(join(tmpdir(), 'check-deployed-'));
    try {
      cpSync(DIST, served, { recursive: true });
      writeFileSync(join(served, 'assets/skimmer.js'), 'fetch("https://skimmer.example")');
      appendFileSync(join(served, 'app.html'), SKIMMER);
      rmSync(join(served, 'login/index.html.br'));
      expect((await checkDeployed(process.env.PORTAL_URL!, MANIFEST, served)).sort()).toEqual(
        [
          `/assets/skimmer.js: in ${served}, a file the build did not make`,
          `/app.html: in ${served}, not the build's file`,
          `/login/index.html.br: missing from ${served}`,
        ].sort(),
      );
    } finally {
      rmSync(served, { recursive: true, force: true });
    }
  });

  it('cannot run without the served directory: an added file would go unseen', async () => {
    const child = spawn(process.execPath, ['scripts/check-deployed.js', process.env.PORTAL_URL!], { cwd: ROOT });
    expect(await new Promise((done) => child.on('close', done))).toBe(2);
  });
});
