import fc from 'fast-check';
import { LoadPaymentOutcome } from '../../../src/core/payment/load-payment-outcome.use-case';
import { LoadPoliciesDue } from '../../../src/core/payment/load-policies-due.use-case';
import { CARD_BRANDS, PAYMENT_PATHS, PAYMENT_STATES } from '../../../src/core/api/payment.contract';
import { checkPayNowInstruction } from '../../../src/core/payment/paynow-check';
import { SubmitPayment } from '../../../src/core/payment/submit-payment.use-case';
import { PATH } from '../../../src/core/shared/paths';
import { PayNowWatch } from '../../../src/core/payment/paynow-watch';
import { policyholderPayNow } from '../../../src/core/payment/payment.services';
import type { DataCallResult } from '../../../src/core/http/data-call';
import type { ErrorState } from '../../../src/core/errors/error-state';
import {
  expectDialog,
  expectNoDialog,
  flush,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  fuzzCall,
  good,
  isCount,
  isWebAddress,
  nearValid,
  ReplyQueue,
  replyArbitrary,
  settle,
} from '../../support/reply-arbitraries';
import { payNowInstruction, paymentWorld } from './payment-builders';

/**
 * Every payment call's use case, fed generated replies through the real ApiClient (and
 * DataCall where the screen uses it). Each run ends in a typed result the page or the error dialog shows.
 */

const queue = new ReplyQueue();
const P = PAYMENT_PATHS;

function world(method?: Parameters<typeof paymentWorld>[0]) {
  const w = paymentWorld(method);
  for (const path of Object.values(P)) w.http.on(path, queue.next);
  return w;
}

/** A DataCall result: typed data, or a failure the dialog has (shown) or the page says inline (not shown). */
function expectShownMeansDialog(result: { shown: boolean }, errors: ErrorState): void {
  if (result.shown) expectDialog(errors);
  else expectNoDialog(errors);
}

const redirect = fc.record({ kind: fc.constant('redirect'), url: good.url });
const payNow = fc.constantFrom(
  payNowInstruction(),
  payNowInstruction({ amountCents: 1 }),
  payNowInstruction({}, 1),
  payNowInstruction({ payload: '000201' }),
);
/** Up to three replies: the first answer and the two retries under the same key. */
const threeReplies = (body: fc.Arbitrary<unknown>, codes: string[] = []) =>
  fc.array(replyArbitrary(body, codes), { minLength: 3, maxLength: 3 });

