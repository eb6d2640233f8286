import { paymentText as t } from '../../text/en-payment';

/**
 * Where the PayNow QR image is drawn from a payload that already passed its CRC check. The encoder
 * (lean-qr, docs/decisions.md) is a package not installed yet; until it is, the customer pays by hand
 * with the UEN, amount and reference shown beside this.
 */
export function PayNowQr({ payload: _payload }: { payload: string }) {
  return (
    <div className="payment-qr payment-qr-pending" role="img" aria-label={t.paynow.scan}>
      <p>{t.paynow.qrPending}</p>
    </div>
  );
}
