import {
  checkPolicyAmount,
  checkTotal,
  parseAmount,
  sumCents,
  type AmountError,
  type LimitError,
} from '../shared/money';
import type { NavigationPort } from '../ports/navigation.port';
import { PATH } from '../shared/paths';
import type { DraftLine, PaymentDraft, ScheduledDeduction } from './payment-draft';
import type { PolicyDue } from '../api/payment.contract';

export interface PolicyChoice {
  policy: PolicyDue;
  /** What the customer typed; a fixed amount ignores it. */
  amountInput: string;
}

export type ChoosePoliciesResult =
  | { ok: true; totalCents: number }
  | {
      ok: false;
      fieldErrors: Readonly<Record<string, AmountError>>;
      formError?: 'noneSelected' | 'locked' | LimitError;
    };

/** Step 1: which policies, and how much of each, then on to the method. Field errors are keyed by policy number. */
export class ChoosePolicies {
  constructor(
    private readonly draft: PaymentDraft,
    private readonly navigation: NavigationPort,
  ) {}

  execute(choices: readonly PolicyChoice[]): ChoosePoliciesResult {
    if (this.draft.locked) return { ok: false, fieldErrors: {}, formError: 'locked' };
    if (choices.length === 0) return { ok: false, fieldErrors: {}, formError: 'noneSelected' };
    const fieldErrors: Record<string, AmountError> = {};
    const lines: DraftLine[] = [];
    for (const { policy, amountInput } of choices) {
      const parsed = policy.amountFixed
        ? { ok: true as const, value: policy.amountDueCents }
        : parseAmount(amountInput);
      const error = parsed.ok
        ? checkPolicyAmount(parsed.value, policy.amountDueCents, { fixed: policy.amountFixed })
        : parsed.error;
      if (error || !parsed.ok) {
        fieldErrors[policy.policyNumber] = error ?? 'amountFormat';
        continue;
      }
      const alsoCollected = scheduledDeduction(policy);
      lines.push({
        policyNumber: policy.policyNumber,
        productName: policy.productName,
        amountCents: parsed.value,
        amountDueCents: policy.amountDueCents,
        amountFixed: policy.amountFixed,
        ...(alsoCollected ? { alsoCollected } : {}),
      });
    }
    if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
    const total = sumCents(lines.map((l) => l.amountCents));
    // The method is not chosen yet: hold the total to the larger ceiling; the method step checks its own.
    const method = this.draft.snapshot.method?.kind;
    const limit = checkTotal(total, method ?? 'paynow');
    if (limit) return { ok: false, fieldErrors: {}, formError: limit };
    this.draft.edit({ lines });
    this.navigation.go(PATH.paymentMethod);
    return { ok: true, totalCents: total };
  }
}

/** The GIRO or card deduction that will take this premium anyway, if one is scheduled: paying it here pays it twice. */
export function scheduledDeduction(policy: PolicyDue): ScheduledDeduction | undefined {
  return policy.recurring && policy.nextDeductionDate
    ? { by: policy.recurring, on: policy.nextDeductionDate }
    : undefined;
}
