import { getResponse } from 'msw';
import { readReply } from '../../src/core/http/api-client';
import type { HttpReply } from '../../src/core/ports/http.port';
import { FAULTS } from '../../sandbox/faults';
import { createSandbox } from '../../sandbox/sandbox';
import { createPaymentDecoder, PAYMENT_PATHS, type PayNowInstruction } from '../../src/core/api/payment.contract';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { checkPayNowInstruction } from '../../src/core/payment/paynow-check';
import { parsePayNowPayload } from '../../src/core/shared/paynow-payload';
import { INSURER, MULE_UEN } from '../../sandbox/payment.seed';
import { ORIGIN, sandboxKeys } from './login-world';

/** The sandbox's faults on demand (docs/sandbox-controls.md), and how the portal's ApiClient reads each reply. */
const PATH = '/rs/v1/maintenance';

async function control(sandbox: ReturnType<typeof createSandbox>, body: unknown) {
  const response = await getResponse(
    sandbox.handlers,
    new Request(`${ORIGIN}/sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return response!;
}

async function call(sandbox: ReturnType<typeof createSandbox>): Promise<{ response: Response; reply: HttpReply }> {
  const response = (await getResponse(sandbox.handlers, new Request(ORIGIN + PATH)))!;
  if (response.type === 'error') return { response, reply: { kind: 'network' } };
  return { response, reply: { kind: 'reply', status: response.status, text: await response.clone().text() } };
}

const portalReads = (reply: HttpReply) => readReply(reply, (body) => body);

describe('faults on demand', () => {
  it('lists every fault kind the docs name', () => {
    expect([...FAULTS].sort()).toEqual(
      [
        'drop',
        'html',
        'malformed',
        'slow',
        'status-400',
        'status-401',
        'status-403',
        'status-500',
        'status-503',
        'paynow-mule',
      ].sort(),
    );
  });

  it('paynow-mule: the real PayNow reply as a compromised relay passes it on, which the portal refuses to draw', async () => {
    const sandbox = createSandbox({ keys: sandboxKeys() });
    sandbox.areas.login.sessions.set('tok-1002', 'C-1002');
    expect((await control(sandbox, { path: PAYMENT_PATHS.payments, fault: 'paynow-mule' })).status).toBe(200);
    const pay = async (key: string) => {
      const response = await getResponse(
        sandbox.handlers,
        new Request(ORIGIN + PAYMENT_PATHS.payments, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok-1002', 'Idempotency-Key': key },
          body: JSON.stringify({
            lines: [{ policyNumber: 'L-1002-01', amountCents: 156_40 }],
            method: { kind: 'paynow' },
            payor: { kind: 'policyholder' },
          }),
        }),
      );
      return createPaymentDecoder(((await response!.json()) as { body: unknown }).body)!.next as PayNowInstruction;
    };
    const mule = await pay('mule-key-1');
    // Consistent in itself: the reply's UEN, the payload's, a CRC that holds and the insurer's name.
    expect(mule.uen).toBe(MULE_UEN);
    expect(parsePayNowPayload(mule.payload)).toMatchObject({
      ok: true,
      fields: { proxy: { type: 'uen', value: MULE_UEN }, merchantName: INSURER.merchantName, amountCents: 156_40 },
    });
    expect(checkPayNowInstruction(mule, DEFAULT_CONFIG.insurer, 156_40)).toEqual({ ok: false, error: 'payee' });
    // Once only: the replay under the same key is the insurer's own code again.
    const real = await pay('mule-key-1');
    expect(real.uen).toBe(INSURER.uen);
    expect(checkPayNowInstruction(real, DEFAULT_CONFIG.insurer, 156_40).ok).toBe(true);
  });

  it('html: a gateway’s 502 page by default, which the portal reads as a 5xx', async () => {
    const sandbox = createSandbox({ keys: sandboxKeys() });
    expect((await control(sandbox, { path: PATH, fault: 'html' })).status).toBe(200);
    const { response, reply } = await call(sandbox);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/^<!doctype html>/);
    expect(portalReads(reply)).toEqual({ ok: false, failure: { kind: 'status', status: 502 } });
    // Once only (times defaults to 1): the next call gets the real answer.
    expect((await call(sandbox)).response.status).toBe(200);
  });

  it('html with status 200: an error page answered as success, which the portal reads as malformed', async () => {
    const sandbox = createSandbox({ keys: sandboxKeys() });
    expect((await control(sandbox, { path: PATH, fault: 'html', status: 200, times: 2 })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const { response, reply } = await call(sandbox);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(portalReads(reply)).toEqual({ ok: false, failure: { kind: 'malformed' } });
    }
    expect(portalReads((await call(sandbox)).reply).ok).toBe(true);
  });

  it('status-400: without a code by default, or with the code and message asked for', async () => {
    const sandbox = createSandbox({ keys: sandboxKeys() });
    await control(sandbox, { path: PATH, fault: 'status-400' });
    expect(portalReads((await call(sandbox)).reply)).toEqual({ ok: false, failure: { kind: 'status', status: 400 } });
    await control(sandbox, {
      path: PATH,
      fault: 'status-400',
      code: 'INVALID_BANK_ACCOUNT_ERROR',
      message: 'Not your account',
    });
    const { response, reply } = await call(sandbox);
    expect(response.status).toBe(400);
    expect(portalReads(reply)).toEqual({
      ok: false,
      failure: { kind: 'status', status: 400, code: 'INVALID_BANK_ACCOUNT_ERROR', message: 'Not your account' },
    });
  });

  it('the other kinds: a status envelope, a cut-off body, a dropped connection', async () => {
    const sandbox = createSandbox({ keys: sandboxKeys() });
    await control(sandbox, { path: PATH, fault: 'status-503' });
    expect(portalReads((await call(sandbox)).reply)).toEqual({ ok: false, failure: { kind: 'status', status: 503 } });
    await control(sandbox, { path: PATH, fault: 'malformed' });
    expect(portalReads((await call(sandbox)).reply)).toEqual({ ok: false, failure: { kind: 'malformed' } });
    await control(sandbox, { path: PATH, fault: 'drop' });
    expect((await call(sandbox)).response.type).toBe('error');
  });

  it('times 0 clears what is left of a path’s fault', async () => {
    const sandbox = createSandbox({ keys: sandboxKeys() });
    await control(sandbox, { path: PATH, fault: 'drop', times: 10 });
    expect((await call(sandbox)).response.type).toBe('error');
    expect((await control(sandbox, { path: PATH, times: 0 })).status).toBe(200);
    expect(sandbox.state.faults.size).toBe(0);
    expect((await call(sandbox)).response.status).toBe(200);
  });

  it('refuses an unknown fault, a status on anything but html, an html status other than 200 or 502, a code on a non-status fault', async () => {
    const sandbox = createSandbox({ keys: sandboxKeys() });
    for (const body of [
      { path: PATH, fault: 'teapot' },
      { fault: 'html' },
      { path: PATH, fault: 'malformed', status: 200 },
      { path: PATH, fault: 'html', status: 404 },
      { path: PATH, fault: 'drop', code: 'X' },
    ]) {
      expect((await control(sandbox, body)).status).toBe(400);
    }
    expect(sandbox.state.faults.size).toBe(0);
  });
});
