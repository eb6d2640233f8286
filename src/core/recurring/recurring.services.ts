import { forgetAll, type Area, type AreaPorts } from '../area';
import { ChooseCardType } from './choose-card-type.use-case';
import { ChooseGiroBank } from './choose-giro-bank.use-case';
import { ChooseRecurringPolicy } from './choose-recurring-policy.use-case';
import { EnterGiroAccount } from './enter-giro-account.use-case';
import { LoadArrangementOutcome } from './load-arrangement-outcome.use-case';
import { LoadGiroSchedule } from './load-giro-schedule.use-case';
import { LoadRecurringPolicies } from './load-recurring-policies.use-case';
import { RecurringDraft } from './recurring-draft';
import { SubmitArrangement } from './submit-arrangement.use-case';
import { SetUpGiroFor } from './set-up-giro-for.use-case';
import { SendReceipt } from '../receipts/send-receipt.use-case';
import { ReceiptPdf } from '../receipts/receipt-pdf.use-case';
import { RECURRING_PATHS } from '../api/recurring.contract';
import { PATH } from '../shared/paths';

/** Recurring payments by GIRO and credit card: what buildRecurringArea builds. */
export type RecurringServices = ReturnType<typeof buildRecurringArea>['services'];

/**
 * Wires the recurring area; its logout hook forgets the draft (the policy, the GIRO account holder's name, the
 * key), the lists and any submission.
 */
export function buildRecurringArea(
  ports: Pick<
    AreaPorts,
    'api' | 'dataCall' | 'errors' | 'clock' | 'navigation' | 'ids' | 'drafts' | 'channel' | 'hostApp'
  >,
) {
  const { api, dataCall, errors, clock, navigation } = ports;
  const draft = new RecurringDraft(ports.drafts('recurring'), ports.ids);
  const policies = new LoadRecurringPolicies(dataCall, clock);
  const choosePolicy = new ChooseRecurringPolicy(draft, navigation);
  const services = {
    recurringDraft: draft,
    loadRecurringPolicies: policies,
    chooseRecurringPolicy: choosePolicy,
    enterGiroAccount: new EnterGiroAccount(draft, navigation),
    loadGiroSchedule: new LoadGiroSchedule(dataCall, draft),
    chooseGiroBank: new ChooseGiroBank(draft, navigation),
    chooseCardType: new ChooseCardType(draft, navigation),
    submitArrangement: new SubmitArrangement(api, draft, clock, navigation, errors),
    loadArrangementOutcome: new LoadArrangementOutcome(dataCall, draft, clock, navigation),
    sendReceipt: new SendReceipt(dataCall, RECURRING_PATHS.sendReceipt),
    confirmationPdf: new ReceiptPdf(
      dataCall,
      RECURRING_PATHS.confirmationPdf,
      ports.channel,
      ports.hostApp,
      'Confirmation',
    ),
    /** The payment outcome's GIRO offer after an overdue premium. */
    setUpGiroFor: new SetUpGiroFor(policies, choosePolicy, navigation),
  };
  const { recurringDraft, loadRecurringPolicies, loadGiroSchedule, submitArrangement } = services;
  const forget = forgetAll(recurringDraft, loadRecurringPolicies, loadGiroSchedule, submitArrangement);
  // The pages that show the policy list ask for it as they start, while the shell and the screen render: the GIRO
  // account step takes the one the page before has just loaded.
  const arrive = (path: string) => {
    if (path === PATH.giro) void policies.recent();
    else if (LISTED.has(path)) void policies.execute();
  };
  return { services, forget, arrive } satisfies Area<typeof services>;
}

/** The pages whose screen shows the policy list, or reads it (an outcome's premium still to pay by hand). */
export const LISTED = new Set<string>([
  PATH.recurring,
  PATH.card,
  PATH.giroSuccessful,
  PATH.giroUnsuccessful,
  PATH.giroAml,
  PATH.giroCancel,
  PATH.cardSuccessful,
  PATH.cardAml,
]);
