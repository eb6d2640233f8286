import type { ErrorState } from '../errors/error-state';
import type { ApiClient } from '../http/api-client';
import type { NavigationPort } from '../ports/navigation.port';
import { readOutcome } from '../shared/outcome-page';
import { PATH, type PagePath } from '../shared/paths';
import { outcomePage } from '../shared/outcomes';
import { reportFailure, type CallFailed } from '../errors/failure-policy';
import type { PayorDraft } from './payor-draft';
import { guestPaymentStatusReply, THIRD_PARTY_PATHS, type GuestPaymentStatus } from '../api/third-party.contract';

export type GuestOutcome =
  /** Screening held the declaration: no payment was made; the insurer will contact the payor. */
  | { kind: 'declarationHeld'; reference: string }
  | { kind: 'payment'; payment: GuestPaymentStatus }
  /** No reference, or one this tab cannot see (another browser, an expired guest token). */
  | { kind: 'unknown' }
  /** shown: the spec's dialog has it (403, a 5xx); otherwise the page says it could not check. */
  | CallFailed;

/** The page that shows an outcome: the server's word (or screening's) decides, whichever page the gateway chose. */
export function guestOutcomePage(outcome: GuestOutcome): PagePath | undefined {
  if (outcome.kind === 'declarationHeld') return PATH.thirdPartyStatus;
  if (outcome.kind !== 'payment') return undefined;
  const { method, status } = outcome.payment;
  return outcomePage(method === 'paynow' ? 'payorPayNow' : 'payorCard', status);
}

/**
 * The third-party outcome pages: what happened comes from the server (or from screening's own answer
 * for a held declaration), never from the path the gateway sent the payor back to, and the payor is moved (in
 * place) to the page of that outcome.
 */
export class LoadGuestOutcome {
  constructor(
    private readonly guestApi: ApiClient,
    private readonly draft: PayorDraft,
    private readonly navigation: NavigationPort,
    private readonly errors: ErrorState,
  ) {}

  async execute(reference: string | null): Promise<GuestOutcome> {
    if (!reference) return { kind: 'unknown' };
    return readOutcome(this.navigation, reference, () => this.read(reference), guestOutcomePage);
  }

  private async read(reference: string): Promise<GuestOutcome> {
    const { hold } = this.draft.snapshot;
    if (hold?.reference === reference) {
      this.draft.finish();
      return { kind: 'declarationHeld', reference };
    }
    if (!this.draft.guestToken()) return { kind: 'unknown' };
    const result = await this.guestApi.post(THIRD_PARTY_PATHS.paymentStatus, { reference }, guestPaymentStatusReply);
    if (!result.ok) {
      // 404, or 401: the guest token has expired (there is no login to end): this tab cannot see the payment.
      const notOurs =
        result.failure.kind === 'status' && (result.failure.status === 404 || result.failure.status === 401);
      if (notOurs) return { kind: 'unknown' };
      // 403 and a 5xx are the spec's dialog, as on every other call of the journey; the rest is said on the page.
      return reportFailure(this.errors, 'guest-status', result.failure);
    }
    this.draft.settle(reference, result.data.status);
    return { kind: 'payment', payment: result.data };
  }
}
