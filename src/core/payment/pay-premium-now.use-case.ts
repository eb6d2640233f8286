import type { NavigationPort } from '../ports/navigation.port';
import { PATH } from '../shared/paths';
import type { ChoosePolicies } from './choose-policies.use-case';
import type { LoadPoliciesDue } from './load-policies-due.use-case';

/**
 * A premium a new recurring arrangement will not take (due before its first deduction), paid now: the one-time
 * payment journey with that premium alone chosen, in full, on its method step. One the list no longer has at that
 * amount (paid meanwhile, or changed), or a payment of this tab still on its way, opens the list instead, where
 * the customer sees why.
 */
export class PayPremiumNow {
  constructor(
    private readonly policies: LoadPoliciesDue,
    private readonly choose: ChoosePolicies,
    private readonly navigation: NavigationPort,
  ) {}

  async execute(policyNumber: string, amountCents: number): Promise<void> {
    const snapshot = await this.policies.execute();
    if (snapshot.status === 'failed' && snapshot.shown) return; // the dialog has it
    const policy =
      snapshot.status === 'ready'
        ? snapshot.policies.find((p) => p.policyNumber === policyNumber && p.amountDueCents === amountCents)
        : undefined;
    const amountInput = (amountCents / 100).toFixed(2);
    if (!policy || !this.choose.execute([{ policy, amountInput }]).ok) this.navigation.go(PATH.oneTimePayment);
  }
}
