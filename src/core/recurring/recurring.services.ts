import type { ChooseCardType } from './choose-card-type.use-case';
import type { ChooseGiroBank } from './choose-giro-bank.use-case';
import type { ChooseRecurringPolicy } from './choose-recurring-policy.use-case';
import type { EnterGiroAccount } from './enter-giro-account.use-case';
import type { LoadArrangementOutcome } from './load-arrangement-outcome.use-case';
import type { LoadGiroSchedule } from './load-giro-schedule.use-case';
import type { LoadRecurringPolicies } from './load-recurring-policies.use-case';
import type { RecurringDraft } from './recurring-draft';
import type { SubmitArrangement } from './submit-arrangement.use-case';

/** Recurring payments by GIRO and credit card (issue 7). */
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
