import { HttpResponse } from 'msw';
import type { PayNowInstruction } from '../src/core/api/payment.contract';
import { buildPayNowPayload, crc16, tlv } from '../src/core/shared/paynow-payload';
import { sgCalendarDate, sgInstant } from '../src/core/shared/sg-date';
import { INSURER, MULE_UEN } from './payment.seed';

/**
 * The `paynow-mule` fault (docs/sandbox-controls.md): a PayNow reply as a compromised relay would pass it on, paying a
 * mule's UEN with the insurer's name, the CRC recomputed and the reply's `uen` agreeing. Any other reply passes
 * unchanged.
 */
export async function toMule(real: Response): Promise<Response> {
  const reply = (await real.json()) as { body?: { next?: { kind?: string; payload?: string; uen?: string } } };
  const next = reply.body?.next;
  if (next?.kind === 'paynow' && next.payload) {
    const body = next.payload.slice(0, -4).replace(tlv('02', INSURER.uen), tlv('02', MULE_UEN));
    next.payload = body + crc16(body);
    next.uen = MULE_UEN;
  }
  return HttpResponse.json(reply, { status: real.status });
}

/** A PayNow code paying the sandbox's insurer, as the server answers one (docs/api.md, "PayNow"). */
export function payNowCode(reference: string, amountCents: number, expiresAt: number): PayNowInstruction {
  return {
    kind: 'paynow',
    payload: buildPayNowPayload({
      proxy: { type: 'uen', value: INSURER.uen },
      amountCents,
      editable: false,
      expiry: sgCalendarDate(expiresAt),
      merchantName: INSURER.merchantName,
      reference,
    }),
    uen: INSURER.uen,
    merchantName: INSURER.merchantName,
    amountCents,
    reference,
    expiresAt: sgInstant(expiresAt),
  };
}

/** A PayNow payment as the bank's side (the tester's controls) reaches it, whichever area made it. */
export interface PayNowTransfer {
  reference: string;
  /** Its state now, on the sandbox's clock. */
  status(): string;
  /** The transfer arrived (only while pending). */
  pay(): void;
  /** The code expires now (only while pending). */
  expire(): void;
}

/** Finds another area's PayNow payment by its reference (the guest payor's). */
export type PayNowBook = (reference: unknown) => PayNowTransfer | undefined;

/**
 * A PayNow payment of either area as the bank's side reaches it: `current` is its state on the clock, `paid` settles
 * it.
 */
export function payNowTransfer<P extends { reference: string; status: string; expiresAt?: number }>(
  payment: P,
  current: (p: P) => P,
  paid: (p: P) => void,
  now: () => number,
): PayNowTransfer {
  return {
    reference: payment.reference,
    status: () => current(payment).status,
    pay: () => paid(payment),
    expire: () => {
      if (payment.status === 'pending') payment.expiresAt = now();
    },
  };
}
