import { http, HttpResponse } from 'msw';
import type { ReceiptSent } from '../src/core/api/payment.contract';
import { sgInstant } from '../src/core/shared/sg-date';
import { lockedOut } from './failure-limiter';
import { envelope, errorEnvelope } from './envelope';
import { maskEmail, maskMobile, SEED_APPLICATIONS, SEED_CUSTOMERS } from './login.seed';
import { DAY_MS } from './rules';

/** Where a receipt goes: the full address or number, as the server knows it. */
export interface Contact {
  channel: 'email' | 'sms';
  to: string;
}

/** What the sandbox "sent": the message a customer would receive, kept for testers (`GET /sandbox/outbox`). */
export interface OutboxMessage {
  at: string;
  channel: 'email' | 'sms';
  /** The full address or number, as the server knows it: the portal only ever sees it masked. */
  to: string;
  reference: string;
  subject: string;
  text: string;
}

/** Sends again of one receipt: at most `max` within `windowMs` (docs/api.md, "Receipts"). */
export const RECEIPT_RESENDS = { max: 3, windowMs: DAY_MS } as const;

const RECEIPT_SEND_LIMITED = 'RECEIPT_SEND_LIMITED';
export const RECEIPT_NOT_AVAILABLE = 'RECEIPT_NOT_AVAILABLE';

/** The receipts the payment, recurring and third-party areas send, on the sandbox's clock. */
export class Outbox {
  readonly messages: OutboxMessage[] = [];
  private readonly first = new Map<string, OutboxMessage>();
  private readonly resends = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** The first send, when a payment or arrangement succeeds or is held; nothing when there is no contact. */
  send(contact: Contact | undefined, reference: string, subject: string, text: string): void {
    if (this.first.has(reference)) return;
    if (!contact) return;
    const message = { at: sgInstant(this.now()), ...contact, reference, subject, text };
    this.first.set(reference, message);
    this.messages.push(message);
  }

  /** Where the receipt went, masked, and the sends again it allows now; undefined when none was sent. */
  sentFor(reference: string): ReceiptSent | undefined {
    const message = this.first.get(reference);
    if (!message) return undefined;
    const { sentTo } = masked(message);
    return { channel: message.channel, sentTo, sendsLeft: RECEIPT_RESENDS.max - this.recent(reference).length };
  }

  /** Where a receipt for this customer would go, masked; undefined when they have no contact. */
  destinationOf(customerId: string): { channel: 'email' | 'sms'; sentTo: string } | undefined {
    const contact = contactOf(customerId);
    if (!contact) return undefined;
    return masked(contact);
  }

  /** The send-again call's reply: the receipt sent again, or the 429 when it was sent again too often. */
  resend(reference: string): Response {
    const message = this.first.get(reference);
    const recent = this.recent(reference);
    if (!message) return errorEnvelope(400, RECEIPT_NOT_AVAILABLE, 'There is no receipt to send.');
    if (recent.length >= RECEIPT_RESENDS.max) {
      const wait = Math.max(1, Math.ceil((recent[0]! + RECEIPT_RESENDS.windowMs - this.now()) / 1000));
      return lockedOut(RECEIPT_SEND_LIMITED, 'This receipt was sent again too often.', wait);
    }
    this.resends.set(reference, [...recent, this.now()]);
    this.messages.push({ ...message, at: sgInstant(this.now()) });
    return envelope(this.sentFor(reference));
  }

  reset(): void {
    this.messages.length = 0;
    this.first.clear();
    this.resends.clear();
  }

  readonly handlers = [http.get('*/sandbox/outbox', () => HttpResponse.json({ messages: this.messages }))];

  private recent(reference: string): number[] {
    const now = this.now();
    return (this.resends.get(reference) ?? []).filter((at) => now - at < RECEIPT_RESENDS.windowMs);
  }
}

/** Every seeded customer and application has an email address; a real server falls back to the mobile (`sms`). */
export function contactOf(customerId: string): Contact | undefined {
  const person =
    SEED_CUSTOMERS.find((c) => c.customerId === customerId) ??
    SEED_APPLICATIONS.find((a) => a.applicationId === customerId);
  return person ? { channel: 'email', to: person.email } : undefined;
}

/** An address or number as the portal may see it: masked (docs/api.md, "Receipts"). */
function masked({ channel, to }: { channel: 'email' | 'sms'; to: string }) {
  return { channel, sentTo: channel === 'email' ? maskEmail(to) : maskMobile(to) };
}
