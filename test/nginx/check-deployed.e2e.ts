import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { SecurityManifest } from '../../server/security-manifest';

/**
 * `npm run check:deployed` (PCI DSS 4.0 11.6.1, docs/deploy.md) against nginx serving the build: nothing to report;
 * then through a proxy that changes one script and drops one header, as a tampered server would, it must fail.
 */
const ROOT = resolve(__dirname, '../..');
const MANIFEST = resolve(ROOT, 'build/security-manifest.json');
const { checkDeployed } = require('../../scripts/check-deployed.js') as {
  checkDeployed: (base: string, manifest: string) => Promise<string[]>;
};

/** The command itself; asynchronous, for the tampering proxy runs in this process. */
function checkCommand(url: string): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['scripts/check-deployed.js', url], { cwd: ROOT });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on('close', (status) => done({ status, stderr })));
}

let tampering: Server;
let tampered = '';
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as SecurityManifest;
const changedScript = Object.keys(manifest.scripts).find((s) => /\/main\.[\w]+\.js$/.test(s))!;

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
    expect(manifest.pages).toEqual(expect.arrayContaining(['/', '/login', '/one-time-payment']));
    expect(await checkDeployed(process.env.PORTAL_URL!, MANIFEST)).toEqual([]);
    const run = await checkCommand(process.env.PORTAL_URL!);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('fails on a changed script and a missing header', async () => {
    const drift = await checkDeployed(tampered, MANIFEST);
    expect(drift).toEqual([
      expect.stringMatching(/^\/login: content-security-policy is null, the build's is "default-src 'self'; /),
      `${changedScript}: not the build's file`,
    ]);
    const run = await checkCommand(tampered);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`drift: ${changedScript}: not the build's file`);
  });
});
