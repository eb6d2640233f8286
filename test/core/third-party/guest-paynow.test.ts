import { THIRD_PARTY_PATHS } from '../../../src/core/api/third-party.contract';
import type { HttpReply } from '../../../src/core/ports/http.port';
import { envelopeReply, FakeCrypto, SequentialIds } from '../../support/fakes';
import { PayorDraft } from '../../../src/core/third-party/payor-draft';
import { settle } from '../../support/reply-arbitraries';
import { payNowInstruction, pollsOver } from '../payment/payment-builders';
import { declarationForm, GUEST_POLICY, thirdPartyWorld } from './third-party-builders';

/**
 * The guest payor pays by PayNow: one guest payment under one key, its code kept in the third-party draft, and
 * the policyholder's PayNow watch polling the guest payment's status with the guest token on the fake clock.
 */
const P = THIRD_PARTY_PATHS;
const START = Date.UTC(2026, 10, 22, 2, 0, 0); // 10:00 in Singapore
const salary = { source: 'salary', sourceOther: '', wealthSource: '', wealthDescription: '' };
const CODE = payNowInstruction({ amountCents: 156_40, reference: 'TP2611220001' });

const receipt = (status: string, extra: object = {}) =>
  envelopeReply({
    reference: CODE.reference,
    status,
    method: 'paynow',
    lines: [{ policyNumber: GUEST_POLICY.policyNumber, productName: 'TermGuard Life', amountCents: 156_40 }],
    totalCents: 156_40,
    payorName: 'Lim Mei Ling',
    createdAt: '2026-11-22T10:00:00+08:00',
    expiresAt: CODE.expiresAt,
    ...extra,
  });

async function declaredWithCode(amountDueCents = GUEST_POLICY.amountDueCents) {
  const w = thirdPartyWorld();
  w.draft.foundPolicy({ ...GUEST_POLICY, amountDueCents }, 'guest-1');
  w.http.on(P.declarations, envelopeReply({ screening: 'cleared', declarationId: 'TPD-1' }));
  await w.declare.execute('guest', declarationForm(), String(amountDueCents / 100));
  w.http.on(P.sourceOfFunds, envelopeReply({ declarationId: 'TPD-1', complete: true }));
  const code = { ...CODE, ...payNowInstruction({ amountCents: amountDueCents, reference: CODE.reference }) };
  w.http.on(
    P.payments,
    envelopeReply({ paymentId: 'TP-1', reference: code.reference, totalCents: amountDueCents, next: code }),
  );
  let reply: HttpReply = receipt('pending', { expiresInSeconds: 900 });
  w.http.on(P.paymentStatus, () => reply);
  const polls = () => w.http.callsTo(P.paymentStatus);
  const run = pollsOver(w.clock, polls, START);
  return { ...w, code, polls, run, setReply: (r: HttpReply) => (reply = r) };
}

describe('the guest payor pays by PayNow', () => {
  it('sends PayNow under the draft’s key and keeps the code, never leaving the page', async () => {
    const w = await declaredWithCode();
    expect(await w.pay.execute({ ...salary, method: 'paynow', consent: true })).toEqual({ kind: 'paynow' });
    const sent = w.http.callsTo(P.payments);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body!)).toEqual({
      declarationId: 'TPD-1',
      amountCents: 156_40,
      method: { kind: 'paynow' },
    });
    expect(w.draft.payNow).toEqual(w.code);
    expect(w.navigation.left).toEqual([]);
    // A press again (or a refresh) shows the same code: no second payment.
    expect(await w.pay.execute({ ...salary, method: 'paynow', consent: true })).toEqual({ kind: 'paynow' });
    expect(w.http.callsTo(P.payments)).toHaveLength(1);
  });

  it('joins a double press into one payment under one key', async () => {
    const w = await declaredWithCode();
    const [a, b] = await Promise.all([
      w.pay.execute({ ...salary, method: 'paynow', consent: true }),
      w.pay.execute({ ...salary, method: 'paynow', consent: true }),
    ]);
    expect([a, b]).toEqual([{ kind: 'paynow' }, { kind: 'paynow' }]);
    expect(w.http.callsTo(P.payments).map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1']);
  });

  it('above the card limit offers PayNow only: a card is refused before anything is sent', async () => {
    const w = await declaredWithCode(62_500_00);
    const card = await w.pay.execute({ ...salary, wealthSource: 'savings', method: 'visa', consent: true });
    expect(card).toMatchObject({ kind: 'invalid', errors: { method: 'totalAboveCardLimit' } });
    expect(w.http.callsTo(P.payments)).toHaveLength(0);
    const payNow = await w.pay.execute({ ...salary, wealthSource: 'savings', method: 'paynow', consent: true });
    expect(payNow).toEqual({ kind: 'paynow' });
  });

  it('never draws a code paying someone else: the page says so, with the payment’s reference', async () => {
    const w = await declaredWithCode();
    const mule = payNowInstruction({ amountCents: 156_40, reference: CODE.reference, uen: '201912345K' });
    w.http.on(
      P.payments,
      envelopeReply({ paymentId: 'TP-1', reference: CODE.reference, totalCents: 156_40, next: mule }),
    );
    expect(await w.pay.execute({ ...salary, method: 'paynow', consent: true })).toEqual({ kind: 'paynow' });
    w.payNowWatch.start();
    expect(w.payNowWatch.store.getSnapshot()).toEqual({ status: 'badQr', error: 'payee' });
    expect(w.polls()).toHaveLength(0);
  });
});

