import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { formatMoney } from '../../../core/shared/money';
import type { PayNowCountdown } from '../../../core/payment/paynow-countdown';
import type { PayNowQrSaver } from '../../../core/payment/paynow-qr-saver';
import type { PayNowWatch, PayNowWatchSnapshot } from '../../../core/payment/paynow-watch';
import { useConfig } from '../../services-context';
import { CopyButton } from '../../shell/copy-button';
import { paynowText } from '../../text/en-paynow';
import { showTimeOfDay, Status, Summary, Whole } from '../../shell/screen-parts';
import { useStore } from '../../shell/use-store';
import { PayNowQr } from './paynow-qr';

/** A value kept whole, with its Copy button. */
function Copyable({ what, value, shown = value }: { what: string; value: string; shown?: string }) {
  return (
    <span className="copyable">
      <Whole>{shown}</Whole>
      <CopyButton
        value={value}
        texts={{
          label: paynowText.copyLabel(what),
          copy: paynowText.copy,
          copied: paynowText.copied,
          announce: paynowText.copiedAnnounce(what),
          failed: paynowText.copyFailed,
        }}
      />
    </span>
  );
}

export interface PayNowCodeProps {
  /** The area's PayNow services: the policyholder's payment area, or the guest payor's. */
  services: { payNowWatch: PayNowWatch; payNowCountdown: PayNowCountdown; payNowQrSaver: PayNowQrSaver };
  /** What the code pays, one row a policy: its name and the amount. */
  pays: readonly (readonly [ReactNode, ReactNode])[];
  /** The payment's reference, for support when the code is refused. */
  reference: string;
  /** What shows when this tab has no PayNow payment. */
  none: ReactNode;
  /** Under "Keep this page open": what happens if the customer is away long (the policyholder's page only). */
  away?: (watch: Extract<PayNowWatchSnapshot, { status: 'waiting' }>) => ReactNode;
}

/**
 * A PayNow code on its page, the policyholder's (/one-time-payment/paynow) and the guest payor's
 * (/third-party/source-of-funds): the QR code (drawn only from a payload whose CRC and content checked out), the same
 * details for paying by hand, a countdown, and a live status: PayNowWatch polls and moves the page on.
 */
export function PayNowCode({ services, pays, reference, none, away }: PayNowCodeProps) {
  const watch = useStore(services.payNowWatch.store);
  const secondsLeft = useStore(services.payNowCountdown.store);
  // The code first: what it pays and the details for paying by hand, with their Copy buttons, render just after, so
  // the frame after the review's press holds the code alone (about 30 ms sooner on a 4x-throttled phone).
  const whole = useDeferredValue(true, false);

  useEffect(() => services.payNowWatch.start(), [services]);
  useEffect(() => services.payNowCountdown.start(), [services]);

  if (watch.status === 'none') return none;
  if (watch.status === 'badQr') return <Status tone="error">{paynowText.badQr(reference)}</Status>;
  if (watch.status === 'stopped') return <Status tone="error">{paynowText.stopped}</Status>;
  if (watch.status !== 'waiting') return null;
  const validUntil = (seconds: number) =>
    seconds > 0 ? paynowText.validUntil(showTimeOfDay(watch.expiresAt), paynowText.left(seconds)) : paynowText.expiring;
  return (
    <>
      <PayNowQr instruction={watch.instruction} payee={watch.payee.name} saver={services.payNowQrSaver} />
      {/* A new line for each kind of wording: one centred text node taking other words counts as moved (layout
          shift). The minutes keep their width (tabular figures). */}
      <p
        key={secondsLeft === undefined ? 'checking' : secondsLeft > 0 ? 'counting' : 'expiring'}
        className="payment-countdown"
        aria-hidden="true"
      >
        {secondsLeft === undefined ? paynowText.checkingTime : validUntil(secondsLeft)}
      </p>
      {/* Announced by the minute, not every second. */}
      <p className="visually-hidden" role="status">
        {secondsLeft === undefined ? '' : validUntil(Math.ceil(secondsLeft / 60) * 60)}
      </p>
      {whole ? <PayNowDetails watch={watch} pays={pays} away={away} /> : null}
    </>
  );
}

/** Under the code: what it pays, and the same details for paying by hand. */
function PayNowDetails({
  watch,
  pays,
  away,
}: {
  watch: Extract<PayNowWatchSnapshot, { status: 'waiting' }>;
  pays: PayNowCodeProps['pays'];
  away: PayNowCodeProps['away'];
}) {
  const { payNow } = useConfig();
  return (
    <>
      <p className="notice">{paynowText.waiting}</p>
      {away?.(watch)}
      {watch.instruction.amountCents >= payNow.limitNoticeFromDollars * 100 ? (
        <p className="field-hint">{paynowText.dailyLimit}</p>
      ) : null}
      <h2 className="payment-h2">{paynowText.pays}</h2>
      <Summary label={paynowText.pays} rows={pays} />
      <h2 className="payment-h2">{paynowText.byHand}</h2>
      <Summary
        label={paynowText.byHand}
        rows={[
          // Whom the checked code pays, from config.json: never the reply's own words (docs/api.md, "PayNow").
          [paynowText.uen, <Copyable what={paynowText.uen} value={watch.payee.uen} />],
          [paynowText.payee, watch.payee.name],
          [
            paynowText.amount,
            <Copyable
              what={paynowText.amount}
              shown={formatMoney(watch.instruction.amountCents)}
              // What a banking app's amount field takes: digits and a point, no S$ or commas.
              value={(watch.instruction.amountCents / 100).toFixed(2)}
            />,
          ],
          [paynowText.reference, <Copyable what={paynowText.reference} value={watch.instruction.reference} />],
        ]}
      />
      <p className="field-hint">{paynowText.referenceHint(payNow.unmatchedWorkingDays)}</p>
    </>
  );
}
