import type { Container } from 'inversify';
import { ErrorState } from '../../core/errors/error-state';
import { ApiClient } from '../../core/http/api-client';
import { DataCall } from '../../core/http/data-call';
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
import { LoginState } from '../../core/session/login-state';
import { TOKENS } from '../tokens';
import { DRAFT_KEYS, SessionDraftStorageAdapter } from '../session-draft-storage.adapter';

export function bindRecurring(c: Container): void {
  c.bind(RecurringDraft).toResolvedValue(
    (ids) => new RecurringDraft(new SessionDraftStorageAdapter(DRAFT_KEYS.recurring), ids),
    [TOKENS.IdGenerator],
  );
  c.bind(LoadRecurringPolicies).toResolvedValue(
    (data: DataCall, clock) => new LoadRecurringPolicies(data, clock),
    [DataCall, TOKENS.Clock],
  );
  c.bind(ChooseRecurringPolicy).toResolvedValue(
    (d: RecurringDraft, navigation) => new ChooseRecurringPolicy(d, navigation),
    [RecurringDraft, TOKENS.Navigation],
  );
  c.bind(EnterGiroAccount).toResolvedValue(
    (d: RecurringDraft, navigation) => new EnterGiroAccount(d, navigation),
    [RecurringDraft, TOKENS.Navigation],
  );
  c.bind(LoadGiroSchedule).toResolvedValue(
    (data: DataCall, d: RecurringDraft) => new LoadGiroSchedule(data, d),
    [DataCall, RecurringDraft],
  );
  c.bind(ChooseGiroBank).toResolvedValue(
    (d: RecurringDraft, navigation) => new ChooseGiroBank(d, navigation),
    [RecurringDraft, TOKENS.Navigation],
  );
  c.bind(ChooseCardType).toResolvedValue(
    (d: RecurringDraft, navigation) => new ChooseCardType(d, navigation),
    [RecurringDraft, TOKENS.Navigation],
  );
  c.bind(SubmitArrangement).toResolvedValue(
    (api: ApiClient, d: RecurringDraft, clock, navigation, errors: ErrorState) =>
      new SubmitArrangement(api, d, clock, navigation, errors),
    [ApiClient, RecurringDraft, TOKENS.Clock, TOKENS.Navigation, ErrorState],
  );
  c.bind(LoadArrangementOutcome).toResolvedValue(
    (data: DataCall, d: RecurringDraft, clock, navigation) => new LoadArrangementOutcome(data, d, clock, navigation),
    [DataCall, RecurringDraft, TOKENS.Clock, TOKENS.Navigation],
  );
}

export function recurringServices(c: Container): RecurringServices {
  const services: RecurringServices = {
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
  // The policy, the account holder's name, the lists: gone when the customer's login ends (issue 15).
  const { recurringDraft, loadRecurringPolicies, loadGiroSchedule, submitArrangement } = services;
  c.get(LoginState).holds(recurringDraft, loadRecurringPolicies, loadGiroSchedule, submitArrangement);
  return services;
}
