import type { PayNowInstruction } from '../api/payment.contract';
import { parsePayNowPayload, type PayNowPayloadError } from '../shared/paynow-payload';

export type PayNowCheckError = PayNowPayloadError | 'mismatch';

/**
 * Before a QR code is drawn: the payload's CRC holds, and it says what the page says (our UEN, the
 * amount, the reference, amount not editable). A code that disagrees with its own caption is refused.
 */
export function checkPayNowInstruction(
  instruction: PayNowInstruction,
  expectedTotalCents?: number,
): PayNowCheckError | undefined {
  const parsed = parsePayNowPayload(instruction.payload);
  if (!parsed.ok) return parsed.error;
  const f = parsed.fields;
  const agrees =
    f.proxy.type === 'uen' &&
    f.proxy.value === instruction.uen &&
    f.amountCents === instruction.amountCents &&
    f.reference === instruction.reference &&
    !f.editable &&
    (expectedTotalCents === undefined || expectedTotalCents === instruction.amountCents);
  return agrees ? undefined : 'mismatch';
}
