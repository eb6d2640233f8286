import { useEffect } from 'react';
import { formatMoney } from '../../../core/shared/money';
import { useArea, useConfig } from '../../services-context';
import { CopyButton } from '../../shell/copy-button';
import { JourneyIntro } from '../../shell/steps';
import { paynowText } from '../../text/en-paynow';
import { showTimeOfDay, Status, StatusLink, Summary, Whole } from '../../shell/screen-parts';
import { useStore } from '../../shell/use-store';
import { PayNowQr } from './paynow-qr';

export { warmUpPayNowQr } from './paynow-qr';
import { PolicyTerm } from './payment-parts';
import { ROUTE } from '../../../core/shared/routes';

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

/**
 * /one-time-payment/paynow: the QR code (drawn only from a payload whose CRC and content checked out),
 * the same details for paying by hand, a countdown, and a live status: PayNowWatch polls and moves on.
 */
export default function PayNowScreen() {
  const services = useArea('payment');
  const { payNow } = useConfig();
  const watch = useStore(services.payNowWatch.store);
  const secondsLeft = useStore(services.payNowCountdown.store);

  useEffect(() => services.payNowWatch.start(), [services]);
  useEffect(() => services.payNowCountdown.start(), [services]);

  const { lines, submission } = services.paymentDraft.snapshot;
  const reference = submission?.reference ?? '';
  return (
    <>
      <JourneyIntro purposes={paynowText.purposes} />
      {watch.status === 'none' ? (
        <StatusLink says={paynowText.none} href={ROUTE.paymentReview} link={paynowText.toReview} />
      ) : null}
      {watch.status === 'badQr' ? <Status tone="error">{paynowText.badQr(reference)}</Status> : null}
      {watch.status === 'stopped' ? <Status tone="error">{paynowText.stopped}</Status> : null}
      {watch.status === 'waiting' ? (
        <>
          <PayNowQr instruction={watch.instruction} payee={watch.payee.name} saver={services.payNowQrSaver} />
          <p className="payment-countdown" aria-hidden="true">
            {secondsLeft === undefined
              ? paynowText.checkingTime
              : secondsLeft > 0
                ? paynowText.validUntil(showTimeOfDay(watch.expiresAt), paynowText.left(secondsLeft))
                : paynowText.expiring}
          </p>
          {/* Announced by the minute, not every second. */}
          <p className="visually-hidden" role="status">
            {secondsLeft === undefined
              ? ''
              : secondsLeft > 0
                ? paynowText.validUntil(
                    showTimeOfDay(watch.expiresAt),
                    paynowText.left(Math.ceil(secondsLeft / 60) * 60),
                  )
                : paynowText.expiring}
          </p>
          <p className="notice">{paynowText.waiting}</p>
          {watch.instruction.amountCents >= payNow.limitNoticeFromDollars * 100 ? (
            <p className="field-hint">{paynowText.dailyLimit}</p>
          ) : null}
          <h2 className="payment-h2">{paynowText.pays}</h2>
          <Summary
            label={paynowText.pays}
            rows={lines.map((l) => [
              <PolicyTerm name={l.productName} number={l.policyNumber} />,
              <Whole>{formatMoney(l.amountCents)}</Whole>,
            ])}
          />
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
      ) : null}
    </>
  );
}
