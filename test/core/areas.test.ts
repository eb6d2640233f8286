import { DataLayer } from '../../src/core/analytics/data-layer';
import { buildLoginArea } from '../../src/core/login/login.services';
import { PaymentDraft } from '../../src/core/payment/payment-draft';
import { buildPaymentArea } from '../../src/core/payment/payment.services';
import { buildRecurringArea } from '../../src/core/recurring/recurring.services';
import { createSessionCore } from '../../src/core/session/session-core';
import { buildPayorArea } from '../../src/core/third-party/payor.services';
import { envelopeReply, FakeActivity, FakeTabBus, RecordingAnalytics } from '../support/fakes';
import { fakeAreaPorts } from '../support/area-ports';
import { policyDue } from './payment/payment-builders';
import { recurringPolicy } from './recurring/recurring-builders';
import { GUEST_POLICY } from './third-party/third-party-builders';

/**
 * Each journey area is one factory, shared by the composition and these tests, returning its
 * services and its logout hook; the hook forgets what the area holds of the customer, in memory and in storage.
 * The bug it fixes: after a logout the recurring draft still held the policy and the GIRO account holder's name,
 * and the third-party draft the declaration id and the payor's name, until a reload.
 */

const C1001 = ['L-1001-01', 'Tan Wei Ming', 'D-1001', 'Lim Mei Ling', 'TermGuard Life', 'Term Life'];

/** The four areas wired on one set of fakes, as the composition wires them: one payment draft for two of them. */
function portal() {
  const world = fakeAreaPorts();
  const { ports } = world;
  const paymentDraft = new PaymentDraft(world.drafts.payment, world.ids);
  const login = buildLoginArea(ports);
  const payment = buildPaymentArea(ports, paymentDraft);
  const recurring = buildRecurringArea(ports);
  const payor = buildPayorArea(ports, paymentDraft);
  return { ...world, paymentDraft, login, payment, recurring, payor };
}

type Portal = ReturnType<typeof portal>;

/** C-1001 has a payment, a GIRO arrangement and a payor's declaration under way. */
function startEveryJourney(p: Portal): void {
  expect(p.payment.services.choosePolicies.execute([{ policy: policyDue(), amountInput: '245.30' }])).toMatchObject({
    ok: true,
  });
  const giro = p.recurring.services.enterGiroAccount.execute({
    policy: recurringPolicy(),
    accountHolderName: 'Tan Wei Ming',
    ownAccountDeclared: true,
  });
  expect(giro.ok).toBe(true);
  const tp = p.payor.services.payorDraft;
  tp.foundPolicy({ ...GUEST_POLICY }, 'guest-token-1');
  tp.declared({
    declarationId: 'D-1001',
    amountCents: 156_40,
    summary: { payorName: 'Lim Mei Ling', relationship: 'child', idType: 'NRIC_FIN', idNumberMasked: '•••••321F' },
    copy: {
      payorName: 'Lim Mei Ling',
      relationship: 'child',
      idType: 'NRIC_FIN',
      idNumberMasked: '•••••321F',
      declarationId: 'D-1001',
      declaredAt: '2026-11-22T02:00:00Z',
      dateOfBirthMasked: '••/••/1960',
      nationality: 'SG',
      reason: 'family-support',
      mobileMasked: '•••• 4567',
      emailMasked: 'l••@example.com',
      policies: [{ policyNumber: GUEST_POLICY.policyNumber, amountCents: 156_40 }],
      amountCents: 156_40,
    },
  });
}

/** Everything the areas hold of a customer, in memory and in draft storage, as one string to search. */
function held(p: Portal): string {
  return JSON.stringify([
    p.payment.services.paymentDraft.snapshot,
    p.recurring.services.recurringDraft.snapshot,
    p.payor.services.payorDraft.snapshot,
    p.drafts,
  ]);
}

describe('each area’s logout hook forgets its draft, in memory and in storage', () => {
  it('the test can fail: with every journey started, each draft holds C-1001’s values in both places', () => {
    const p = portal();
    startEveryJourney(p);
    for (const value of C1001) expect(held(p)).toContain(value);
    expect(p.drafts.recurring.raw).toContain('Tan Wei Ming');
    expect(p.drafts['third-party'].raw).toContain('D-1001');
  });

  it('the payment draft (the composition’s, shared by two areas): the lines and the key go', () => {
    const p = portal();
    startEveryJourney(p);
    p.paymentDraft.forget();
    expect(p.payment.services.paymentDraft.snapshot).toEqual({ lines: [] });
    expect(p.drafts.payment.raw).toBeNull();
    expect(p.drafts.recurring.raw).not.toBeNull(); // only its own
  });

  it('payment: the policies due and the submission’s state go, and the draft stays for the composition to forget', () => {
    const p = portal();
    startEveryJourney(p);
    const { loadPoliciesDue, submitPayment, payNowWatch } = p.payment.services;
    const spies = [loadPoliciesDue, submitPayment, payNowWatch].map((held) => jest.spyOn(held, 'forget'));
    p.payment.forget();
    for (const spy of spies) expect(spy).toHaveBeenCalledTimes(1);
    expect(p.drafts.payment.raw).toContain('L-1001-01');
  });

  it('recurring: the policy and the GIRO account holder’s name go', () => {
    const p = portal();
    startEveryJourney(p);
    p.recurring.forget();
    expect(p.recurring.services.recurringDraft.snapshot).toEqual({});
    expect(p.drafts.recurring.raw).toBeNull();
  });

  it('third party: the declaration id, the payor’s name and the guest token go', () => {
    const p = portal();
    startEveryJourney(p);
    expect(p.payor.services.payorDraft.guestToken()).toBe('guest-token-1');
    p.payor.forget();
    expect(p.payor.services.payorDraft.snapshot).toEqual({});
    expect(p.payor.services.payorDraft.guestToken()).toBeNull();
    expect(p.drafts['third-party'].raw).toBeNull();
  });

  it('login: the attempt under way (its masked destination) and the Singpass tab binding go', () => {
    const p = portal();
    const journey = p.login.services.loginJourney;
    journey.forget = jest.fn(journey.forget.bind(journey));
    p.drafts.singpass.raw = 'a-binding';
    p.login.forget();
    expect(journey.forget).toHaveBeenCalledTimes(1);
    expect(p.drafts.singpass.raw).toBeNull();
  });

  it('a draft is forgotten in storage even when memory was already empty (another tab wrote it since)', () => {
    const p = portal();
    p.drafts.recurring.raw = JSON.stringify({ key: 'k', policy: recurringPolicy() });
    p.recurring.forget();
    expect(p.drafts.recurring.raw).toBeNull();
  });
});

describe('the spec’s logout, with the hooks registered as the composition registers them', () => {
  it('leaves nothing of C-1001 in any area, in memory or storage', async () => {
    const p = portal();
    const { ports } = p;
    p.http.on('/rs/v1/session/terminate', envelopeReply({}));
    const session = createSessionCore({
      ...ports,
      activity: new FakeActivity(),
      tabs: new FakeTabBus().join(),
      dataLayer: new DataLayer(new RecordingAnalytics(), ports.storage),
    });
    p.loginState.holds(p.login, p.payment, p.recurring, p.payor, p.paymentDraft);
    p.loginState.succeeded('token-1');
    startEveryJourney(p);
    await session.logout.execute();
    const left = held(p);
    for (const value of C1001) expect(left).not.toContain(value);
    expect(Object.values(p.drafts).map((d) => d.raw)).toEqual([null, null, null, null]);
  });
});