describe('the guest’s PayNow page, on the policyholder’s watch', () => {
  it('polls the guest payment’s status with the guest token, 2 s, 3 s, 5 s, then every 10 s, on the server’s seconds', async () => {
    const w = await declaredWithCode();
    await w.pay.execute({ ...salary, method: 'paynow', consent: true });
    w.payNowWatch.start();
    expect(w.payNowWatch.store.getSnapshot()).toMatchObject({ status: 'waiting', instruction: w.code });
    expect(await w.run(30)).toEqual([2, 5, 10, 20, 30]);
    const [first] = w.polls();
    expect(first!.headers.Authorization).toBe('Bearer guest-1');
    expect(JSON.parse(first!.body!)).toEqual({ reference: CODE.reference });
    expect(w.payNowWatch.store.getSnapshot()).toMatchObject({ timeKnown: true, expiresAt: START + 30_000 + 900_000 });
  });

  it('paid: on to the successful outcome with the reference, the declaration done with but the token kept', async () => {
    const w = await declaredWithCode();
    await w.pay.execute({ ...salary, method: 'paynow', consent: true });
    w.payNowWatch.start();
    await w.run(5);
    w.setReply(receipt('successful', { paidAt: '2026-11-22T10:00:05+08:00' }));
    await w.run(5);
    expect(w.navigation.history.at(-1)).toBe(`/payment-status/third-party/succesful?ref=${CODE.reference}`);
    expect(w.draft.snapshot.declarationId).toBeUndefined();
    expect(w.draft.guestToken()).toBe('guest-1');
    expect(await w.run(60)).toEqual([]);
    expect(w.clock.pendingTimers).toBe(0);
  });

  it('expired (the server alone says so): on to the status page, the key released for a new code', async () => {
    const w = await declaredWithCode();
    await w.pay.execute({ ...salary, method: 'paynow', consent: true });
    w.payNowWatch.start();
    await w.run(2);
    w.setReply(receipt('expired'));
    await w.run(3);
    expect(w.navigation.history.at(-1)).toBe(`/payment-status/third-party?ref=${CODE.reference}`);
    expect(w.draft.snapshot.submission).toBeUndefined();
    expect(w.draft.payNow).toBeUndefined();
    expect(w.draft.snapshot.key).not.toBe('key-1');
  });

  it('counts down from the server’s seconds on the fake clock', async () => {
    const w = await declaredWithCode();
    await w.pay.execute({ ...salary, method: 'paynow', consent: true });
    w.setReply(receipt('pending', { expiresInSeconds: 600 }));
    w.payNowWatch.start();
    w.payNowCountdown.start();
    expect(w.payNowCountdown.store.getSnapshot()).toBeUndefined(); // the server has not said yet
    await w.run(2);
    expect(w.payNowCountdown.store.getSnapshot()).toBe(600);
    await w.run(2);
    expect(w.payNowCountdown.store.getSnapshot()).toBe(598);
  });

  it('a refreshed tab has the same code from the stored draft (checked again before it is drawn)', async () => {
    const w = await declaredWithCode();
    await settle(w.pay.execute({ ...salary, method: 'paynow', consent: true }), w.clock);
    expect(new PayorDraft(w.storage, new FakeCrypto(), new SequentialIds()).payNow).toEqual(w.code);
  });
});
