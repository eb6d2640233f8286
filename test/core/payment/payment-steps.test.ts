import { ChoosePaymentMethod } from '../../../src/core/payment/choose-payment-method.use-case';
import { ChoosePolicies } from '../../../src/core/payment/choose-policies.use-case';
import { LoadPaymentOutcome } from '../../../src/core/payment/load-payment-outcome.use-case';
import { LoadPoliciesDue } from '../../../src/core/payment/load-policies-due.use-case';
import { PaymentDraft } from '../../../src/core/payment/payment-draft';
import { LoginState } from '../../../src/core/session/login-state';
import { TokenVault } from '../../../src/core/session/token-vault';
import { PAYMENT_PATHS } from '../../../src/core/api/payment.contract';
import {
  envelopeReply,
  FakeCrypto,
  FakeNavigation,
  InMemoryDraftStorage,
  InMemoryStorage,
  SequentialIds,
} from '../../support/fakes';
import { paymentWorld, policyDue } from './payment-builders';

describe('choosing policies and amounts', () => {
  const life = policyDue();
  const health = policyDue({
    policyNumber: 'L-1001-02',
    productName: 'Health',
    amountDueCents: 1_180_00,
    overdue: false,
  });
  const application = policyDue({
    policyNumber: 'A-2001',
    kind: 'application',
    amountDueCents: 3_600_00,
    amountFixed: true,
  });

  it('keeps the chosen lines and their total', () => {
    const draft = new PaymentDraft(new InMemoryDraftStorage(), new SequentialIds('draft-'));
    const navigation = new FakeNavigation();
    const result = new ChoosePolicies(draft, navigation).execute([
      { policy: life, amountInput: '245.30' },
      { policy: health, amountInput: '1,000' },
    ]);
    expect(result).toEqual({ ok: true, totalCents: 1_245_30 });
    expect(draft.totalCents).toBe(1_245_30);
    expect(navigation.history).toEqual(['/one-time-payment/payment-method']);
  });

  it('reports each bad amount on its own policy and keeps nothing', () => {
    const draft = new PaymentDraft(new InMemoryDraftStorage(), new SequentialIds('draft-'));
    const navigation = new FakeNavigation();
    const result = new ChoosePolicies(draft, navigation).execute([
      { policy: life, amountInput: '300' },
      { policy: health, amountInput: '1.005' },
    ]);
    expect(result).toEqual({
      ok: false,
      fieldErrors: { 'L-1001-01': 'amountAboveDue', 'L-1001-02': 'amountDecimals' },
    });
    expect(draft.snapshot.lines).toEqual([]);
    expect(navigation.history).toEqual([]);
  });

  it('takes a new application at its fixed premium whatever was typed', () => {
    const draft = new PaymentDraft(new InMemoryDraftStorage(), new SequentialIds('draft-'));
    expect(
      new ChoosePolicies(draft, new FakeNavigation()).execute([{ policy: application, amountInput: '1' }]),
    ).toEqual({
      ok: true,
      totalCents: 3_600_00,
    });
  });

  it('needs at least one policy', () => {
    expect(
      new ChoosePolicies(
        new PaymentDraft(new InMemoryDraftStorage(), new SequentialIds('draft-')),
        new FakeNavigation(),
      ).execute([]),
    ).toMatchObject({
      formError: 'noneSelected',
    });
  });
});

describe('choosing the method and payor', () => {
  it('goes to review for the policyholder and to the declaration for a third party', () => {
    const w = paymentWorld();
    const choose = new ChoosePaymentMethod(w.draft, w.navigation);
    expect(choose.execute({ kind: 'paynow' }, 'third-party')).toEqual({ ok: true });
    expect(w.navigation.history).toEqual(['/third-party/one-time-payment']);
    expect(w.draft.snapshot.payor).toEqual({ kind: 'third-party' });
    expect(choose.execute({ kind: 'card', brand: 'amex' }, 'policyholder')).toEqual({ ok: true });
    expect(w.navigation.history).toEqual(['/third-party/one-time-payment', '/one-time-payment/payment-review']);
    expect(w.draft.snapshot.method).toEqual({ kind: 'card', brand: 'amex' });
  });

  it('refuses a card above the card limit but lets PayNow take it', () => {
    const draft = new PaymentDraft(new InMemoryDraftStorage(), new SequentialIds('draft-'));
    const big = policyDue({ amountDueCents: 60_000_00 });
    expect(
      new ChoosePolicies(draft, new FakeNavigation()).execute([{ policy: big, amountInput: '60000' }]),
    ).toMatchObject({ ok: true });
    const choose = new ChoosePaymentMethod(draft, new FakeNavigation());
    expect(choose.execute({ kind: 'card', brand: 'visa' }, 'policyholder')).toEqual({
      ok: false,
      error: 'totalAboveCardLimit',
    });
    expect(choose.execute({ kind: 'paynow' }, 'policyholder')).toMatchObject({ ok: true });
  });
});

describe('the draft across a refresh', () => {
  it('reads back what was stored, and starts empty from anything that is not a draft', () => {
    const w = paymentWorld();
    expect(new PaymentDraft(w.storage, new SequentialIds('draft-')).snapshot).toEqual(w.draft.snapshot);
    for (const raw of ['not json', '{"lines":"x"}', '[]', '{"lines":[{"policyNumber":1}]}']) {
      const storage = new InMemoryDraftStorage();
      storage.raw = raw;
      expect(new PaymentDraft(storage, new SequentialIds('draft-')).snapshot).toEqual({ lines: [] });
    }
  });
});

