import type { HttpReply } from '../../../src/core/ports/http.port';
import { ChoosePolicies } from '../../../src/core/payment/choose-policies.use-case';
import { PaymentDraft } from '../../../src/core/payment/payment-draft';
import { PAYMENT_PATHS } from '../../../src/core/api/payment.contract';
import { SubmitPayment } from '../../../src/core/payment/submit-payment.use-case';
import { envelopeReply, FakeNavigation } from '../../support/fakes';
import { flush, payNowInstruction, paymentWorld, policyDue } from './payment-builders';

const CARD_BODY = JSON.stringify({
  paymentId: 'P-1',
  reference: 'PP1',
  totalCents: 245_30,
  next: { kind: 'redirect', url: 'https://gateway.test/pay/P-1' },
});
const CARD_REPLY = envelopeReply(JSON.parse(CARD_BODY) as object);
const TIMEOUT: HttpReply = { kind: 'timeout' };

function world(method?: Parameters<typeof paymentWorld>[0]) {
  const w = paymentWorld(method);
  const submit = new SubmitPayment(w.api, w.draft, w.clock, w.navigation, w.errors, w.insurer);
  const payments = () => w.http.callsTo(PAYMENT_PATHS.payments);
  const keys = () => payments().map((r) => r.headers['Idempotency-Key']);
  return { ...w, submit, payments, keys };
}

/** A reply the test releases by hand: the request stays pending until then. */
function deferred() {
  let release!: (reply: HttpReply) => void;
  const promise = new Promise<HttpReply>((resolve) => (release = resolve));
  return { promise, release };
}

