import { PATH } from '../shared/paths';
import type { MissingStep } from '../shared/stored-draft';
import type { DraftSnapshot } from './payment-draft';

export type PaymentStep = 'noPolicies' | 'noMethod' | 'noPayor' | 'noDeclaration';

/**
 * The payment draft's missing step: the first not done (policies, method, payor, a third party's declaration) and
 * the page it is done on; `page` the method's page: only the steps before it. Undefined when none is missing. Beside
 * the draft rather than on it, so the third-party declaration, which loads the draft, does not load it.
 */
export function missingPaymentStep(
  draft: DraftSnapshot,
  page?: typeof PATH.paymentMethod,
): MissingStep<PaymentStep> | undefined {
  const { lines, method, payor } = draft;
  const at = PATH.paymentMethod;
  if (!lines.length) return { missing: 'noPolicies', at: PATH.oneTimePayment };
  if (page) return undefined;
  if (!method) return { missing: 'noMethod', at };
  if (!payor) return { missing: 'noPayor', at };
  if (payor.kind === 'third-party' && !payor.declarationId)
    return { missing: 'noDeclaration', at: PATH.thirdPartyDeclaration };
  return undefined;
}
