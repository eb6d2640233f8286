import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contractCheck } from '../../contract-check/check';
import { testContract } from '../support/contract-validators';
import { testSandboxSite } from '../support/sandbox-site';

/** `npm run contract:check`'s run, over real HTTP against the sandbox on a free loopback port. */
async function checkSandbox(breakRule?: string): Promise<{ broken: string[]; printed: string }> {
  if (breakRule) process.env.SANDBOX_BREAK = breakRule;
  let server: Server | undefined;
  try {
    const site = testSandboxSite();
    server = createServer((req, res) =>
      site.middleware(req, res, () => {
        res.writeHead(404).end();
      }),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const lines: string[] = [];
    const broken = await contractCheck({
      base: `http://127.0.0.1:${port}`,
      contract: testContract(),
      print: (line) => lines.push(line),
      pollMs: 10,
    });
    return { broken, printed: lines.join('\n') };
  } finally {
    delete process.env.SANDBOX_BREAK;
    await new Promise((resolve) => server?.close(resolve));
  }
}

describe('npm run contract:check against the sandbox', () => {
  it('runs every step of the core’s use cases and finds no broken rule', async () => {
    const { broken, printed } = await checkSandbox();
    expect(broken).toEqual([]);
    for (const step of [
      'POST /rs/v1/login/identify',
      'POST /rs/v1/login/otp/verify',
      'POST /rs/v1/payments',
      'POST /rs/v1/paynow/status',
      'POST /rs/v1/payments/recent',
      'POST /rs/v1/third-party/policy/find',
      'POST /rs/v1/recurring/arrangements',
    ])
      expect(printed).toContain(step);
    expect(printed).toContain('0 broken rules');
  }, 60_000);

  it('names the idempotency rule when the sandbox breaks it (SANDBOX_BREAK=idempotency)', async () => {
    const { broken, printed } = await checkSandbox('idempotency');
    expect(broken).toEqual([expect.stringContaining('idempotency: the same key with another body is refused')]);
    expect(printed).toContain('1 broken rule');
  }, 60_000);
});
