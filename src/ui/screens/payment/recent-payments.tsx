import { useEffect } from 'react';
import { Link } from 'wouter';
import type { RecentPayment } from '../../../core/api/payment.contract';
import { outcomePage } from '../../../core/shared/outcomes';
import { withRef } from '../../../core/shared/paths';
import { formatMoney } from '../../../core/shared/money';
import { parseInstant } from '../../../core/shared/sg-date';
import { showInstant } from '../../shell/screen-parts';
import { useStore } from '../../shell/use-store';
import { paymentText } from '../../text/en-payment';
import { methodText, usePaymentDraft } from './payment-parts';

const t = paymentText.recent;

/**
 * The customer's payments of the last 30 days that count (paid, held, a PayNow code waiting), each with a link to
 * its receipt: where a customer whose session ended while paying finds whether the money arrived. Nothing when
 * there are none; one quiet line when they could not be loaded (the list of policies due is the page's purpose).
 */
export function RecentPayments() {
  const { services } = usePaymentDraft();
  const snapshot = useStore(services.loadRecentPayments.store);

  // Asked by the payment area as the page starts, with the policies; its checks stop when the page is left.
  useEffect(() => () => services.loadRecentPayments.stop(), [services]);

  if (snapshot.status === 'failed' && !snapshot.shown) return <p className="payment-muted">{t.failed}</p>;
  if (snapshot.status !== 'ready' || snapshot.payments.length === 0) return null;
  return (
    <section aria-labelledby="recent-payments" className="recent">
      <h2 id="recent-payments" className="payment-h2">
        {t.heading}
      </h2>
      <ul className="recent-payments">
        {snapshot.payments.map((p) => (
          <RecentRow key={p.reference} payment={p} />
        ))}
      </ul>
    </section>
  );
}

function RecentRow({ payment: p }: { payment: RecentPayment }) {
  const at = parseInstant(p.paidAt ?? p.createdAt);
  const page = outcomePage(p.method === 'card' ? 'policyholderCard' : 'policyholderPayNow', p.status);
  return (
    <li className="recent-payment">
      <span className="payment-line">
        <strong>{formatMoney(p.totalCents)}</strong> · {t.method(methodText(p.method, p.cardBrand), p.cardLast4)}
      </span>
      <span className="payment-line">
        {t.states[p.status]}
        {at === undefined ? null : <span className="payment-muted"> · {showInstant(at)}</span>}
      </span>
      <span className="payment-line payment-muted">
        {p.lines.map((l) => `${l.productName} (${l.policyNumber})`).join(', ')}
      </span>
      {page ? (
        <Link href={withRef(page, p.reference)} className="recent-link">
          {p.status === 'successful' ? t.receipt(p.reference) : t.details(p.reference)}
        </Link>
      ) : null}
    </li>
  );
}
