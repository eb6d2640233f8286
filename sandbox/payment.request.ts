import { CARD_BRANDS, PAYMENT_ERRORS, type CardBrand, type PolicyDue } from '../src/core/api/payment.contract';
import { errorEnvelope } from './envelope';
import type { SandboxPayment } from './payment.area';
import { LIMITS } from './rules';

export const invalid = (code: string, message: string) => errorEnvelope(400, code, message);

export type Checked =
  | { error: Response }
  | {
      lines: SandboxPayment['lines'];
      totalCents: number;
      method: SandboxPayment['method'];
      payor: SandboxPayment['payor'];
    };

/** The server's own checks: never trust the portal's. */
export function checkRequest(input: unknown, due: PolicyDue[]): Checked {
  const bad = (code: string, message: string) => ({ error: invalid(code, message) });
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const lines = body.lines;
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > 20)
    return bad(PAYMENT_ERRORS.requestInvalid, 'Choose at least one policy.');
  const out: SandboxPayment['lines'] = [];
  for (const raw of lines as Record<string, unknown>[]) {
    const policy = due.find((p) => p.policyNumber === raw?.policyNumber);
    if (!policy || out.some((l) => l.policyNumber === policy.policyNumber))
      return bad(PAYMENT_ERRORS.policyNotPayable, 'This policy has no premium due.');
    const amount = raw.amountCents;
    const fits =
      typeof amount === 'number' &&
      Number.isSafeInteger(amount) &&
      amount >= Math.min(LIMITS.minimumCents, policy.amountDueCents) &&
      amount <= policy.amountDueCents;
    if (!fits || (policy.amountFixed && amount !== policy.amountDueCents))
      return bad(PAYMENT_ERRORS.amountInvalid, 'The amount is not valid for this policy.');
    out.push({ policyNumber: policy.policyNumber, productName: policy.productName, amountCents: amount });
  }
  const totalCents = out.reduce((a, l) => a + l.amountCents, 0);
  const m = (body.method ?? {}) as Record<string, unknown>;
  let method: SandboxPayment['method'];
  if (m.kind === 'paynow') method = { kind: 'paynow' };
  else if (m.kind === 'card' && CARD_BRANDS.includes(m.brand as CardBrand))
    method = { kind: 'card', brand: m.brand as CardBrand };
  else return bad(PAYMENT_ERRORS.requestInvalid, 'Choose card or PayNow.');
  if (totalCents > (method.kind === 'paynow' ? LIMITS.payNowCents : LIMITS.cardCents)) {
    return bad(PAYMENT_ERRORS.limitExceeded, 'The total is above the limit for this payment method.');
  }
  const p = (body.payor ?? {}) as Record<string, unknown>;
  if (p.kind === 'policyholder') return { lines: out, totalCents, method, payor: 'policyholder' };
  if (p.kind === 'third-party' && typeof p.declarationId === 'string' && p.declarationId)
    return { lines: out, totalCents, method, payor: 'third-party' };
  return bad(PAYMENT_ERRORS.requestInvalid, 'Say who is paying.');
}