describe('the draft belongs to the customer who made it', () => {
  it.each(['cleared', 'failed'] as const)(
    'goes when the login ends (%s), key and all, and stays while it lasts',
    (end) => {
      const w = paymentWorld();
      w.draft.submit('key-1');
      const storage = new InMemoryStorage();
      const login = new LoginState(new TokenVault(storage, new FakeCrypto()), storage);
      login.holds(w.draft);
      login.succeeded('token');
      login.identified();
      expect(w.draft.locked).toBe(true);
      login[end]();
      expect(w.draft.snapshot).toEqual({ lines: [] });
      expect(w.storage.raw).toBeNull();
    },
  );

  it('is born with its idempotency key, so a duplicated tab (a copy of the storage) pays under the same key', () => {
    const w = paymentWorld();
    const key = w.draft.snapshot.key;
    expect(key).toEqual(expect.any(String));
    const duplicate = new PaymentDraft(Object.assign(new InMemoryDraftStorage(), { raw: w.storage.raw }), w.ids);
    expect(duplicate.intentKey()).toBe(key);
    expect(w.draft.intentKey()).toBe(key);
    w.draft.submit(w.draft.intentKey());
    w.draft.release(); // settled without money moving: a new Pay is a new payment
    expect(w.draft.intentKey()).not.toBe(key);
  });
});

describe('loading policies and outcomes', () => {
  it('forgets the list when the session ends, and keeps no reply that lands afterwards', async () => {
    const w = paymentWorld();
    w.http.on(PAYMENT_PATHS.policiesDue, envelopeReply({ policies: [policyDue()] }));
    const load = new LoadPoliciesDue(w.dataCall);
    await load.execute();
    load.forget();
    expect(load.store.getSnapshot()).toEqual({ status: 'idle' });
    const late = load.execute(); // asked before the end, answered after it
    load.forget();
    await late;
    expect(load.store.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('loads the policies due into its store', async () => {
    const w = paymentWorld();
    w.http.on(PAYMENT_PATHS.policiesDue, envelopeReply({ policies: [policyDue({ recurring: 'giro' })] }));
    const load = new LoadPoliciesDue(w.dataCall);
    await load.execute();
    expect(load.store.getSnapshot()).toEqual({ status: 'ready', policies: [policyDue({ recurring: 'giro' })] });
    w.http.on(PAYMENT_PATHS.policiesDue, envelopeReply({ policies: [{ policyNumber: 'x' }] }));
    await load.execute();
    expect(load.store.getSnapshot()).toEqual({ status: 'failed', failure: { kind: 'malformed' }, shown: false });
    w.http.on(PAYMENT_PATHS.policiesDue, envelopeReply({ errors: [] }, 503, 503));
    await load.execute();
    expect(load.store.getSnapshot()).toMatchObject({ status: 'failed', shown: true });
    expect(w.errors.store.getSnapshot().status).toBe(503);
  });

  const receipt = (status: string, reference = 'PP1') =>
    envelopeReply({
      reference,
      status,
      method: 'card',
      cardBrand: 'visa',
      payor: 'policyholder',
      lines: [{ policyNumber: 'L-1001-01', productName: 'Term Life', amountCents: 245_30 }],
      totalCents: 245_30,
      createdAt: '2026-11-22T10:00:00+08:00',
    });

  function accepted() {
    const w = paymentWorld();
    w.draft.submit('key-1');
    w.draft.accepted('P-1', 'PP1', { kind: 'redirect', url: 'https://gateway.test' });
    return { ...w, outcome: new LoadPaymentOutcome(w.dataCall, w.draft, w.navigation) };
  }

  it.each([
    ['successful', 'cleared'],
    ['aml', 'cleared'],
    ['unsuccessful', 'released'],
    ['cancelled', 'released'],
    ['pending', 'kept'],
  ])('a %s payment leaves the draft %s', async (status, fate) => {
    const w = accepted();
    w.http.on(PAYMENT_PATHS.paymentStatus, receipt(status));
    const result = await w.outcome.execute('PP1');
    expect(result).toMatchObject({ kind: 'ok', data: { status, reference: 'PP1' } });
    const expected = { cleared: [false, 0], released: [false, 1], kept: [true, 1] }[fate]!;
    expect([w.draft.locked, w.draft.snapshot.lines.length]).toEqual(expected);
  });

  it('moves the customer, in place, to the page of the status the server gives, whichever page the gateway chose', async () => {
    const w = accepted();
    w.navigation.path = '/one-time-payment/status/unsuccessful';
    w.http.on(PAYMENT_PATHS.paymentStatus, receipt('successful'));
    await w.outcome.execute('PP1');
    expect(w.navigation.history).toEqual(['/one-time-payment/status/successful?ref=PP1']);
    w.navigation.path = '/one-time-payment/status/successful';
    await w.outcome.execute('PP1');
    expect(w.navigation.history).toHaveLength(1); // already there: no move
  });

  it('moves nobody who left the page while the reply was on its way', async () => {
    const w = accepted();
    w.navigation.path = '/one-time-payment/status/unsuccessful';
    w.http.on(PAYMENT_PATHS.paymentStatus, receipt('successful'));
    const loading = w.outcome.execute('PP1');
    w.navigation.visit('/'); // Go to the home page, before the reply
    await loading;
    expect(w.navigation.history).toEqual([]);
    expect(w.navigation.path).toBe('/');
  });

  it('leaves this tab’s draft alone when the outcome is of another payment', async () => {
    const w = accepted();
    w.http.on(PAYMENT_PATHS.paymentStatus, receipt('successful', 'PP-OLD'));
    await w.outcome.execute('PP-OLD');
    expect(w.draft.locked).toBe(true);
  });
});
