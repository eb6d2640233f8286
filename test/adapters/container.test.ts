import { buildServices } from '../../src/adapters/container';
import { DRAFT_KEYS } from '../../src/adapters/session-draft-storage.adapter';
import { readConfig } from '../../src/core/config';
import { policyDue } from '../core/payment/payment-builders';
import { recurringPolicy } from '../core/recurring/recurring-builders';
import { envelopeReply, FakeClock, FakeHttp } from '../support/fakes';

/**
 * The composition root (issue 17 item 4): one binding per area made by the area's core factory, every area's
 * logout hook registered, and ports a test may replace (buildServices' overrides).
 */
const config = readConfig({ apiOrigin: 'http://localhost', aesSecret: 'test-secret' });

afterEach(() => sessionStorage.clear());

describe('buildServices', () => {
  it('gives each area its own part, and no part the raw API client', () => {
    const services = buildServices(config, { http: new FakeHttp() });
    expect(Object.keys(services).sort()).toEqual(['login', 'payment', 'recurring', 'session', 'shell', 'thirdParty']);
    for (const part of Object.values(services) as object[]) expect(Object.keys(part)).not.toContain('api');
    // The third-party area's declaration is made for the payment area's draft: the same one, not a copy.
    expect(services.thirdParty.paymentDraft).toBe(services.payment.paymentDraft);
  });

  it('uses the ports a test gives it: the fake clock holds the timers, the fake HTTP answers', async () => {
    const clock = new FakeClock();
    const http = new FakeHttp().on('/rs/v1/session/terminate', envelopeReply({}));
    const services = buildServices(config, { clock, http });
    services.session.loginState.succeeded('token-1');
    await services.session.logout.execute();
    expect(http.callsTo('/rs/v1/session/terminate')).toHaveLength(1);
    const stop = services.shell.maintenanceWatch.start(); // its recheck waits on the fake clock, not on setTimeout
    expect(clock.pendingTimers).toBe(1);
    stop();
    expect(clock.pendingTimers).toBe(0);
  });

  it('registers every area’s logout hook: after a logout no draft is left in memory or in session storage', async () => {
    const http = new FakeHttp().on('/rs/v1/session/terminate', envelopeReply({}));
    const s = buildServices(config, { http, clock: new FakeClock() });
    s.session.loginState.succeeded('token-1');
    s.payment.choosePolicies.execute([{ policy: policyDue(), amountInput: '245.30' }]);
    s.recurring.enterGiroAccount.execute({
      policy: recurringPolicy(),
      accountHolderName: 'Tan Wei Ming',
      ownAccountDeclared: true,
    });
    s.thirdParty.thirdPartyDraft.startWithLogin();
    expect(Object.values(DRAFT_KEYS).map((k) => sessionStorage.getItem(k) !== null)).toEqual([true, true, true]);
    await s.session.logout.execute();
    expect(s.payment.paymentDraft.snapshot).toEqual({ lines: [] });
    expect(s.recurring.recurringDraft.snapshot).toEqual({});
    expect(s.thirdParty.thirdPartyDraft.snapshot).toEqual({});
    expect(Object.keys(sessionStorage)).toEqual(['endToken']);
  });
});
