import type { FindPolicy } from './find-policy.use-case';
import type { LoadThirdPartyOutcome } from './load-third-party-outcome.use-case';
import type { PayAsGuest } from './pay-as-guest.use-case';
import type { SubmitDeclaration } from './submit-declaration.use-case';
import type { SubmitSourceOfFunds } from './submit-source-of-funds.use-case';
import type { ThirdPartyDraft } from './third-party-draft';

/**
 * Third-party payor: declaration, source of funds, AML screening (issue 6). The payment screens read
 * `thirdPartyDraft.store` for who is paying (its `summary`: name, relationship, masked ID).
 */
export interface ThirdPartyServices {
  thirdPartyDraft: ThirdPartyDraft;
  findPolicy: FindPolicy;
  submitDeclaration: SubmitDeclaration;
  submitSourceOfFunds: SubmitSourceOfFunds;
  payAsGuest: PayAsGuest;
  loadThirdPartyOutcome: LoadThirdPartyOutcome;
}
