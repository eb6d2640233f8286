import { ErrorState } from '../../../src/core/errors/error-state';
import { ApiClient } from '../../../src/core/http/api-client';
import { DataCall } from '../../../src/core/http/data-call';
import { ChooseCardType } from '../../../src/core/recurring/choose-card-type.use-case';
import { ChooseGiroBank } from '../../../src/core/recurring/choose-giro-bank.use-case';
import { ChooseRecurringPolicy } from '../../../src/core/recurring/choose-recurring-policy.use-case';
import { EnterGiroAccount } from '../../../src/core/recurring/enter-giro-account.use-case';
import { LoadArrangementOutcome } from '../../../src/core/recurring/load-arrangement-outcome.use-case';
import { LoadGiroSchedule } from '../../../src/core/recurring/load-giro-schedule.use-case';
import { RecurringDraft } from '../../../src/core/recurring/recurring-draft';
import type { ArrangementStatusBody, RecurringPolicy } from '../../../src/core/api/recurring.contract';
import { SubmitArrangement } from '../../../src/core/recurring/submit-arrangement.use-case';
import { FakeClock, FakeHttp, FakeNavigation, InMemoryDraftStorage, SequentialIds } from '../../support/fakes';

export function recurringPolicy(overrides: Partial<RecurringPolicy> = {}): RecurringPolicy {
  return {
    policyNumber: 'L-1001-01',
    productName: 'TermGuard Life',
    premiumCents: 245_30,
    frequency: 'monthly',
    nextDueDate: '2026-12-01',
    ...overrides,
  };
}

export function arrangementStatus(overrides: Partial<ArrangementStatusBody> = {}): ArrangementStatusBody {
  return {
    reference: 'RA100001',
    status: 'successful',
    method: 'giro',
    policyNumber: 'L-1001-01',
    productName: 'TermGuard Life',
    premiumCents: 245_30,
    frequency: 'monthly',
    bank: 'DBS',
    firstDeductionDate: '2027-01-01',
    ...overrides,
  };
}

/** The recurring use cases over fakes; `storage.raw` is what a refresh reads back (see `reload`). */
export function recurringWorld(storage = new InMemoryDraftStorage(), ids = new SequentialIds()) {
  const http = new FakeHttp();
  const clock = new FakeClock();
  const navigation = new FakeNavigation();
  const errors = new ErrorState();
  const api = new ApiClient(http, {
    apiOrigin: 'http://portal.test',
    requestTimeoutMs: 5000,
    bearerToken: () => 'tok',
  });
  const dataCall = new DataCall(api, errors, () => false);
  const draft = new RecurringDraft(storage, ids);
  return {
    http,
    clock,
    navigation,
    errors,
    storage,
    ids,
    draft,
    choosePolicy: new ChooseRecurringPolicy(draft, navigation),
    enterGiro: new EnterGiroAccount(draft, navigation),
    loadSchedule: new LoadGiroSchedule(dataCall, draft),
    chooseBank: new ChooseGiroBank(draft, navigation),
    chooseCardType: new ChooseCardType(draft, navigation),
    submit: new SubmitArrangement(api, draft, clock, navigation, errors),
    outcome: new LoadArrangementOutcome(dataCall, draft, clock, navigation),
  };
}

/** A GIRO draft filled up to the review page. */
export function giroReady(w: ReturnType<typeof recurringWorld>, accountHolderName = 'Tan Wei Ming') {
  expect(w.enterGiro.execute({ policy: recurringPolicy(), accountHolderName, ownAccountDeclared: true }).ok).toBe(true);
  expect(w.chooseBank.execute('DBS', '2027-01-01').ok).toBe(true);
  return w;
}

/** Lets queued promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