describe('Pay sends exactly one payment', () => {
  it('card: posts the lines, method and payor with an idempotency key, then leaves for the gateway', async () => {
    const w = world();
    w.http.on(PAYMENT_PATHS.payments, CARD_REPLY);
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({
      kind: 'card',
      url: 'https://gateway.test/pay/P-1',
    });
    expect(w.keys()).toEqual(['key-1']);
    expect(JSON.parse(w.payments()[0]!.body!)).toEqual({
      lines: [{ policyNumber: 'L-1001-01', amountCents: 245_30 }],
      method: { kind: 'card', brand: 'visa' },
      payor: { kind: 'policyholder' },
    });
    expect(w.navigation.left).toEqual(['https://gateway.test/pay/P-1']);
    expect(w.draft.snapshot.submission).toMatchObject({ key: 'key-1', state: 'accepted', reference: 'PP1' });
  });

  it('a double click (or Enter plus click) makes one request and both get the same answer', async () => {
    const w = world();
    w.http.on(PAYMENT_PATHS.payments, CARD_REPLY);
    const first = w.submit.execute({ consent: true });
    const second = w.submit.execute({ consent: true });
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(w.payments()).toHaveLength(1);
    expect(w.navigation.left).toHaveLength(1);
  });

  it('a click while the first request is pending sends nothing new', async () => {
    const w = world();
    const reply = deferred();
    w.http.on(PAYMENT_PATHS.payments, () => reply.promise);
    const first = w.submit.execute({ consent: true });
    await flush();
    expect(w.submit.store.getSnapshot()).toEqual({ status: 'submitting' });
    const later = w.submit.execute({ consent: true });
    await flush();
    expect(w.payments()).toHaveLength(1);
    reply.release(CARD_REPLY);
    await expect(later).resolves.toEqual(await first);
    expect(w.payments()).toHaveLength(1);
  });

  it('a click after the payment was accepted repeats the next step without a request', async () => {
    const w = world();
    w.http.on(PAYMENT_PATHS.payments, CARD_REPLY);
    await w.submit.execute({ consent: true });
    await w.submit.execute({ consent: true });
    expect(w.payments()).toHaveLength(1);
    expect(w.navigation.left).toEqual(['https://gateway.test/pay/P-1', 'https://gateway.test/pay/P-1']);
  });

  it('retries a timed-out request with the same key and body', async () => {
    const w = world();
    let calls = 0;
    w.http.on(PAYMENT_PATHS.payments, () => (++calls === 1 ? TIMEOUT : CARD_REPLY));
    const result = w.submit.execute({ consent: true });
    await flush();
    expect(w.payments()).toHaveLength(1);
    w.clock.advance(999);
    await flush();
    expect(w.payments()).toHaveLength(1);
    w.clock.advance(1);
    await expect(result).resolves.toMatchObject({ kind: 'card' });
    expect(w.keys()).toEqual(['key-1', 'key-1']);
    expect(w.payments()[1]!.body).toBe(w.payments()[0]!.body);
  });

  it.each<[string, HttpReply]>([
    ['a network failure', { kind: 'network' }],
    ['a 503', envelopeReply({ errors: [] }, 503, 503)],
    ['a garbled 200', { kind: 'reply', status: 200, text: '{"header":' }],
    [
      'a 409 on our own key',
      envelopeReply({ errors: [{ errorCode: 'IDEMPOTENCY_KEY_REUSED', errorMessage: '' }] }, 409, 409),
    ],
  ])(
    'after %s that persists: "still confirming, do not pay again", and the next Pay asks with the same key',
    async (_, reply) => {
      const w = world();
      w.http.on(PAYMENT_PATHS.payments, reply);
      const result = w.submit.execute({ consent: true });
      for (let i = 0; i < 3; i++) {
        await flush();
        w.clock.advance(3000);
      }
      await expect(result).resolves.toEqual({ kind: 'unconfirmed' });
      expect(w.keys()).toEqual(['key-1', 'key-1', 'key-1']);
      expect(w.draft.snapshot.submission).toMatchObject({ key: 'key-1', state: 'unconfirmed' });
      // The amounts cannot change under a key the server may already have used.
      expect(
        new ChoosePolicies(w.draft, new FakeNavigation()).execute([{ policy: policyDue(), amountInput: '10' }]),
      ).toMatchObject({
        ok: false,
        formError: 'locked',
      });

      w.http.on(PAYMENT_PATHS.payments, CARD_REPLY);
      await expect(w.submit.execute({ consent: true })).resolves.toMatchObject({ kind: 'card' });
      expect(w.keys()).toEqual(['key-1', 'key-1', 'key-1', 'key-1']);
    },
  );

  it('keeps the key across a page refresh: a request in flight at unload is asked again with its key', async () => {
    const w = world();
    w.http.on(PAYMENT_PATHS.payments, () => new Promise<HttpReply>(() => {}));
    void w.submit.execute({ consent: true });
    await flush();
    // The page reloads: a new draft reads the session storage, a new use case sends.
    const draft = new PaymentDraft(w.storage, w.ids);
    expect(draft.snapshot.submission).toEqual({ key: 'key-1', state: 'unconfirmed' });
    w.http.on(PAYMENT_PATHS.payments, CARD_REPLY);
    const reloaded = new SubmitPayment(w.api, draft, w.clock, w.navigation, w.errors, w.insurer);
    await expect(reloaded.execute({ consent: true })).resolves.toMatchObject({ kind: 'card' });
    expect(w.keys()).toEqual(['key-1', 'key-1']);
  });

  it('a definite refusal releases the key: no payment was made, and the corrected payment gets a new one', async () => {
    const w = world();
    w.http.on(
      PAYMENT_PATHS.payments,
      envelopeReply({ errors: [{ errorCode: 'POLICY_NOT_PAYABLE', errorMessage: 'Paid already' }] }, 400, 400),
    );
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({
      kind: 'failed',
      failure: { kind: 'status', status: 400, code: 'POLICY_NOT_PAYABLE', message: 'Paid already' },
      shown: false,
    });
    expect(w.errors.store.getSnapshot().status).toBe(200);
    expect(w.draft.locked).toBe(false);
    w.http.on(PAYMENT_PATHS.payments, CARD_REPLY);
    await w.submit.execute({ consent: true });
    expect(w.keys()).toEqual(['key-1', 'key-2']);
  });

  it('a 401 raises the spec’s dialog and makes no payment', async () => {
    const w = world();
    w.http.on(PAYMENT_PATHS.payments, envelopeReply({ errors: [] }, 401, 401));
    await expect(w.submit.execute({ consent: true })).resolves.toMatchObject({ kind: 'failed', shown: true });
    expect(w.errors.store.getSnapshot().status).toBe(401);
    expect(w.payments()).toHaveLength(1);
  });

  it('a 5xx never raises the dialog (closing it would log out while the outcome is unknown)', async () => {
    const w = world();
    w.http.on(PAYMENT_PATHS.payments, envelopeReply({ errors: [] }, 500, 500));
    const result = w.submit.execute({ consent: true });
    for (let i = 0; i < 3; i++) {
      await flush();
      w.clock.advance(3000);
    }
    await expect(result).resolves.toEqual({ kind: 'unconfirmed' });
    expect(w.errors.store.getSnapshot().status).toBe(200);
  });

  it('refuses to send without consent', async () => {
    const w = world();
    await expect(w.submit.execute({ consent: false })).resolves.toEqual({ kind: 'invalid', error: 'noConsent' });
    expect(w.http.requests).toHaveLength(0);
    expect(w.draft.locked).toBe(false);
  });

  it('refuses a third-party payment whose declaration is not made yet', async () => {
    const w = world();
    w.draft.edit({ payor: { kind: 'third-party' } });
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({ kind: 'invalid', error: 'noDeclaration' });
    w.draft.edit({ payor: { kind: 'third-party', declarationId: 'D-1' } });
    w.http.on(PAYMENT_PATHS.payments, CARD_REPLY);
    await w.submit.execute({ consent: true });
    expect(JSON.parse(w.payments()[0]!.body!).payor).toEqual({ kind: 'third-party', declarationId: 'D-1' });
  });
});

