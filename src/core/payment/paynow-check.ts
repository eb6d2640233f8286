import type { PayNowInstruction } from '../api/payment.contract';
import type { InsurerIdentity } from '../config';
import { parsePayNowPayload, type PayNowPayloadError } from '../shared/paynow-payload';

export type PayNowCheckError = PayNowPayloadError | 'payee' | 'mismatch';

/** Whom the page says the customer pays: the insurer as configured, never what the reply says. */
export interface PayNowPayee {
  name: string;
  uen: string;
}

/** EMVCo caps the merchant name (tag 59) at 25 characters: a longer registered name arrives cut. */
const MERCHANT_NAME_MAX = 25;
const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Before a QR code is drawn: the payload's CRC holds and its tags are well formed, it pays one of the insurer's
 * configured UENs under the insurer's configured name, and it says what the page says (the amount, the reference,
 * amount not editable). A relay that swaps in another payee with a consistent CRC is refused here, since a customer
 * cannot see whom a QR code pays before the banking app acts on it.
 */
export function checkPayNowInstruction(
  instruction: PayNowInstruction,
  insurer: Pick<InsurerIdentity, 'name' | 'uen' | 'payNowUens'>,
  expectedTotalCents?: number,
): { ok: true; payee: PayNowPayee } | { ok: false; error: PayNowCheckError } {
  const parsed = parsePayNowPayload(instruction.payload);
  if (!parsed.ok) return parsed;
  const f = parsed.fields;
  const uen = [insurer.uen, ...(insurer.payNowUens ?? [])].find(
    (configured) => f.proxy.type === 'uen' && squash(configured) === squash(f.proxy.value),
  );
  const name = squash(f.merchantName ?? '');
  const named = name === squash(insurer.name) || name === squash(insurer.name).slice(0, MERCHANT_NAME_MAX).trim();
  if (!uen || !named) return { ok: false, error: 'payee' };
  const agrees =
    f.proxy.value === instruction.uen &&
    f.amountCents === instruction.amountCents &&
    f.reference === instruction.reference &&
    !f.editable &&
    (expectedTotalCents === undefined || expectedTotalCents === instruction.amountCents);
  return agrees ? { ok: true, payee: { name: insurer.name, uen } } : { ok: false, error: 'mismatch' };
}
