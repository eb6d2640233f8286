import type { ErrorState } from '../errors/error-state';
import type { ApiClient } from '../http/api-client';
import type { NavigationPort } from '../ports/navigation.port';
import { CARD_BRANDS, type CardBrand } from '../api/payment.codes';
import { checkTotal } from '../shared/money';
import type { SourceOfFundsErrors, SourceOfFundsForm } from './declaration-rules';
import type { SubmitSourceOfFunds } from './submit-source-of-funds.use-case';
import type { ThirdPartyDraft } from './third-party-draft';
import { guestPaymentReply, THIRD_PARTY_PATHS, type GuestPaymentRequest } from '../api/third-party.contract';
import { reportFailure, verdictOf, type CallFailed } from '../errors/failure-policy';

export interface GuestPayForm extends SourceOfFundsForm {
  brand: string;
  consent: boolean;
}

export type GuestPayErrors = SourceOfFundsErrors & { brand?: 'required' | 'totalAboveCardLimit'; consent?: 'required' };

export type GuestPayResult =
  | { kind: 'invalid'; errors: GuestPayErrors }
  | { kind: 'noDeclaration' }
  | { kind: 'leaving'; url: string }
  /** No answer: the payment may exist; the next Pay asks again with the same key, never a new one. */
  | { kind: 'unconfirmed' }
  | CallFailed;

/**
 * /third-party/source-of-funds, standalone: the source of funds, then Pay by card on the gateway's page,
 * with the guest token. Exactly once, as the policyholder's Pay: one promise per intent, and the
 * idempotency key is stored before the first byte is sent, so a refresh or retry cannot pay twice.
 */
export class PayAsGuest {
  private inFlight: Promise<GuestPayResult> | undefined;

  constructor(
    private readonly guestApi: ApiClient,
    private readonly draft: ThirdPartyDraft,
    private readonly sourceOfFunds: SubmitSourceOfFunds,
    private readonly navigation: NavigationPort,
    private readonly errors: ErrorState,
  ) {}

  execute(form: GuestPayForm): Promise<GuestPayResult> {
    this.inFlight ??= this.run(form).finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async run(form: GuestPayForm): Promise<GuestPayResult> {
    const { declarationId, amountCents, mode } = this.draft.snapshot;
    if (!declarationId || amountCents === undefined || mode !== 'standalone') return { kind: 'noDeclaration' };
    const errors: GuestPayErrors = {};
    const funds = this.sourceOfFunds.check(form);
    if (!funds.ok) Object.assign(errors, funds.errors);
    if (!(CARD_BRANDS as readonly string[]).includes(form.brand)) errors.brand = 'required';
    else if (checkTotal(amountCents, 'card')) errors.brand = 'totalAboveCardLimit';
    if (!form.consent) errors.consent = 'required';
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

    if (!this.draft.snapshot.submission) {
      const recorded = await this.sourceOfFunds.execute('standalone', form);
      // A payment lock is the logged-in payor's (standalone has no payment draft): it cannot happen here.
      if (recorded.kind === 'paymentLocked') return { kind: 'noDeclaration' };
      if (recorded.kind !== 'recorded') return recorded;
    }
    const key = this.draft.intentKey();
    this.draft.submit(key);
    const request: GuestPaymentRequest = {
      declarationId,
      amountCents,
      method: { kind: 'card', brand: form.brand as CardBrand },
    };
    const result = await this.guestApi.post(THIRD_PARTY_PATHS.payments, request, guestPaymentReply, {
      headers: { 'Idempotency-Key': key },
    });
    if (result.ok) {
      this.draft.accepted(result.data.reference);
      this.navigation.leave(result.data.next.url);
      return { kind: 'leaving', url: result.data.next.url };
    }
    if (verdictOf('money', result.failure) === 'unknown') {
      this.draft.unconfirmed();
      return { kind: 'unconfirmed' };
    }
    this.draft.release();
    return reportFailure(this.errors, 'money', result.failure);
  }
}
