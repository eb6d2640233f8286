import { forgetAll, type Journey, type JourneyPorts } from '../journey';
import { ChooseCardType } from './choose-card-type.use-case';
import { ChooseGiroBank } from './choose-giro-bank.use-case';
import { ChooseRecurringPolicy } from './choose-recurring-policy.use-case';
import { EnterGiroAccount } from './enter-giro-account.use-case';
import { LoadArrangementOutcome } from './load-arrangement-outcome.use-case';
import { LoadGiroSchedule } from './load-giro-schedule.use-case';
import { LoadRecurringPolicies } from './load-recurring-policies.use-case';
import { RecurringDraft } from './recurring-draft';
import { SubmitArrangement } from './submit-arrangement.use-case';

/** Recurring payments by GIRO and credit card. */
export interface RecurringServices {
  recurringDraft: RecurringDraft;
  loadRecurringPolicies: LoadRecurringPolicies;
  chooseRecurringPolicy: ChooseRecurringPolicy;
  enterGiroAccount: EnterGiroAccount;
  loadGiroSchedule: LoadGiroSchedule;
  chooseGiroBank: ChooseGiroBank;
  chooseCardType: ChooseCardType;
  submitArrangement: SubmitArrangement;
  loadArrangementOutcome: LoadArrangementOutcome;
}

export type RecurringPorts = Pick<
  JourneyPorts,
  'api' | 'dataCall' | 'errors' | 'clock' | 'navigation' | 'ids' | 'drafts'
>;

/**
 * Wires the recurring area; its logout hook forgets the draft (the policy, the GIRO account holder's name, the
 * key), the lists and any submission.
 */
export function createRecurringJourney(ports: RecurringPorts): Journey<RecurringServices> {
  const { api, dataCall, errors, clock, navigation } = ports;
  const draft = new RecurringDraft(ports.drafts('recurring'), ports.ids);
  const services: RecurringServices = {
    recurringDraft: draft,
    loadRecurringPolicies: new LoadRecurringPolicies(dataCall, clock),
    chooseRecurringPolicy: new ChooseRecurringPolicy(draft, navigation),
    enterGiroAccount: new EnterGiroAccount(draft, navigation),
    loadGiroSchedule: new LoadGiroSchedule(dataCall, draft),
    chooseGiroBank: new ChooseGiroBank(draft, navigation),
    chooseCardType: new ChooseCardType(draft, navigation),
    submitArrangement: new SubmitArrangement(api, draft, clock, navigation, errors),
    loadArrangementOutcome: new LoadArrangementOutcome(dataCall, draft, clock, navigation),
  };
  const { recurringDraft, loadRecurringPolicies, loadGiroSchedule, submitArrangement } = services;
  return { services, forget: forgetAll(recurringDraft, loadRecurringPolicies, loadGiroSchedule, submitArrangement) };
}
