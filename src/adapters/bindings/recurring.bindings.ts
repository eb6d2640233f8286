import type { Container, ServiceIdentifier } from 'inversify';
import { ApiClient } from '../../core/http/api-client';
import type { DraftStoragePort } from '../../core/ports/draft-storage.port';
import { ChooseCardType } from '../../core/recurring/choose-card-type.use-case';
import { ChooseGiroBank } from '../../core/recurring/choose-giro-bank.use-case';
import { ChooseRecurringPolicy } from '../../core/recurring/choose-recurring-policy.use-case';
import { EnterGiroAccount } from '../../core/recurring/enter-giro-account.use-case';
import { LoadArrangementOutcome } from '../../core/recurring/load-arrangement-outcome.use-case';
import { LoadGiroSchedule } from '../../core/recurring/load-giro-schedule.use-case';
import { LoadRecurringPolicies } from '../../core/recurring/load-recurring-policies.use-case';
import { RecurringDraft } from '../../core/recurring/recurring-draft';
import type { RecurringServices } from '../../core/recurring/recurring.services';
import { SubmitArrangement } from '../../core/recurring/submit-arrangement.use-case';
import type { SessionServices } from '../../core/session/session.services';
import { TOKENS } from '../tokens';
import { sessionServices } from './session.bindings';

/** Our own namespaced key beside the payment draft's; the spec's logout (sessionStorage.clear) removes it too. */
export const RECURRING_DRAFT_KEY = 'portal.recurring.draft';

/** The recurring draft in the tab's session storage, with an in-memory copy when storage is refused. */
export class SessionRecurringDraftStorage implements DraftStoragePort {
  private fallback: string | null = null;

  read(): string | null {
    try {
      return sessionStorage.getItem(RECURRING_DRAFT_KEY);
    } catch {
      return this.fallback;
    }
  }

  write(value: string): void {
    this.fallback = value;
    try {
      sessionStorage.setItem(RECURRING_DRAFT_KEY, value);
    } catch {
      /* storage refused: the in-memory copy still keeps the key for this page */
    }
  }

  clear(): void {
    this.fallback = null;
    try {
      sessionStorage.removeItem(RECURRING_DRAFT_KEY);
    } catch {
      /* storage unavailable: nothing to remove */
    }
  }
}

const RECURRING_TOKENS = {
  DraftStorage: Symbol.for('portal.RecurringDraftStorage') as ServiceIdentifier<DraftStoragePort>,
  // The session area builds its error state and data call together; we take them from its public services.
  Session: Symbol.for('portal.RecurringSession') as ServiceIdentifier<Pick<SessionServices, 'errorState' | 'dataCall'>>,
};

export function bindRecurring(c: Container): void {
  c.bind(RECURRING_TOKENS.DraftStorage).toResolvedValue(() => new SessionRecurringDraftStorage());
  c.bind(RECURRING_TOKENS.Session).toResolvedValue(() => {
    const { errorState, dataCall } = sessionServices(c);
    return { errorState, dataCall };
  });
  c.bind(RecurringDraft).toResolvedValue((storage: DraftStoragePort) => new RecurringDraft(storage), [RECURRING_TOKENS.DraftStorage]);
  c.bind(LoadRecurringPolicies).toResolvedValue((s) => new LoadRecurringPolicies(s.dataCall), [RECURRING_TOKENS.Session]);
  c.bind(ChooseRecurringPolicy).toResolvedValue((d: RecurringDraft) => new ChooseRecurringPolicy(d), [RecurringDraft]);
  c.bind(EnterGiroAccount).toResolvedValue((d: RecurringDraft) => new EnterGiroAccount(d), [RecurringDraft]);
  c.bind(LoadGiroSchedule).toResolvedValue((s, d: RecurringDraft) => new LoadGiroSchedule(s.dataCall, d), [RECURRING_TOKENS.Session, RecurringDraft]);
  c.bind(ChooseGiroBank).toResolvedValue((d: RecurringDraft) => new ChooseGiroBank(d), [RecurringDraft]);
  c.bind(ChooseCardType).toResolvedValue((d: RecurringDraft) => new ChooseCardType(d), [RecurringDraft]);
  c.bind(SubmitArrangement).toResolvedValue(
    (api: ApiClient, d: RecurringDraft, ids, clock, navigation, s) => new SubmitArrangement(api, d, ids, clock, navigation, s.errorState),
    [ApiClient, RecurringDraft, TOKENS.IdGenerator, TOKENS.Clock, TOKENS.Navigation, RECURRING_TOKENS.Session],
  );
  c.bind(LoadArrangementOutcome).toResolvedValue(
    (s, d: RecurringDraft) => new LoadArrangementOutcome(s.dataCall, d),
    [RECURRING_TOKENS.Session, RecurringDraft],
  );
}

export function recurringServices(c: Container): RecurringServices {
  return {
    recurringDraft: c.get(RecurringDraft),
    loadRecurringPolicies: c.get(LoadRecurringPolicies),
    chooseRecurringPolicy: c.get(ChooseRecurringPolicy),
    enterGiroAccount: c.get(EnterGiroAccount),
    loadGiroSchedule: c.get(LoadGiroSchedule),
    chooseGiroBank: c.get(ChooseGiroBank),
    chooseCardType: c.get(ChooseCardType),
    submitArrangement: c.get(SubmitArrangement),
    loadArrangementOutcome: c.get(LoadArrangementOutcome),
  };
}