describe(`payment calls, ${FUZZ_RUNS} generated replies each`, () => {
  it(
    `POST ${P.policiesDue}: ${FUZZ_RUNS} generated replies end in typed policies, the dialog, or the page's inline error`,
    async () => {
      const policy = fc.record({
        policyNumber: good.id,
        productName: good.text,
        kind: fc.constantFrom('policy', 'application'),
        amountDueCents: good.cents,
        dueDate: good.isoDate,
        overdue: fc.boolean(),
        amountFixed: fc.boolean(),
        recurring: fc.constantFrom('giro', 'card', undefined),
      });
      await fuzzCall(
        P.policiesDue,
        queue,
        replyArbitrary(nearValid(fc.record({ policies: fc.array(policy, { maxLength: 3 }) }))),
        async (reply) => {
          queue.load([reply]);
          const w = world();
          const load = new LoadPoliciesDue(w.dataCall);
          const snapshot = await load.execute();
          expect(load.store.getSnapshot()).toBe(snapshot);
          if (snapshot.status === 'ready') {
            for (const p of snapshot.policies) {
              expect(isCount(p.amountDueCents)).toBe(true);
              expect(typeof p.policyNumber).toBe('string');
            }
            expectNoDialog(w.errors);
          } else {
            expect(snapshot.status).toBe('failed');
            expectShownMeansDialog({ shown: snapshot.status === 'failed' && snapshot.shown }, w.errors);
          }
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it.each([
    ['card', { kind: 'card', brand: 'visa' } as const],
    ['PayNow', { kind: 'paynow' } as const],
  ])(
    `POST ${P.payments} (%s): ${FUZZ_RUNS} generated reply triples end leaving for a web address, the QR page, unconfirmed, or refused (dialog or inline)`,
    async (_, method) => {
      const body = nearValid(
        fc.record({ paymentId: good.id, reference: good.id, totalCents: good.cents, next: fc.oneof(redirect, payNow) }),
      );
      await fuzzCall(
        `${P.payments} (${method.kind})`,
        queue,
        threeReplies(body, ['IDEMPOTENCY_KEY_REUSED', 'POLICY_NOT_PAYABLE']),
        async (replies) => {
          queue.load(replies);
          const w = world(method);
          const result = await settle(
            new SubmitPayment(w.api, w.draft, w.clock, w.navigation, w.errors, w.insurer).execute({ consent: true }),
            w.clock,
          );
          const requests = w.http.callsTo(P.payments);
          expect(requests.length).toBeLessThanOrEqual(3);
          expect(new Set(requests.map((r) => r.headers['Idempotency-Key']))).toEqual(new Set(['key-1']));
          const submission = w.draft.snapshot.submission;
          switch (result.kind) {
            case 'card':
              expect(w.navigation.left).toEqual([result.url]);
              expect(isWebAddress(result.url)).toBe(true);
              expect(submission?.state).toBe('accepted');
              return expectNoDialog(w.errors);
            case 'paynow':
              expect(w.navigation.history).toEqual([PATH.payNow]);
              expect(submission?.next?.kind).toBe('paynow');
              expect(
                checkPayNowInstruction(
                  submission!.next as Parameters<typeof checkPayNowInstruction>[0],
                  w.insurer,
                  w.draft.totalCents,
                ).ok,
              ).toBe(true);
              return expectNoDialog(w.errors);
            case 'badQr':
              expect(submission?.state).toBe('accepted');
              expect(w.navigation.history).toEqual([]);
              return expectNoDialog(w.errors);
            case 'unconfirmed':
              expect(submission?.state).toBe('unconfirmed');
              expect(w.navigation.left).toEqual([]);
              return expectNoDialog(w.errors);
            case 'failed':
              expect(submission).toBeUndefined(); // refused for sure: a new Pay is a new payment
              return expectShownMeansDialog({ shown: result.shown }, w.errors);
            default:
              throw new Error(`untyped result ${JSON.stringify(result)}`);
          }
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${P.paymentStatus}: ${FUZZ_RUNS} generated replies end in a typed receipt (settling the draft by its status), the dialog, or the page's inline error`,
    async () => {
      const receipt = fc.record({
        reference: fc.constantFrom('PP2611220001', 'OTHER'),
        status: fc.constantFrom(...PAYMENT_STATES),
        method: fc.constantFrom('card', 'paynow'),
        cardBrand: fc.constantFrom(...CARD_BRANDS, undefined),
        payor: fc.constantFrom('policyholder', 'third-party'),
        lines: fc.array(fc.record({ policyNumber: good.id, productName: good.text, amountCents: good.cents }), {
          maxLength: 2,
        }),
        totalCents: good.cents,
        createdAt: good.instant,
        paidAt: fc.option(good.instant, { nil: undefined }),
        reason: fc.option(good.text, { nil: undefined }),
      });
      await fuzzCall(
        P.paymentStatus,
        queue,
        replyArbitrary(nearValid(receipt), ['PAYMENT_NOT_FOUND']),
        async (reply) => {
          queue.load([reply]);
          const w = world();
          w.draft.submit('key-1');
          w.draft.accepted('P-1', 'PP2611220001', { kind: 'redirect', url: 'https://gateway.test/pay/P-1' });
          const result: DataCallResult<{ status: string; totalCents: number }> = await new LoadPaymentOutcome(
            w.dataCall,
            w.draft,
            w.navigation,
          ).execute('PP2611220001');
          if (result.kind !== 'ok') {
            expect(w.draft.snapshot.submission?.state).toBe('accepted');
            return expectShownMeansDialog(result, w.errors);
          }
          expect(isCount(result.data.totalCents)).toBe(true);
          expectNoDialog(w.errors);
          const s = result.data.status;
          const settled = w.draft.snapshot.submission === undefined;
          expect(settled).toBe(s !== 'pending');
          if (s === 'successful' || s === 'aml') expect(w.draft.snapshot.lines).toEqual([]);
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${P.payNowStatus}: ${FUZZ_RUNS} generated runs of four polls end paid, expired, stopped by the dialog (401, 403), or still waiting`,
    async () => {
      const instruction = payNowInstruction({ expiresAt: new Date(Date.UTC(2026, 10, 22, 2, 15)).toISOString() });
      const status = nearValid(
        fc.record({ status: fc.constantFrom('pending', 'paid', 'expired'), expiresAt: good.instant }),
      );
      const fourReplies = fc.array(replyArbitrary(status), { minLength: 4, maxLength: 4 });
      await fuzzCall(P.payNowStatus, queue, fourReplies, async (replies) => {
        queue.load(replies);
        const w = world({ kind: 'paynow' });
        w.draft.submit('key-1');
        w.draft.accepted('P-2', instruction.reference, instruction);
        const watch = new PayNowWatch({ ...w, payment: policyholderPayNow(w.api, w.draft) });
        const dispose = watch.start();
        for (let i = 0; i < 4; i++) {
          w.clock.advance(10_000);
          await flush();
        }
        dispose();
        expect(w.clock.pendingTimers).toBe(0);
        const snapshot = watch.store.getSnapshot();
        const ref = `?ref=${instruction.reference}`;
        switch (snapshot.status) {
          case 'paid':
            expect(w.navigation.history).toEqual([PATH.payNowSuccess + ref]);
            expect(w.draft.snapshot.submission).toBeUndefined();
            return expectNoDialog(w.errors);
          case 'expired':
            expect(w.navigation.history).toEqual([PATH.payNowExpired + ref]);
            expect(w.draft.snapshot.submission).toBeUndefined();
            return expectNoDialog(w.errors);
          case 'stopped':
            expect([401, 403]).toContain(w.errors.store.getSnapshot().status);
            return expectDialog(w.errors);
          case 'waiting':
            // A failed or unreadable poll is retried quietly: the 5xx dialog would log out while money may be moving.
            expect(w.navigation.history).toEqual([]);
            expect(w.draft.snapshot.submission?.state).toBe('accepted');
            return expectNoDialog(w.errors);
          default:
            throw new Error(`untyped state ${JSON.stringify(snapshot)}`);
        }
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
