import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatMoney } from '../../../core/payment/money';
import type { PaymentStatusBody } from '../../../core/payment/payment.contract';
import { formatInstant, parseInstant } from '../../../core/payment/sg-date';
import { useServices } from '../../services-context';
import { useScreenText } from '../../shell/current-route';
import { useInsurer } from '../../shell/insurer';
import { payeeRows } from '../../shell/payee-rows';
import { ScreenHeading } from '../../shell/screen-heading';
import { en } from '../../text/en';
import { paymentText as t } from '../../text/en-payment';
import { methodText, PAYMENT_ROUTES, PayorValue, Status, Summary } from './payment-parts';

/** failed.shown: the global error dialog has it (401, 403, 5xx); otherwise the page says so, with a retry. */
type Loaded =
  { state: 'loading' } | { state: 'failed'; shown: boolean } | { state: 'ready'; receipt: PaymentStatusBody };

/** The page that shows a status: the server's word decides, whichever path the gateway chose. */
function routeOf(receipt: PaymentStatusBody): string | undefined {
  if (receipt.method === 'paynow') {
    return receipt.status === 'successful'
      ? '/payment-status/otp/paynow/success'
      : receipt.status === 'expired'
        ? '/payment-status/otp/paynow/expired'
        : receipt.status === 'aml'
          ? '/one-time-payment/status/aml'
          : undefined;
  }
  return {
    successful: '/one-time-payment/status/successful',
    unsuccessful: '/one-time-payment/status/unsuccessful',
    aml: '/one-time-payment/status/aml',
    cancelled: '/one-time-payment/status/cancel',
    expired: undefined,
    pending: undefined,
  }[receipt.status];
}

/**
 * The one-time payment outcomes (`/one-time-payment/status/*?ref=`, the PayNow success and expired pages):
 * a receipt from the server; loading it settles this tab's draft and never submits anything.
 */
export default function PaymentOutcomeScreen() {
  const text = useScreenText();
  const services = useServices();
  const [path, navigate] = useLocation();
  const reference = new URLSearchParams(useSearch()).get('ref');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!reference) return;
    let live = true;
    setLoaded({ state: 'loading' });
    void services.loadPaymentOutcome.execute(reference).then((result) => {
      if (!live) return;
      if (!result.ok) return setLoaded({ state: 'failed', shown: result.shown });
      const route = routeOf(result.data);
      if (route && route !== path) navigate(`${route}?ref=${encodeURIComponent(reference)}`, { replace: true });
      else setLoaded({ state: 'ready', receipt: result.data });
    });
    return () => {
      live = false;
    };
  }, [services, reference, path, navigate, attempt]);

  const receipt = loaded.state === 'ready' ? loaded.receipt : undefined;
  const failed = receipt && (receipt.status === 'unsuccessful' || receipt.status === 'cancelled');
  const expired = receipt?.status === 'expired';
  const paid = receipt && (receipt.status === 'successful' || receipt.status === 'aml');
  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{text.purpose}</p>
      {!reference ? <Status>{t.outcome.noReference}</Status> : null}
      {reference && loaded.state === 'loading' ? <Status>{t.outcome.loading}</Status> : null}
      {reference && loaded.state === 'failed' && !loaded.shown ? (
        <Status tone="error">
          {t.outcome.loadFailed} {/* The payment itself is untouched: this only asks again for its receipt. */}
          <button type="button" className="payment-link-button" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </button>
        </Status>
      ) : null}
      {receipt?.status === 'pending' ? <Status>{t.outcome.pending}</Status> : null}
      {receipt?.status === 'aml' ? <p className="notice">{t.outcome.amlNext}</p> : null}
      {receipt ? <Receipt receipt={receipt} /> : null}
      {receipt?.reason && failed ? <p>{t.outcome.reason(receipt.reason)}</p> : null}
      <p className="payment-actions">
        {paid ? (
          <button type="button" className="button" onClick={() => window.print()}>
            {t.outcome.print}
          </button>
        ) : null}
        {failed || expired ? (
          <Link href={PAYMENT_ROUTES.review} className="button">
            {expired ? t.outcome.newCode : t.outcome.tryAgain}
          </Link>
        ) : null}
        <Link href="/" className="button" data-secondary={failed || expired || paid ? '' : undefined}>
          {en.goHome}
        </Link>
      </p>
    </>
  );
}

function Receipt({ receipt }: { receipt: PaymentStatusBody }) {
  const { insurer } = useInsurer();
  const at = parseInstant(receipt.paidAt ?? receipt.createdAt);
  const rows: [string, ReactNode][] = [
    [t.outcome.reference, receipt.reference],
    ...payeeRows(insurer),
    [t.outcome.status, t.outcome.states[receipt.status]],
    [t.outcome.date, at === undefined ? '' : formatInstant(at)],
    ...receipt.lines.map((l): [string, string] => [
      t.review.policy(l.productName, l.policyNumber),
      formatMoney(l.amountCents),
    ]),
    [t.outcome.total, formatMoney(receipt.totalCents)],
    [t.outcome.method, methodText(receipt.method, receipt.cardBrand)],
    [t.outcome.payor, <PayorValue payor={receipt.payor} />],
  ];
  return (
    <>
      <h2 className="payment-h2">{t.outcome.receipt}</h2>
      <Summary rows={rows} label={t.outcome.receipt} />
    </>
  );
}
