import fc from 'fast-check';
import { closeActions } from '../../../src/core/errors/catalogue';
import { PAYMENT_PATHS, policiesDueDecoder } from '../../../src/core/api/payment.contract';
import {
  expectDialog,
  expectNoDialog,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  fuzzCall,
  good,
  nearValid,
  ReplyQueue,
  replyArbitrary,
} from '../../support/reply-arbitraries';
import { sessionTab, settle, TERMINATE } from './session-harness';

/**
 * The session's own call: POST /rs/v1/session/terminate, whose errors the spec ignores,
 * fed generated replies under a logout and a session end; and the generic data call of every feature
 * screen, whose dialog is then closed with the terminate call fuzzed too.
 */

const queue = new ReplyQueue();
const JOURNEY = '/one-time-payment';

function tab() {
  const t = sessionTab({ path: JOURNEY });
  t.storage.set('source', 'web');
  t.storage.set('lastUrl', JOURNEY);
  t.http.on(TERMINATE, queue.next).on(PAYMENT_PATHS.policiesDue, queue.next);
  return t;
}

/** What every logout and session end leaves behind, whatever the terminate call answered. */
function expectEnded(t: ReturnType<typeof tab>): void {
  expect(t.http.callsTo(TERMINATE)).toHaveLength(1);
  expect(t.loginState.accessToken).toBeNull();
  expect(t.loginState.store.getSnapshot().isLoggedIn).toBe(false);
  expect(Object.fromEntries(t.storage.session)).toEqual({ source: 'web', endToken: 'true' });
  expect(t.logout.inProgress).toBe(false);
}

describe(`session calls, ${FUZZ_RUNS} generated replies each`, () => {
  it(
    `POST ${TERMINATE}: ${FUZZ_RUNS} generated replies under a logout or a session end: it ends the same way, with no dialog`,
    async () => {
      const cases = fc.record({
        reply: replyArbitrary(nearValid(fc.record({}))),
        how: fc.constantFrom('logout', 'No', 'countdown'),
      });
      await fuzzCall(TERMINATE, queue, cases, async ({ reply, how }) => {
        queue.load([reply]);
        const t = tab();
        if (how === 'logout') {
          await t.logout.execute();
          expect(t.navigation.history).toEqual(['/']);
        } else {
          await (how === 'No' ? t.logout.endSession({ broadcast: true }) : t.session.timedOut());
          expect(t.session.store.getSnapshot()).toEqual({ kind: 'ended' }); // the Session ended dialog, on the page it ended on
        }
        await settle();
        expectEnded(t);
        expectNoDialog(t.errorState);
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `the generic data call (POST ${PAYMENT_PATHS.policiesDue}) and terminate: ${FUZZ_RUNS} generated reply pairs end in data, the page's inline failure, or a dialog that closes as the catalogue says`,
    async () => {
      const policies = nearValid(fc.record({ policies: fc.constant([]) }));
      const cases = fc.tuple(
        replyArbitrary(policies, ['CUSTOMER_NOT_FOUND']),
        replyArbitrary(nearValid(fc.record({ ok: good.id }))),
      );
      await fuzzCall('DataCall + terminate', queue, cases, async (replies) => {
        queue.load(replies);
        const t = tab();
        const result = await t.dataCall.execute(PAYMENT_PATHS.policiesDue, {}, policiesDueDecoder);
        if (result.kind === 'ok' || !result.shown) {
          expectNoDialog(t.errorState);
          expect(t.session.store.getSnapshot()).toEqual({ kind: 'none' });
          return;
        }
        expectDialog(t.errorState);
        expect(t.session.store.getSnapshot().kind).toBe('error');
        const actions = closeActions(t.errorState.store.getSnapshot());
        await t.session.closeDialog();
        await settle();
        expectNoDialog(t.errorState);
        if (actions.includes('logout')) {
          expect(t.http.callsTo(TERMINATE)).toHaveLength(1);
          expect(t.loginState.accessToken).toBeNull();
          expect(t.navigation.history[0]).toBe('/');
          // Logged out. A conflicting reply (a 401 or 5xx that also says INVALID_BANK_ACCOUNT_ERROR) still goes on to
          // /recurring-giro after the logout, by the spec's order of concern, and that forward step clears endToken.
          expect([...t.storage.session.keys()].filter((k) => k !== 'endToken')).toEqual(['source']);
          if (!actions.includes('recurring-giro')) expectEnded(t);
        } else {
          expect(t.loginState.accessToken).toBe('token-1');
          expect(t.http.callsTo(TERMINATE)).toHaveLength(0);
        }
        expect(t.session.store.getSnapshot()).toEqual({ kind: 'none' });
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
