import { useState } from 'react';
import type { ReceiptSent as Sent } from '../../core/api/payment.contract';
import type { SendReceipt } from '../../core/receipts/send-receipt.use-case';
import { paymentOutcomeText } from '../text/en-payment-outcome';
import { BusyButton } from './busy-button';
import { FailedStatus } from './screen-parts';

/**
 * Where the receipt went, as the server masked it, and "Send again" while the server allows more sends. The use case
 * joins a second press to the send in flight, so a double click sends once.
 */
export function ReceiptSent({
  what,
  reference,
  sent,
  send,
}: {
  what: 'receipt' | 'confirmation';
  reference: string;
  sent: Sent;
  send: SendReceipt;
}) {
  const o = paymentOutcomeText.sent;
  const [latest, setLatest] = useState(sent);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed?: { reference?: string } }>();
  const press = () => {
    setBusy(true);
    void send.execute(reference).then((result) => {
      setBusy(false);
      if (result.kind === 'ok') {
        setLatest(result.data);
        setSaid({ text: o.sentAgain(result.data.sentTo) });
      } else if (!result.shown) {
        const limited = result.failure.kind === 'status' && result.failure.status === 429;
        setSaid({ text: limited ? o.limited : o.failed, failed: { reference: result.failure.reference } });
      }
    });
  };
  return (
    <div className="receipt-sent">
      <p>
        {o.to(what, latest.channel, latest.sentTo)}{' '}
        {latest.sendsLeft > 0 ? (
          <BusyButton busy={busy} className="link-button" onClick={press}>
            {o.again}
          </BusyButton>
        ) : null}
      </p>
      {said?.failed ? (
        <FailedStatus reference={said.failed.reference}>{said.text}</FailedStatus>
      ) : (
        <p role="status">{said?.text}</p>
      )}
    </div>
  );
}
