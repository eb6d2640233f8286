import fc from 'fast-check';
import { ErrorState } from '../../../src/core/errors/error-state';
import { CARD_BRANDS } from '../../../src/core/api/payment.contract';
import { PATH } from '../../../src/core/shared/paths';
import { GUEST_PAYMENT_STATES, THIRD_PARTY_PATHS } from '../../../src/core/api/third-party.contract';
import { declarationForm, GUEST_POLICY, thirdPartyWorld } from './third-party-builders';
import { envelopeReply, FakeClock, FakeHttp } from '../../support/fakes';
import {
  expectDialog,
  expectNoDialog,
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

/**
 * Every third-party call's use case, fed generated replies through the real ApiClient.
 * Each run ends in a typed result the page says inline or the error dialog shows, and what the next
 * step needs (the guest token, the declaration id, the reference) is really there.
 */

const queue = new ReplyQueue();
const P = THIRD_PARTY_PATHS;
const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

const FORM = declarationForm();
const SALARY = { source: 'salary', sourceOther: '', wealthSource: '', wealthDescription: '' };
const POLICY = GUEST_POLICY;

/** `fuzzed`: the one path whose replies come from the queue; the steps before it answer as the sandbox would. */
function world(fuzzed: string) {
  const http = new FakeHttp();
  http.on(P.declarations, envelopeReply({ screening: 'cleared', declarationId: 'TPD-1' }));
  http.on(P.sourceOfFunds, envelopeReply({ declarationId: 'TPD-1', complete: true }));
  http.on(fuzzed, queue.next);
  return thirdPartyWorld(http, new FakeClock(NOW));
}

async function declared(w: ReturnType<typeof world>) {
  w.draft.foundPolicy(POLICY, 'guest-1');
  expect(await w.declare.execute('guest', FORM, '156.40')).toEqual({ kind: 'cleared' });
  w.navigation.history.length = 0;
  return w;
}

function expectShownMeansDialog(shown: boolean, errors: ErrorState): void {
  if (shown) expectDialog(errors);
  else expectNoDialog(errors);
}

describe(`third-party calls, ${FUZZ_RUNS} generated replies each`, () => {
  it(
    `POST ${P.findPolicy}: ${FUZZ_RUNS} generated replies end found (with a usable guest token and integer cents), not found, paused, the dialog or inline`,
    async () => {
      const body = nearValid(
        fc.record({
          guestToken: good.id,
          expiresInSeconds: good.count,
          policy: fc.record({
            policyNumber: good.id,
            amountDueCents: good.cents,
          }),
        }),
      );
      await fuzzCall(
        P.findPolicy,
        queue,
        replyArbitrary(body, ['THIRD_PARTY_POLICY_NOT_FOUND', 'THIRD_PARTY_FIND_LIMITED']),
        async (reply) => {
          queue.load([reply]);
          const w = world(P.findPolicy);
          const outcome = await w.find.execute({
            policyNumber: 'L-1002-01',
            idType: 'NRIC_FIN',
            idNumber: 'S1234567D',
            dateOfBirth: '31/08/1985',
          });
          switch (outcome.kind) {
            case 'found':
              // The next calls carry it as their bearer token: an empty one would make them anonymous.
              expect(w.draft.guestToken()).toEqual(expect.stringMatching(/\S/));
              expect(isCount(w.draft.snapshot.policy!.amountDueCents)).toBe(true);
              expect(isCount(w.draft.snapshot.amountCents)).toBe(true);
              return expectNoDialog(w.errors);
            case 'notFound':
            case 'limited':
              return expectNoDialog(w.errors);
            case 'failed':
              return expectShownMeansDialog(outcome.shown, w.errors);
            default:
              throw new Error(`untyped outcome ${JSON.stringify(outcome)}`);
          }
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${P.declarations}: ${FUZZ_RUNS} generated replies end cleared (with a declaration id), held (with a reference its page can show), the dialog or inline`,
    async () => {
      const body = nearValid(
        fc.oneof(
          fc.record({ screening: fc.constant('cleared'), declarationId: good.id }),
          fc.record({ screening: fc.constant('held'), reference: good.id }),
        ),
      );
      await fuzzCall(
        P.declarations,
        queue,
        replyArbitrary(body, ['AML_SCREENING_NOT_AVAILABLE', 'THIRD_PARTY_DECLARATION_INVALID']),
        async (reply) => {
          queue.load([reply]);
          const w = world(P.declarations);
          w.draft.foundPolicy(POLICY, 'guest-1');
          const outcome = await w.declare.execute('guest', FORM, '156.40');
          switch (outcome.kind) {
            case 'cleared':
              expect(w.draft.snapshot.declarationId).toEqual(expect.stringMatching(/\S/));
              expect(w.navigation.history).toEqual([PATH.thirdPartySourceOfFunds]);
              return expectNoDialog(w.errors);
            case 'held':
              expect(w.navigation.history).toEqual([
                `${PATH.thirdPartyStatus}?ref=${encodeURIComponent(outcome.reference)}`,
              ]);
              // The outcome page reads the reference back from its address: it must find the hold.
              expect(
                await w.outcome.execute(new URLSearchParams(w.navigation.history[0]!.split('?')[1]).get('ref')),
              ).toEqual({ kind: 'declarationHeld', reference: outcome.reference });
              return expectNoDialog(w.errors);
            case 'failed':
              expect(w.navigation.history).toEqual([]);
              return expectShownMeansDialog(outcome.shown, w.errors);
            default:
              throw new Error(`untyped outcome ${JSON.stringify(outcome)}`);
          }
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${P.sourceOfFunds}: ${FUZZ_RUNS} generated replies end recorded, the dialog or inline`,
    async () => {
      const body = nearValid(fc.record({ declarationId: good.id, complete: fc.constant(true) }));
      await fuzzCall(
        P.sourceOfFunds,
        queue,
        replyArbitrary(body, ['THIRD_PARTY_SOURCE_OF_WEALTH_REQUIRED', 'THIRD_PARTY_DECLARATION_NOT_FOUND']),
        async (reply) => {
          queue.load([reply]);
          const w = await declared(world(P.sourceOfFunds));
          const outcome = await w.funds.execute('guest', SALARY);
          if (outcome.kind === 'recorded') {
            expect(w.draft.snapshot.sourceOfFundsDone).toBe(true);
            return expectNoDialog(w.errors);
          }
          expect(outcome.kind).toBe('failed');
          expect(w.draft.snapshot.sourceOfFundsDone).toBeUndefined();
          expectShownMeansDialog(outcome.kind === 'failed' && outcome.shown, w.errors);
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${P.payments}: ${FUZZ_RUNS} generated replies end leaving for a web address, unconfirmed (same key next time), the dialog or inline`,
    async () => {
      const body = nearValid(
        fc.record({
          paymentId: good.id,
          reference: good.id,
          totalCents: good.cents,
          next: fc.record({ kind: fc.constant('redirect'), url: good.url }),
        }),
      );
      const triples = fc.array(
        replyArbitrary(body, ['IDEMPOTENCY_KEY_REUSED', 'PAYMENT_AMOUNT_INVALID', 'THIRD_PARTY_NOT_ALLOWED']),
        { minLength: 3, maxLength: 3 },
      );
      await fuzzCall(P.payments, queue, triples, async (replies) => {
        queue.load(replies);
        const w = await declared(world(P.payments));
        const result = await settle(w.pay.execute({ ...SALARY, method: 'visa', consent: true }), w.clock);
        const requests = w.http.callsTo(P.payments);
        expect(requests.length).toBeLessThanOrEqual(3);
        expect(new Set(requests.map((r) => r.headers['Idempotency-Key']))).toEqual(new Set(['key-1']));
        const intent = w.draft.snapshot.submission;
        switch (result.kind) {
          case 'leaving':
            expect(w.navigation.left).toEqual([result.url]);
            expect(isWebAddress(result.url)).toBe(true);
            expect(intent?.state).toBe('accepted');
            return expectNoDialog(w.errors);
          case 'unconfirmed':
            expect(intent).toEqual({ key: 'key-1', state: 'unconfirmed' });
            return expectNoDialog(w.errors);
          case 'failed':
            expect(intent).toBeUndefined();
            return expectShownMeansDialog(result.shown, w.errors);
          default:
            throw new Error(`untyped result ${JSON.stringify(result)}`);
        }
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${P.paymentStatus}: ${FUZZ_RUNS} generated replies end in a typed receipt (integer cents), unknown, or the page's inline failure`,
    async () => {
      const receipt = nearValid(
        fc.record({
          reference: fc.constantFrom('TPP-1', 'OTHER'),
          status: fc.constantFrom(...GUEST_PAYMENT_STATES),
          cardBrand: fc.constantFrom(...CARD_BRANDS),
          lines: fc.array(fc.record({ policyNumber: good.id, productName: good.text, amountCents: good.cents }), {
            maxLength: 2,
          }),
          totalCents: good.cents,
          payorName: good.text,
          createdAt: good.instant,
          paidAt: fc.option(good.instant, { nil: undefined }),
          reason: fc.option(good.text, { nil: undefined }),
        }),
      );
      await fuzzCall(
        P.paymentStatus,
        queue,
        replyArbitrary(receipt, ['THIRD_PARTY_PAYMENT_NOT_FOUND']),
        async (reply) => {
          queue.load([reply]);
          const w = await declared(world(P.paymentStatus));
          w.draft.submit('key-1');
          w.draft.accepted('TPP-1');
          const outcome = await w.outcome.execute('TPP-1');
          // Only a failure that the page hands to the dialog (403, a 5xx) may raise one.
          if (outcome.kind !== 'failed') expectNoDialog(w.errors);
          switch (outcome.kind) {
            case 'payment': {
              const p = outcome.payment;
              expect(isCount(p.totalCents)).toBe(true);
              for (const line of p.lines) expect(isCount(line.amountCents)).toBe(true);
              const settled =
                w.draft.snapshot.submission?.state !== 'accepted' || w.draft.snapshot.declarationId === undefined;
              expect(settled).toBe(p.status !== 'pending');
              return;
            }
            case 'unknown':
              expect(w.draft.snapshot.submission?.state).toBe('accepted');
              return;
            case 'failed':
              expect(w.draft.snapshot.submission?.state).toBe('accepted');
              return expectShownMeansDialog(outcome.shown, w.errors);
            default:
              throw new Error(`untyped outcome ${JSON.stringify(outcome)}`);
          }
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
