import { buildRecurringArea } from '../../../src/core/recurring/recurring.services';
import { InMemoryDraftStorage, SequentialIds } from '../../support/fakes';
import { fakeAreaPorts } from '../../support/area-ports';
import type { RecurringPolicy } from '../../../src/core/api/recurring.contract';
import type { Reply } from '../../../src/core/api/openapi';

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

export function arrangementStatus(
  overrides: Partial<Reply<'/rs/v1/recurring/arrangements/status'>> = {},
): Reply<'/rs/v1/recurring/arrangements/status'> {
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

/**
 * The recurring area over fakes, wired by its own factory (as the composition wires it); `storage.raw` is what a
 * refresh reads back (see `reload`).
 */
export function recurringWorld(storage = new InMemoryDraftStorage(), ids = new SequentialIds()) {
  const { ports, http, clock, navigation, errors } = fakeAreaPorts({ drafts: { recurring: storage }, ids });
  const { services: s, arrive } = buildRecurringArea(ports);
  return {
    arrive,
    http,
    clock,
    navigation,
    errors,
    storage,
    ids,
    draft: s.recurringDraft,
    choosePolicy: s.chooseRecurringPolicy,
    enterGiro: s.enterGiroAccount,
    loadSchedule: s.loadGiroSchedule,
    chooseBank: s.chooseGiroBank,
    chooseCardType: s.chooseCardType,
    submit: s.submitArrangement,
    outcome: s.loadArrangementOutcome,
    policies: s.loadRecurringPolicies,
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