describe('Pay by PayNow', () => {
  const reply = (next: unknown) =>
    envelopeReply({ paymentId: 'P-2', reference: 'PP2611220001', totalCents: 245_30, next });

  it('goes to the PayNow page when the code checks out', async () => {
    const w = world({ kind: 'paynow' });
    w.http.on(PAYMENT_PATHS.payments, reply(payNowInstruction()));
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({ kind: 'paynow' });
    expect(w.navigation.history).toEqual(['/one-time-payment/paynow']);
    expect(w.draft.snapshot.submission).toMatchObject({
      state: 'accepted',
      next: { kind: 'paynow', reference: 'PP2611220001' },
    });
  });

  it('refuses to draw a code with a bad CRC', async () => {
    const w = world({ kind: 'paynow' });
    const payload = payNowInstruction().payload.slice(0, -4) + '0000';
    w.http.on(PAYMENT_PATHS.payments, reply(payNowInstruction({ payload })));
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({ kind: 'badQr', error: 'crc' });
    expect(w.navigation.history).toEqual([]);
  });

  it('refuses a code whose amount differs from its caption', async () => {
    const w = world({ kind: 'paynow' });
    w.http.on(PAYMENT_PATHS.payments, reply(payNowInstruction({}, 245_31)));
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({ kind: 'badQr', error: 'mismatch' });
  });
});

describe('one premium, one payment', () => {
  it('a payment another tab already paid is shown at its outcome page, never paid again', async () => {
    const w = world();
    w.http.on(
      PAYMENT_PATHS.payments,
      envelopeReply({
        paymentId: 'P-1',
        reference: 'PP1',
        totalCents: 245_30,
        next: { kind: 'redirect', url: 'https://gateway.test/pay/P-1' },
        status: 'successful',
      }),
    );
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({ kind: 'settled' });
    expect(w.navigation.left).toEqual([]);
    expect(w.navigation.path).toBe('/one-time-payment/status/successful?ref=PP1');
    expect(w.draft.snapshot.submission).toMatchObject({ state: 'accepted', reference: 'PP1' });
  });

  it('an open payment (pending) is taken up where it is: the gateway of the same payment', async () => {
    const w = world();
    w.http.on(PAYMENT_PATHS.payments, envelopeReply({ ...(JSON.parse(CARD_BODY) as object), status: 'pending' }));
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({
      kind: 'card',
      url: 'https://gateway.test/pay/P-1',
    });
  });

  it('the key Pay sends is the draft’s own, the one a duplicated tab copies', async () => {
    const w = world();
    const key = w.draft.snapshot.key;
    w.http.on(PAYMENT_PATHS.payments, CARD_REPLY);
    await w.submit.execute({ consent: true });
    expect(w.keys()).toEqual([key]);
  });
});
