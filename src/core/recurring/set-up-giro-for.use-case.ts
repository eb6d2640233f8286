import type { NavigationPort } from '../ports/navigation.port';
import { PATH } from '../shared/paths';
import type { ChooseRecurringPolicy } from './choose-recurring-policy.use-case';
import type { LoadRecurringPolicies } from './load-recurring-policies.use-case';

/**
 * The offer after an overdue premium is paid: GIRO for that policy, straight into the recurring journey's GIRO
 * account step with the policy chosen. A policy the list lacks (or a list that failed) starts at the journey's
 * first page instead, where the customer sees why.
 */
export class SetUpGiroFor {
  constructor(
    private readonly policies: LoadRecurringPolicies,
    private readonly choose: ChooseRecurringPolicy,
    private readonly navigation: NavigationPort,
  ) {}

  async execute(policyNumber: string): Promise<void> {
    const snapshot = await this.policies.execute();
    if (snapshot.status === 'failed' && snapshot.shown) return; // the dialog has it
    const policy =
      snapshot.status === 'ready' ? snapshot.policies.find((p) => p.policyNumber === policyNumber) : undefined;
    if (!policy || !this.choose.execute(policy, 'giro').ok) this.navigation.go(PATH.recurring);
  }
}
