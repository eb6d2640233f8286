import type { ErrorState } from '../errors/error-state';
import type { ClientByMode } from './guest-client';
import type { ClockPort } from '../ports/clock.port';
import type { CryptoPort } from '../ports/crypto.port';
import type { NavigationPort } from '../ports/navigation.port';
import { checkPolicyAmount, parseAmount, type AmountError } from '../shared/money';
import type { PaymentDraft } from '../payment/payment-draft';
import {
  checkDeclaration,
  maskDateOfBirth,
  maskEmail,
  maskExceptLast4,
  type DeclarationErrors,
  type DeclarationForm,
} from './declaration-rules';
import { DEPLOYMENT_FAULT, reportFailure, type CallFailed } from '../errors/failure-policy';
import { PATH, withRef } from '../shared/paths';
import type { DeclarationCopy, PayorDraft, PayorMode } from './payor-draft';
import { declarationReply, THIRD_PARTY_PATHS } from '../api/third-party.contract';
import type { Body } from '../api/openapi';
import { withMyinfo, type MyinfoRetrieval } from './myinfo-retrieval';

export type DeclarationFormErrors = DeclarationErrors & { amount?: AmountError };

export type DeclarationOutcome =
  | { kind: 'invalid'; errors: DeclarationFormErrors }
  /** Nothing to declare for: no payment in progress (with login) or no policy found (guest). */
  | { kind: 'nothingToPay' }
  | { kind: 'cleared' }
  | { kind: 'held'; reference: string }
  | CallFailed;

/**
 * The payor's declaration, for either entry: checks every field, encrypts the payor's ID number and date
 * of birth, and sends it with the policies and amount. Screening answers at once: cleared (on to the
 * source of funds), held for review (the outcome page, with a reference), or unavailable (the
 * catalogue's dialog; the payor stays on the form and may try again).
 */
export class SubmitDeclaration {
  private inFlight: Promise<DeclarationOutcome> | undefined;

  constructor(
    private readonly apis: ClientByMode,
    private readonly crypto: CryptoPort,
    private readonly clock: ClockPort,
    private readonly draft: PayorDraft,
    private readonly payment: PaymentDraft,
    private readonly myinfo: MyinfoRetrieval,
    private readonly navigation: NavigationPort,
    private readonly errors: ErrorState,
  ) {}

  /** `amount` is the guest payor's amount as typed; with login the payment's total is used. */
  execute(mode: PayorMode, form: DeclarationForm, amount = ''): Promise<DeclarationOutcome> {
    // A double submit joins the request in flight: one declaration, one screening.
    this.inFlight ??= this.run(mode, form, amount).finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async run(mode: PayorMode, typed: DeclarationForm, amountText: string): Promise<DeclarationOutcome> {
    const target = this.target(mode, amountText);
    if (target === undefined) return { kind: 'nothingToPay' };
    // What Myinfo gave replaces what the form holds for those fields: the page shows them, never as inputs.
    const person = this.myinfo.person(mode);
    const form = person ? withMyinfo(typed, person) : typed;
    const checked = checkDeclaration(form, this.clock.now());
    if (!checked.ok || 'error' in target) {
      return {
        kind: 'invalid',
        errors: { ...(checked.ok ? {} : checked.errors), ...('error' in target ? { amount: target.error } : {}) },
      };
    }
    const d = checked.value;
    let idNumber: string;
    let dateOfBirth: string;
    try {
      [idNumber, dateOfBirth] = await Promise.all([
        this.crypto.encryptForServer(d.idNumber),
        this.crypto.encryptForServer(d.dateOfBirthIso),
      ]);
    } catch {
      return reportFailure(this.errors, 'third-party', DEPLOYMENT_FAULT);
    }
    const { idNumber: _, dateOfBirthIso: __, ...plain } = d;
    const request: Body<'/rs/v1/third-party/declarations'> = {
      policyNumbers: target.policies.map((p) => p.policyNumber),
      amountCents: target.amountCents,
      payor: {
        ...plain,
        idNumber,
        dateOfBirth,
        declaredTrue: true,
        ...(person ? { myinfoRef: person.myinfoRef } : {}),
      },
    };
    if (mode === 'signed-in') this.draft.startSignedIn();
    const api = this.apis[mode];
    const result = await api.post(THIRD_PARTY_PATHS.declarations, request, declarationReply);
    if (!result.ok) return reportFailure(this.errors, 'third-party', result.failure);
    if (result.data.screening === 'held') {
      this.draft.held(result.data.reference);
      this.navigation.go(withRef(PATH.thirdPartyStatus, result.data.reference));
      return { kind: 'held', reference: result.data.reference };
    }
    const summary = {
      payorName: d.fullName,
      relationship: d.relationship,
      ...(d.relationshipOther ? { relationshipOther: d.relationshipOther } : {}),
      idType: d.idType,
      idNumberMasked: maskExceptLast4(d.idNumber),
    };
    this.draft.declared({
      declarationId: result.data.declarationId,
      amountCents: target.amountCents,
      summary,
      copy: {
        ...summary,
        declarationId: result.data.declarationId,
        declaredAt: new Date(this.clock.now()).toISOString(),
        dateOfBirthMasked: maskDateOfBirth(d.dateOfBirthIso),
        nationality: d.nationality,
        ...(d.nationalityOther ? { nationalityOther: d.nationalityOther } : {}),
        reason: d.reason,
        ...(d.reasonOther ? { reasonOther: d.reasonOther } : {}),
        mobileMasked: maskExceptLast4(d.mobile),
        emailMasked: maskEmail(d.email),
        policies: target.policies,
        amountCents: target.amountCents,
      },
    });
    this.navigation.go(mode === 'signed-in' ? PATH.thirdPartyPaymentSourceOfFunds : PATH.thirdPartySourceOfFunds);
    return { kind: 'cleared' };
  }

  /** What the declaration covers: the payment draft's lines, or the found policy and the amount typed. */
  private target(mode: PayorMode, amountText: string) {
    type Line = DeclarationCopy['policies'][number];
    if (mode === 'signed-in') {
      const { lines, payor } = this.payment.snapshot;
      if (lines.length === 0 || payor?.kind !== 'third-party') return undefined;
      const policies: Line[] = lines.map((l) => ({
        policyNumber: l.policyNumber,
        productName: l.productName,
        amountCents: l.amountCents,
      }));
      return { policies, amountCents: this.payment.totalCents };
    }
    const policy = this.draft.snapshot.policy;
    if (!policy || this.draft.snapshot.mode !== 'guest') return undefined;
    const parsed = parseAmount(amountText);
    const error = parsed.ok ? checkPolicyAmount(parsed.value, policy.amountDueCents, { fixed: false }) : parsed.error;
    if (error || !parsed.ok) return { error: error ?? 'amountRequired' };
    return {
      policies: [{ policyNumber: policy.policyNumber, amountCents: parsed.value }],
      amountCents: parsed.value,
    };
  }
}
