import { AREAS } from '../../src/adapters/areas';
import { navigate } from 'wouter/use-browser-location';
import { compose } from '../../src/adapters/composition';
import { DRAFT_KEYS } from '../../src/adapters/session-draft-storage.adapter';
import { readConfig } from '../../src/core/config';
import { PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import { payNowInstruction, policyDue } from '../core/payment/payment-builders';
import { recurringPolicy } from '../core/recurring/recurring-builders';
import { GUEST_POLICY } from '../core/third-party/third-party-builders';
import { envelopeReply, FakeClock, FakeHttp } from '../support/fakes';
import { everyArea } from '../support/every-area';
import type { AreaName } from '../../src/core/services';
import { TEST_TOKEN_KEY } from '../support/sandbox-keys';

/**
 * The one composition: the shell at once, the rest on the first `load()`, each area built by its core factory on its
 * first request, every area's logout hook registered, and ports a test may replace (overrides).
 */
const config = readConfig({ apiOrigin: 'http://localhost', aesSecret: TEST_TOKEN_KEY });

afterEach(() => sessionStorage.clear());

/** Lets the fake HTTP's replies and the areas' builds land (jsdom has no setImmediate). */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const terminating = () => new FakeHttp().on('/rs/v1/session/terminate', envelopeReply({}));

describe('compose', () => {
  it('gives each area its own part, and no part the raw API client', async () => {
    const parts = await compose(config, { http: new FakeHttp() }).load();
    for (const name of Object.keys(AREAS) as AreaName[])
      expect(Object.keys(await parts.area(name))).not.toContain('api');
    expect(Object.keys(parts.session)).not.toContain('api');
    // The payor area's declaration is made for the payment draft the payment area uses: the same one, not a copy.
    expect((await parts.area('payor')).paymentDraft).toBe((await parts.area('payment')).paymentDraft);
  });

  it('builds an area once, on its first request: every request gets the same promise and the same use cases', async () => {
    const parts = await compose(config, { http: new FakeHttp() }).load();
    const first = parts.area('payment');
    expect(parts.area('payment')).toBe(first);
    const payment = await first;
    // The payor area's declaration is made for the same payment draft, not a second one.
    const payor = await parts.area('payor');
    expect(payor.paymentDraft).toBe(payment.paymentDraft);
    expect(await parts.area('payment')).toBe(payment);
  });

  it('guards a journey page from the session part alone (no login area needed)', async () => {
    const parts = await compose(config, { http: new FakeHttp() }).load();
    history.replaceState(null, '', '/');
    expect(parts.session.requireLogin.execute('/one-time-payment')).toBe(false);
    expect(location.pathname).toBe('/login');
    expect(sessionStorage.getItem('lastUrl')).toBe('/one-time-payment');
    parts.session.loginState.succeeded('token-1');
    expect(parts.session.requireLogin.execute('/one-time-payment')).toBe(true);
    history.replaceState(null, '', '/');
  });

  it('builds the page’s area on arrival, and offers PayNow’s code there before its screen; not for a guarded page signed out', async () => {
    const http = new FakeHttp().on(
      PAYMENT_PATHS.payNowStatus,
      envelopeReply({ status: 'pending', expiresAt: '2026-11-22T10:15:00+08:00' }),
    );
    const parts = await compose(config, { http, clock: new FakeClock() }).load();
    const loads = jest.spyOn(AREAS.payment, 'load');
    history.replaceState(null, '', '/one-time-payment/paynow');
    await parts.arrive('/one-time-payment/paynow');
    await flush();
    expect(loads).not.toHaveBeenCalled(); // no one signed in: the guard sends them off, and no area is built
    parts.session.loginState.succeeded('token-1');
    const payment = await parts.area('payment');
    expect(loads).toHaveBeenCalledTimes(1);
    loads.mockRestore();
    payment.choosePolicies.execute([{ policy: policyDue(), amountInput: '245.30' }]);
    payment.choosePaymentMethod.execute({ kind: 'paynow' }, 'policyholder');
    const instruction = payNowInstruction();
    payment.paymentDraft.submit('key-1');
    payment.paymentDraft.accepted('P-1', instruction.reference, instruction);
    history.replaceState(null, '', '/one-time-payment/paynow');
    await parts.arrive('/one-time-payment/paynow');
    await flush();
    expect(payment.payNowWatch.store.getSnapshot()).toMatchObject({ status: 'waiting' });
    // Its first status check goes as its screen starts watching, right after the code is drawn.
    expect(http.callsTo(PAYMENT_PATHS.payNowStatus)).toHaveLength(0);
    const stop = payment.payNowWatch.start();
    await flush();
    expect(http.callsTo(PAYMENT_PATHS.payNowStatus)).toHaveLength(1);
    stop();
    history.replaceState(null, '', '/');
  });

  it('asks for the policies page’s data as the page starts, once though the composition and the router both tell it', async () => {
    const http = new FakeHttp()
      .on(PAYMENT_PATHS.policiesDue, envelopeReply({ policies: [policyDue()] }))
      .on(PAYMENT_PATHS.recentPayments, envelopeReply({ payments: [] }));
    const parts = await compose(config, { http, clock: new FakeClock() }).load();
    parts.session.loginState.succeeded('token-1');
    history.replaceState(null, '', '/one-time-payment');
    // No screen yet: the calls go beside the shell's and the screen's first render, not after it.
    await Promise.all([parts.arrive('/one-time-payment'), parts.arrive('/one-time-payment')]);
    await flush();
    expect(http.callsTo(PAYMENT_PATHS.policiesDue)).toHaveLength(1);
    expect(http.callsTo(PAYMENT_PATHS.recentPayments)).toHaveLength(1);
    expect((await parts.area('payment')).loadPoliciesDue.store.getSnapshot()).toMatchObject({ status: 'ready' });
    // A later visit asks again.
    history.replaceState(null, '', '/one-time-payment/payment-method');
    await parts.arrive('/one-time-payment/payment-method');
    history.replaceState(null, '', '/one-time-payment');
    await parts.arrive('/one-time-payment');
    await flush();
    expect(http.callsTo(PAYMENT_PATHS.policiesDue)).toHaveLength(2);
    history.replaceState(null, '', '/');
  });

  it('tells an area built already of each move as it is made: its calls go before the router renders', async () => {
    const http = new FakeHttp()
      .on(PAYMENT_PATHS.policiesDue, envelopeReply({ policies: [policyDue()] }))
      .on(PAYMENT_PATHS.recentPayments, envelopeReply({ payments: [] }));
    const parts = await compose(config, { http, clock: new FakeClock() }).load();
    parts.session.loginState.succeeded('token-1');
    await parts.area('payment'); // as the one-time password step builds it while the code is typed
    history.replaceState(null, '', '/login/otp');
    const stop = parts.follow();
    navigate('/one-time-payment', { replace: true });
    // In the same task as the move (Verify's): no microtask, no render between.
    expect(http.callsTo(PAYMENT_PATHS.policiesDue)).toHaveLength(1);
    expect(http.callsTo(PAYMENT_PATHS.recentPayments)).toHaveLength(1);
    // A page that requires login, moved to signed out, tells no one.
    parts.session.loginState.cleared();
    navigate('/one-time-payment/payment-method');
    navigate('/one-time-payment');
    await flush();
    expect(http.callsTo(PAYMENT_PATHS.policiesDue)).toHaveLength(1);
    // Stopped (the router unmounted), it hears of no move.
    parts.session.loginState.succeeded('token-2');
    stop();
    navigate('/one-time-payment/payment-method');
    navigate('/one-time-payment');
    await flush();
    expect(http.callsTo(PAYMENT_PATHS.policiesDue)).toHaveLength(1);
    history.replaceState(null, '', '/');
  });

  it('uses the ports a test gives it: the fake clock holds the timers, the fake HTTP answers', async () => {
    const clock = new FakeClock();
    const http = terminating();
    const composition = compose(config, { clock, http });
    const services = await composition.load();
    services.session.loginState.succeeded('token-1');
    await services.session.logout.execute();
    expect(http.callsTo('/rs/v1/session/terminate')).toHaveLength(1);
    const stop = composition.shell.maintenanceWatch.start(); // its recheck waits on the fake clock, not on setTimeout
    expect(clock.pendingTimers).toBe(1);
    stop();
    expect(clock.pendingTimers).toBe(0);
  });

  it('registers every area’s logout hook: after a logout no draft is left in memory or in session storage', async () => {
    const s = await everyArea(compose(config, { http: terminating(), clock: new FakeClock() }));
    s.session.loginState.succeeded('token-1');
    s.payment.choosePolicies.execute([{ policy: policyDue(), amountInput: '245.30' }]);
    s.recurring.enterGiroAccount.execute({
      policy: recurringPolicy(),
      accountHolderName: 'Tan Wei Ming',
      ownAccountDeclared: true,
    });
    s.payor.payorDraft.startSignedIn();
    sessionStorage.setItem(DRAFT_KEYS.singpass, 'a-binding'); // this tab left for Singpass once
    expect(Object.values(DRAFT_KEYS).map((k) => sessionStorage.getItem(k) !== null)).toEqual([true, true, true, true]);
    await s.session.logout.execute();
    expect(s.payment.paymentDraft.snapshot).toEqual({ lines: [] });
    expect(s.recurring.recurringDraft.snapshot).toEqual({});
    expect(s.payor.payorDraft.snapshot).toEqual({});
    expect(Object.keys(sessionStorage)).toEqual(['endToken']);
  });

  it('forgets the areas built so far at logout, and an area built after it starts clean', async () => {
    // A page of the payment journey: only the payment area is built; the recurring draft of an earlier page of
    // this tab sits in storage, its area not built on this page.
    const first = await compose(config, { http: terminating(), clock: new FakeClock() }).load();
    const recurringBefore = await first.area('recurring');
    first.session.loginState.succeeded('token-1');
    recurringBefore.enterGiroAccount.execute({
      policy: recurringPolicy(),
      accountHolderName: 'Tan Wei Ming',
      ownAccountDeclared: true,
    });
    const page = await compose(config, { http: terminating(), clock: new FakeClock() }).load();
    const payment = await page.area('payment');
    payment.choosePolicies.execute([{ policy: policyDue(), amountInput: '245.30' }]);
    expect(sessionStorage.getItem(DRAFT_KEYS.recurring)).not.toBeNull();

    await page.session.logout.execute();
    expect(payment.paymentDraft.snapshot).toEqual({ lines: [] });
    expect(sessionStorage.getItem(DRAFT_KEYS.payment)).toBeNull();
    expect(sessionStorage.getItem(DRAFT_KEYS.recurring)).toBeNull();
    // Built after the logout (the next customer in this tab): nothing of the last one's.
    const recurring = await page.area('recurring');
    expect(recurring.recurringDraft.snapshot).toEqual({});
    const thirdParty = await page.area('payor');
    expect(thirdParty.payorDraft.snapshot).toEqual({});
    expect(thirdParty.paymentDraft).toBe(payment.paymentDraft);
  });

  it('forgets the payment draft at logout on a page that built only the declaration’s area', async () => {
    const page = await compose(config, { http: terminating(), clock: new FakeClock() }).load();
    page.session.loginState.succeeded('token-1');
    const thirdParty = await page.area('payor');
    const line = { policyNumber: 'L-1001-01', productName: 'Term Life', amountCents: 245_30, amountDueCents: 245_30 };
    thirdParty.paymentDraft.edit({ lines: [{ ...line, amountFixed: false }] });
    expect(sessionStorage.getItem(DRAFT_KEYS.payment)).toContain('L-1001-01');
    await page.session.logout.execute();
    expect(thirdParty.paymentDraft.snapshot).toEqual({ lines: [] });
    expect(sessionStorage.getItem(DRAFT_KEYS.payment)).toBeNull();
  });

  it('builds the guest payor’s area with the payor area whose draft it writes to, whose hook forgets it', async () => {
    // An earlier page of this tab found the policy; this page (the guest payor's) asks for the guest area only.
    const first = await compose(config, { http: terminating(), clock: new FakeClock() }).load();
    (await first.area('payor')).payorDraft.foundPolicy({ ...GUEST_POLICY }, 'guest-token-1');
    const page = await compose(config, { http: terminating(), clock: new FakeClock() }).load();
    await page.area('guestPayor');
    await page.session.logout.execute();
    const thirdParty = await page.area('payor'); // the one the guest area was built on
    expect(thirdParty.payorDraft.snapshot).toEqual({});
    expect(thirdParty.payorDraft.guestToken()).toBeNull();
    expect(sessionStorage.getItem(DRAFT_KEYS['third-party'])).toBeNull();
  });

  it('an area still loading when the login ends starts clean all the same', async () => {
    const first = await compose(config, { http: terminating(), clock: new FakeClock() }).load();
    (await first.area('recurring')).enterGiroAccount.execute({
      policy: recurringPolicy(),
      accountHolderName: 'Tan Wei Ming',
      ownAccountDeclared: true,
    });
    const page = await compose(config, { http: terminating(), clock: new FakeClock() }).load();
    page.session.loginState.succeeded('token-1');
    const loading = page.area('recurring');
    await page.session.logout.execute();
    expect((await loading).recurringDraft.snapshot).toEqual({});
    expect(sessionStorage.getItem(DRAFT_KEYS.recurring)).toBeNull();
  });
});
