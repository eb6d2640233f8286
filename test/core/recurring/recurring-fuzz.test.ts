import fc from 'fast-check';
import type { ErrorState } from '../../../src/core/errors/error-state';
import { ApiClient } from '../../../src/core/http/api-client';
import { DataCall } from '../../../src/core/http/data-call';
import { LoadRecurringPolicies } from '../../../src/core/recurring/load-recurring-policies.use-case';
import { FakeClock } from '../../support/fakes';
import {
  ARRANGEMENT_STATES,
  FREQUENCIES,
  GIRO_BANKS,
  RECURRING_CARD_TYPES,
  RECURRING_PATHS,
} from '../../../src/core/api/recurring.contract';
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
import { giroReady, recurringPolicy, recurringWorld } from './recurring-builders';

/**
 * Every recurring call's use case, fed generated replies through the real ApiClient (and
 * DataCall where the screen uses it). Each run ends in a typed result the page or the error dialog shows.
 */

const queue = new ReplyQueue();
const R = RECURRING_PATHS;

function world() {
  const w = recurringWorld();
  for (const path of Object.values(R)) w.http.on(path, queue.next);
  return w;
}

function expectShownMeansDialog(shown: boolean, errors: ErrorState): void {
  if (shown) expectDialog(errors);
  else expectNoDialog(errors);
}

const arrangement = fc.record({
  method: fc.constantFrom('giro', 'card'),
  status: fc.constantFrom('pending', 'active'),
  bank: fc.constantFrom(...GIRO_BANKS, undefined),
  cardType: fc.constantFrom(...RECURRING_CARD_TYPES, undefined),
});
const policy = fc.record({
  policyNumber: good.id,
  productName: good.text,
  premiumCents: good.cents,
  frequency: fc.constantFrom(...FREQUENCIES),
  nextDueDate: good.isoDate,
  arrangement: fc.option(arrangement, { nil: undefined }),
});

describe(`recurring calls, ${FUZZ_RUNS} generated replies each`, () => {
  it(
    `POST ${R.policies}: ${FUZZ_RUNS} generated replies end in typed policies, the dialog, or the page's inline error`,
    async () => {
      await fuzzCall(
        R.policies,
        queue,
        replyArbitrary(nearValid(fc.record({ policies: fc.array(policy, { maxLength: 3 }) }))),
        async (reply) => {
          queue.load([reply]);
          const w = world();
          const api = new ApiClient(w.http, { apiOrigin: '', requestTimeoutMs: 5000, bearerToken: () => 'tok' });
          const load = new LoadRecurringPolicies(new DataCall(api, w.errors, () => false), new FakeClock());
          const snapshot = await load.execute();
          if (snapshot.status === 'ready') {
            for (const p of snapshot.policies) {
              expect(isCount(p.premiumCents)).toBe(true);
              expect(FREQUENCIES).toContain(p.frequency);
            }
            return expectNoDialog(w.errors);
          }
          expect(snapshot.status).toBe('failed');
          expectShownMeansDialog(snapshot.status === 'failed' && snapshot.shown, w.errors);
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${R.giroSchedule}: ${FUZZ_RUNS} generated replies end in the banks and a real first deduction date, the dialog, or the page's inline error`,
    async () => {
      const schedule = nearValid(fc.record({ banks: fc.subarray([...GIRO_BANKS]), firstDeductionDate: good.isoDate }));
      await fuzzCall(R.giroSchedule, queue, replyArbitrary(schedule), async (reply) => {
        queue.load([reply]);
        const w = world();
        expect(
          w.enterGiro.execute({
            policy: recurringPolicy(),
            accountHolderName: 'Tan Wei Ming',
            ownAccountDeclared: true,
          }).ok,
        ).toBe(true);
        const snapshot = await w.loadSchedule.execute();
        if (snapshot.status === 'ready') {
          for (const bank of snapshot.schedule.banks) expect(GIRO_BANKS).toContain(bank);
          expect(typeof snapshot.schedule.firstDeductionDate).toBe('string');
          return expectNoDialog(w.errors);
        }
        expect(snapshot.status).toBe('failed');
        expectShownMeansDialog(snapshot.status === 'failed' && snapshot.shown, w.errors);
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${R.arrangements}: ${FUZZ_RUNS} generated reply triples end leaving for a web address, unconfirmed, or refused (dialog or inline)`,
    async () => {
      const created = nearValid(
        fc.record({
          arrangementId: good.id,
          reference: good.id,
          next: fc.record({ kind: fc.constant('redirect'), url: good.url }),
        }),
      );
      const triples = fc.array(
        replyArbitrary(created, ['INVALID_BANK_ACCOUNT_ERROR', 'IDEMPOTENCY_KEY_REUSED', 'POLICY_NOT_ELIGIBLE']),
        { minLength: 3, maxLength: 3 },
      );
      await fuzzCall(R.arrangements, queue, triples, async (replies) => {
        queue.load(replies);
        const w = giroReady(world());
        const result = await settle(w.submit.execute({ consent: true }), w.clock);
        const requests = w.http.callsTo(R.arrangements);
        expect(requests.length).toBeLessThanOrEqual(3);
        expect(new Set(requests.map((r) => r.headers['Idempotency-Key']))).toEqual(new Set(['key-1']));
        const submission = w.draft.snapshot.submission;
        switch (result.kind) {
          case 'redirect':
            expect(w.navigation.left).toEqual([result.url]);
            expect(isWebAddress(result.url)).toBe(true);
            expect(submission?.state).toBe('accepted');
            return expectNoDialog(w.errors);
          case 'unconfirmed':
            expect(submission?.state).toBe('unconfirmed');
            expect(w.navigation.left).toEqual([]);
            return expectNoDialog(w.errors);
          case 'failed':
            expect(submission).toBeUndefined();
            return expectShownMeansDialog(result.shown, w.errors);
          default:
            throw new Error(`untyped result ${JSON.stringify(result)}`);
        }
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${R.arrangementStatus}: ${FUZZ_RUNS} generated replies end in a typed receipt (settling the draft by its status), the dialog, or the page's inline error`,
    async () => {
      const receipt = nearValid(
        fc.record({
          reference: fc.constantFrom('RA100001', 'OTHER'),
          status: fc.constantFrom(...ARRANGEMENT_STATES),
          method: fc.constantFrom('giro', 'card'),
          policyNumber: good.id,
          productName: good.text,
          premiumCents: good.cents,
          frequency: fc.constantFrom(...FREQUENCIES),
          bank: fc.constantFrom(...GIRO_BANKS, undefined),
          cardType: fc.constantFrom(...RECURRING_CARD_TYPES, undefined),
          cardLast4: fc.option(fc.stringMatching(/^\d{4}$/), { nil: undefined }),
          firstDeductionDate: fc.option(good.isoDate, { nil: undefined }),
          reason: fc.option(good.text, { nil: undefined }),
        }),
      );
      await fuzzCall(R.arrangementStatus, queue, replyArbitrary(receipt, ['ARRANGEMENT_NOT_FOUND']), async (reply) => {
        queue.load([reply]);
        const w = giroReady(world());
        w.draft.submit('key-1');
        w.draft.accepted('RA100001', 'https://bank.test/giro');
        const result = await w.outcome.execute('RA100001');
        if (result.kind !== 'ok') {
          expect(w.draft.snapshot.submission?.state).toBe('accepted');
          return expectShownMeansDialog(result.shown, w.errors);
        }
        expect(isCount(result.data.premiumCents)).toBe(true);
        expectNoDialog(w.errors);
        expect(w.draft.snapshot.submission === undefined).toBe(result.data.status !== 'pending');
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
