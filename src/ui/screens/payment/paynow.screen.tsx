import { useEffect, useState } from 'react';
import { formatMoney } from '../../../core/shared/money';
import { usePaymentServices } from '../../services-context';
import { CopyButton } from '../../shell/copy-button';
import { JourneyIntro } from '../../shell/steps';
import { paymentText as t } from '../../text/en-payment';
import { Status, StatusLink, Summary, Whole } from '../../shell/screen-parts';
import { useStore } from '../../shell/use-store';
import { PayNowQr } from './paynow-qr';
import { ROUTE } from '../../../core/shared/routes';

/** A value kept whole, with its Copy button. */
function Copyable({ what, value, shown = value }: { what: string; value: string; shown?: string }) {
  return (
    <span className="copyable">
      <Whole>{shown}</Whole>
      <CopyButton
        value={value}
        texts={{
          label: t.paynow.copyLabel(what),
          copy: t.paynow.copy,
          copied: t.paynow.copied,
          announce: t.paynow.copiedAnnounce(what),
          failed: t.paynow.copyFailed,
        }}
      />
    </span>
  );
}

/** `14:05` for what is left, never negative. */
function remaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Re-renders once a second for the countdown; the deadline itself is absolute (expiresAt). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * /one-time-payment/paynow: the QR code (drawn only from a payload whose CRC and content checked out),
 * the same details for paying by hand, a countdown, and a live status: WatchPayNow polls and moves on.
 */
export default function PayNowScreen() {
  const services = usePaymentServices();
  const watch = useStore(services.watchPayNow.store);
  const now = useNow();

  useEffect(() => services.watchPayNow.execute(), [services]);
  // Back from the banking app: ask at once rather than when the throttled timer of a hidden tab fires.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') services.watchPayNow.checkNow();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [services]);

  const reference = services.paymentDraft.snapshot.submission?.reference ?? '';
  return (
    <>
      <JourneyIntro purposes={t.purposes} />
      {watch.status === 'none' ? (
        <StatusLink says={t.paynow.none} href={ROUTE.paymentReview} link={t.toReview} />
      ) : null}
      {watch.status === 'badQr' ? <Status tone="error">{t.paynow.badQr(reference)}</Status> : null}
      {watch.status === 'stopped' ? <Status tone="error">{t.paynow.stopped}</Status> : null}
      {watch.status === 'waiting' ? (
        <>
          <PayNowQr instruction={watch.instruction} saver={services.savePayNowQr} />
          <p className="payment-countdown" aria-hidden="true">
            {!watch.timeKnown
              ? t.paynow.checkingTime
              : watch.expiresAt > now
                ? t.paynow.expiresIn(remaining(watch.expiresAt - now))
                : t.paynow.expiring}
          </p>
          {/* Announced by the minute, not every second. */}
          <p className="visually-hidden" role="status">
            {!watch.timeKnown
              ? ''
              : watch.expiresAt > now
                ? t.paynow.expiresIn(`${Math.ceil((watch.expiresAt - now) / 60_000)} min`)
                : t.paynow.expiring}
          </p>
          <h2 className="payment-h2">{t.paynow.byHand}</h2>
          <Summary
            label={t.paynow.byHand}
            rows={[
              [t.paynow.uen, <Copyable what={t.paynow.uen} value={watch.instruction.uen} />],
              [t.paynow.payee, watch.instruction.merchantName],
              [
                t.paynow.amount,
                <Copyable
                  what={t.paynow.amount}
                  shown={formatMoney(watch.instruction.amountCents)}
                  // What a banking app's amount field takes: digits and a point, no S$ or commas.
                  value={(watch.instruction.amountCents / 100).toFixed(2)}
                />,
              ],
              [t.paynow.reference, <Copyable what={t.paynow.reference} value={watch.instruction.reference} />],
            ]}
          />
          <p className="field-hint">{t.paynow.referenceHint}</p>
          <p className="notice">{t.paynow.waiting}</p>
        </>
      ) : null}
    </>
  );
}
