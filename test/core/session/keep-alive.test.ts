import { KEEP_ALIVE_PATH } from '../../../src/core/session/keep-alive';
import { envelopeReply } from '../../support/fakes';
import { seconds, sessionTab, settle, TERMINATE } from './session-harness';

const JOURNEY = '/one-time-payment';
const MINUTE = seconds(60);
const ended401 = envelopeReply({ errors: [{ errorCode: 'SESSION_ENDED', errorMessage: 'ended' }] }, 401, 401);

/** A logged-in tab whose keep-alive answers `reply`. */
function tabWith(reply = envelopeReply({}), path = JOURNEY) {
  const tab = sessionTab({ path });
  tab.http.on(KEEP_ALIVE_PATH, reply);
  return { tab, keepAlives: () => tab.http.callsTo(KEEP_ALIVE_PATH) };
}

describe('the keep-alive (the server’s idle lifetime kept behind the portal’s timers)', () => {
  it('goes out on Yes at the prompt, with the login’s token', async () => {
    const { tab, keepAlives } = tabWith();
    tab.clock.advance(seconds(1800));
    tab.session.extend();
    await settle();
    expect(keepAlives()).toHaveLength(1);
    expect(keepAlives()[0]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('not on activity while the prompt shows: only Yes extends', async () => {
    const { tab, keepAlives } = tabWith();
    tab.clock.advance(seconds(1800));
    tab.activity.act();
    await settle();
    expect(keepAlives()).toHaveLength(0);
  });

  it('on activity, waits 5 minutes after any call the server accepted with the token', async () => {
    const { tab, keepAlives } = tabWith();
    tab.http.on('/rs/v1/policies/due', envelopeReply({ policies: [] }));
    tab.clock.advance(4 * MINUTE);
    await tab.dataCall.execute('/rs/v1/policies/due', {}, (v) => v);
    tab.clock.advance(4 * MINUTE);
    tab.activity.act();
    await settle();
    expect(keepAlives()).toHaveLength(0);
    tab.clock.advance(MINUTE);
    tab.activity.act();
    await settle();
    expect(keepAlives()).toHaveLength(1);
  });

  it('a 401 takes the session-ended path: the 401 dialog, whose close logs out', async () => {
    const { tab } = tabWith(ended401);
    tab.clock.advance(5 * MINUTE);
    tab.activity.act();
    await settle();
    expect(tab.session.store.getSnapshot()).toMatchObject({ kind: 'error', error: { status: 401 } });
    await tab.session.closeDialog();
    await settle();
    expect(tab.loginState.accessToken).toBeNull();
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
  });

  it.each([
    ['a 500', envelopeReply({ errors: [] }, 500, 500)],
    ['a 403', envelopeReply({ errors: [] }, 403, 403)],
    ['no answer', { kind: 'network' } as const],
    ['a timeout', { kind: 'timeout' } as const],
  ])('%s is ignored (the next real call decides), and not asked again at the next mouse move', async (_name, reply) => {
    const { tab, keepAlives } = tabWith(reply);
    tab.clock.advance(5 * MINUTE);
    tab.activity.act();
    await settle();
    tab.clock.advance(seconds(30));
    tab.activity.act();
    await settle();
    expect(keepAlives()).toHaveLength(1);
    expect(tab.session.store.getSnapshot().kind).toBe('none');
    expect(tab.errorState.store.getSnapshot().status).toBe(200);
  });

  it('a 401 arriving after the session ended here raises nothing new', async () => {
    let answer: (reply: typeof ended401) => void = () => undefined;
    const { tab } = tabWith();
    tab.http.on(KEEP_ALIVE_PATH, () => new Promise((resolve) => (answer = resolve)));
    tab.clock.advance(seconds(1800));
    tab.session.extend();
    tab.clock.advance(seconds(1800 + 120));
    await settle(); // the countdown ended the session: the Session ended dialog
    expect(tab.session.store.getSnapshot().kind).toBe('ended');
    answer(ended401);
    await settle();
    expect(tab.errorState.store.getSnapshot().status).toBe(200);
  });

  it('never without a login’s token, and never on /', async () => {
    const visitor = sessionTab({ path: JOURNEY, loggedIn: false });
    const home = tabWith(envelopeReply({}), '/');
    for (let minute = 0; minute < 20; minute += 1) {
      for (const tab of [visitor, home.tab]) {
        tab.clock.advance(MINUTE);
        tab.activity.act();
      }
      await settle();
    }
    expect(visitor.http.callsTo(KEEP_ALIVE_PATH)).toHaveLength(0);
    expect(home.keepAlives()).toHaveLength(0);
  });
});
