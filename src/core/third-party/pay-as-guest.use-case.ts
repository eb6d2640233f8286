import type { ErrorState } from '../errors/error-state';
import type { ApiClient } from '../http/api-client';
import { MoneySubmit } from '../http/exactly-once';
import type { ClockPort } from '../ports/clock.port';
import type { NavigationPort } from '../ports/navigation.port';
import { CARD_BRANDS, type CardBrand } from '../api/payment.codes';
import { checkTotal, type LimitError } from '../shared/money';
import type { SourceOfFundsErrors, SourceOfFundsForm } from './declaration-rules';
import type { SubmitSourceOfFunds } from './submit-source-of-funds.use-case';
import type { PayorDraft } from './payor-draft';
import { guestPaymentReply, THIRD_PARTY_PATHS } from '../api/third-party.contract';
import type { CallFailed } from '../errors/failure-policy';
import type { Body, Reply } from '../api/openapi';
import type { PaymentMethod } from '../payment/payment-draft';

/** `method`: a card brand (`visa`, `mastercard`, `amex`) or `paynow`. */
export interface GuestPayForm extends SourceOfFundsForm {
  method: string;
  consent: boolean;
}

export type GuestPayErrors = SourceOfFundsErrors & { method?: 'required' | LimitError; consent?: 'required' };

export type GuestPayResult =
  | { kind: 'invalid'; errors: GuestPayErrors }
  | { kind: 'noDeclaration' }
  | { kind: 'leaving'; url: string }
  /**
   * The PayNow code is this tab's (in the draft): the page shows it in place of the form, once the watch has checked
   * it (ADR 0010; a code that fails is never drawn).
   */
  | { kind: 'paynow' }
  /** No answer after the retries: the payment may exist; the next Pay asks again with the same key, never a new one. */
  | { kind: 'unconfirmed'; reference?: string }
  | CallFailed;

/** The method a form value names, or none. */
export function guestPayMethod(value: string): PaymentMethod | undefined {
  if (value === 'paynow') return { kind: 'paynow' };
  return (CARD_BRANDS as readonly string[]).includes(value) ? { kind: 'card', brand: value as CardBrand } : undefined;
}

/**
 * /third-party/source-of-funds, guest: the source of funds, then Pay by card on the gateway's page or by PayNow
 * on this page, with the guest token. Exactly once, as every money submit (MoneySubmit).
 */
export class PayAsGuest extends MoneySubmit<GuestPayForm, GuestPayResult, Reply<'/rs/v1/third-party/payments'>> {
  constructor(
    guestApi: ApiClient,
    private readonly draft: PayorDraft,
    private readonly sourceOfFunds: SubmitSourceOfFunds,
    clock: ClockPort,
    private readonly navigation: NavigationPort,
    errors: ErrorState,
  ) {
    super({ api: guestApi, clock, errors, draft, path: THIRD_PARTY_PATHS.payments, decoder: guestPaymentReply });
  }

  protected async run(form: GuestPayForm): Promise<GuestPayResult> {
    const { declarationId, amountCents, mode } = this.draft.snapshot;
    if (!declarationId || amountCents === undefined || mode !== 'guest') return { kind: 'noDeclaration' };
    // A code already made for this payment (another press, a refresh): shown again, never a second payment.
    if (this.draft.payNow) return { kind: 'paynow' };
    const errors: GuestPayErrors = {};
    const funds = this.sourceOfFunds.check(form);
    if (!funds.ok) Object.assign(errors, funds.errors);
    const method = guestPayMethod(form.method);
    const limit = method && checkTotal(amountCents, method.kind);
    if (!method) errors.method = 'required';
    else if (limit) errors.method = limit;
    if (!form.consent) errors.consent = 'required';
    if (!method || Object.keys(errors).length > 0) return { kind: 'invalid', errors };

    if (!this.draft.snapshot.submission) {
      const recorded = await this.sourceOfFunds.execute('guest', form);
      // A payment lock is the signed-in payor's (guest has no payment draft): it cannot happen here.
      if (recorded.kind === 'paymentLocked') return { kind: 'noDeclaration' };
      if (recorded.kind !== 'recorded') return recorded;
    }
    const request: Body<'/rs/v1/third-party/payments'> = { declarationId, amountCents, method };
    const outcome = await this.submitIntent(request);
    if (outcome.kind !== 'ok') return outcome;
    const { reference, next } = outcome.data;
    if (next.kind === 'paynow') {
      this.draft.accepted(reference, next);
      return { kind: 'paynow' };
    }
    this.draft.accepted(reference);
    this.navigation.leave(next.url);
    return { kind: 'leaving', url: next.url };
  }
}
