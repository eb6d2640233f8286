import { useState } from 'react';
import type { ReceiptPdf } from '../../core/receipts/receipt-pdf.use-case';
import { paymentOutcomeText } from '../text/en-payment-outcome';
import { BusyButton } from './busy-button';
import { saveFile } from './save-file';
import { FailedStatus } from './screen-parts';

/**
 * The server's PDF receipt or confirmation: downloaded in a browser, handed to the app in its webview, not offered
 * otherwise.
 */
export function PdfButton({
  what,
  reference,
  pdf,
}: {
  what: 'receipt' | 'confirmation';
  reference: string;
  pdf: ReceiptPdf;
}) {
  const o = what === 'receipt' ? paymentOutcomeText.pdf : paymentOutcomeText.confirmationPdf;
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; failedReference?: string; failed: boolean }>();
  const way = pdf.way();
  if (way === 'none') return null;
  const press = () => {
    setBusy(true);
    void pdf.execute(reference).then((result) => {
      setBusy(false);
      if (result.kind === 'ok') {
        if (result.data.way === 'download')
          saveFile(
            new Blob([result.data.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
            result.data.fileName,
          );
        else setSaid({ text: o.handed, failed: false });
      } else if (!result.shown) setSaid({ text: o.failed, failedReference: result.failure.reference, failed: true });
    });
  };
  return (
    <>
      <BusyButton busy={busy} onClick={press} data-secondary>
        {way === 'app' ? o.app : o.download}
      </BusyButton>
      {said?.failed ? (
        <FailedStatus reference={said.failedReference}>{said.text}</FailedStatus>
      ) : (
        <span role="status">{said?.text}</span>
      )}
    </>
  );
}
