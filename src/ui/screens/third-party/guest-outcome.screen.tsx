import { SupportReference } from '../../shell/support-reference';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { formatMoney } from '../../../core/shared/money';
import { parseInstant } from '../../../core/shared/sg-date';
import type { GuestOutcome } from '../../../core/third-party/load-guest-outcome.use-case';
import { useArea, useConfig } from '../../services-context';
import type { GuestPaymentStatus } from '../../../core/api/third-party.contract';
import { useInsurer } from '../../shell/insurer';
import { OutcomeHeading, TONE_OF, type OutcomeTone } from '../../shell/outcome-parts';
import { payeeRows } from '../../shell/payee-rows';
import { guestPayorText } from '../../text/en-third-party-guest';
import { DownloadCopy } from './third-party-parts';
import { showInstant, Status, Summary, Whole } from '../../shell/screen-parts';
import { useStore } from '../../shell/use-store';
import { PATH } from '../../../core/shared/paths';
import { useSettledOutcome } from '../../shell/current-route';
import { PdfButton } from '../../shell/pdf-button';
import { ReceiptSent } from '../../shell/receipt-sent';
import { paymentOutcomeText } from '../../text/en-payment-outcome';
import { DeclinedCard } from '../payment/declined-card';
import { WhatNext } from '../payment/what-next';

/**
 * /payment-status/third-party/succesful and /payment-status/third-party (the spec's spellings): the
 * receipt, or why it did not complete. What happened is asked of the server, whichever path this is.
 */
export default function GuestOutcomeScreen() {
  const draft = useStore(useArea('payor').payorDraft.store);
  const { loadGuestOutcome } = useArea('guestPayor');
  const reference = new URLSearchParams(useSearch()).get('ref');
  const [outcome, setOutcome] = useState<GuestOutcome | 'loading'>('loading');

  useEffect(() => {
    let live = true;
    void loadGuestOutcome.execute(reference).then((o) => live && setOutcome(o));
    return () => {
      live = false;
    };
  }, [loadGuestOutcome, reference]);

  const view = outcome === 'loading' ? undefined : viewOf(outcome);
  useSettledOutcome(view?.heading);
  return (
    <>
      <OutcomeHeading tone={view?.tone} heading={view?.heading ?? guestPayorText.outcome.headings.checking}>
        {view?.what}
      </OutcomeHeading>
      {outcome === 'loading' ? <Status>{guestPayorText.outcome.loading}</Status> : <OutcomeBody outcome={outcome} />}
      {outcome !== 'loading' && outcome.kind === 'payment' ? <DownloadCopy copy={draft.copy} /> : null}
      <p className="aside">
        <Link href={PATH.thirdParty}>{guestPayorText.outcome.startAgain}</Link>
      </p>
    </>
  );
}

/** The heading, icon and plain words for what happened: a payment's in the policyholder's words. */
function viewOf(outcome: GuestOutcome): { tone?: OutcomeTone; heading: string; what?: ReactNode } {
  const o = guestPayorText.outcome;
  if (outcome.kind === 'declarationHeld') {
    return { tone: 'held', heading: o.headings.declarationHeld, what: <p className="lead">{o.declarationHeld}</p> };
  }
  if (outcome.kind === 'unknown') return { heading: o.headings.unknown, what: <p className="lead">{o.unknown}</p> };
  if (outcome.kind === 'failed') return { heading: o.headings.failed };
  const p = outcome.payment;
  const said = paymentOutcomeText;
  return {
    tone: TONE_OF[p.status],
    heading:
      p.status === 'successful' && p.method === 'paynow' ? said.headings.paynowSuccessful : said.headings[p.status],
    what: (
      <>
        <p className="lead">{said.what[p.status]}</p>
        {p.status === 'unsuccessful' && p.reason ? <p>{said.reason(p.reason)}</p> : null}
        {p.status === 'expired' ? <LateTransfer /> : null}
      </>
    ),
  };
}

/** What happens to a transfer made after the code expired: the insurer's rule, from config.json. */
function LateTransfer() {
  const { payNow } = useConfig();
  return <p>{paymentOutcomeText.lateTransfer(payNow.unmatchedWorkingDays)}</p>;
}

/** "Visa ending 1111" or "PayNow"; a card not charged is named as tried, a PayNow code never paid not at all. */
function method(p: GuestPaymentStatus, received: boolean): (readonly [string, string])[] {
  const o = guestPayorText.outcome;
  if (p.method === 'paynow') return received ? [[o.method, guestPayorText.pay.paynow]] : [];
  const brand = p.cardBrand ? guestPayorText.pay.brands[p.cardBrand] : '';
  return [
    [received ? o.method : o.methodUnpaid, p.cardLast4 ? paymentOutcomeText.cardEnding(brand, p.cardLast4) : brand],
  ];
}

function OutcomeBody({ outcome }: { outcome: GuestOutcome }) {
  const o = guestPayorText.outcome;
  const { insurer } = useInsurer();
  const { receiptPdf, sendReceipt, payNowInstead } = useArea('guestPayor');
  if (outcome.kind === 'declarationHeld') {
    return <Summary label={o.detailsHeading} rows={[[o.reference, <Whole key="ref">{outcome.reference}</Whole>]]} />;
  }
  if (outcome.kind === 'unknown') return null;
  if (outcome.kind === 'failed')
    return outcome.shown ? null : (
      <Status tone="error">
        {o.failed}
        <SupportReference reference={outcome.failure.reference} />
      </Status>
    );
  const p = outcome.payment;
  const ok = p.status === 'successful';
  // Money reached us only when successful or held: only then a date it arrived and "Paid with".
  const received = ok || p.status === 'aml';
  const at = received && p.paidAt ? parseInstant(p.paidAt) : undefined;
  const title = ok ? o.receiptHeading : o.detailsHeading;
  const declined = p.status === 'unsuccessful' && p.method === 'card';
  return (
    <>
      {p.receipt ? <ReceiptSent what="receipt" reference={p.reference} sent={p.receipt} send={sendReceipt} /> : null}
      <h2 className="tp-h2">{title}</h2>
      <Summary
        label={title}
        rows={[
          [o.reference, <Whole key="ref">{p.reference}</Whole>],
          ...payeeRows(insurer, received),
          ...(at !== undefined ? [[ok ? o.paidAt : o.receivedAt, showInstant(at)] as const] : []),
          ...p.lines.map((l) => [o.policy, <Whole key={l.policyNumber}>{l.policyNumber}</Whole>] as const),
          [o.amount, <Whole key="amount">{formatMoney(p.totalCents)}</Whole>],
          ...method(p, received),
          [o.payor, p.payorName],
        ]}
      />
      {declined ? (
        <DeclinedCard payNow={{ offered: payNowInstead.offers(p), choose: () => payNowInstead.execute() }} />
      ) : null}
      {p.after ? <WhatNext after={p.after} nameOf={guestPayorText.pay.policy} payor /> : null}
      {/* The policyholder's actions, in their order: the PDF of money received, or another try. */}
      <p className="payment-actions">
        {received ? <PdfButton what="receipt" reference={p.reference} pdf={receiptPdf} /> : null}
        {p.status === 'unsuccessful' || p.status === 'cancelled' || p.status === 'expired' ? (
          <Link href={PATH.thirdPartySourceOfFunds} className="button">
            {p.status === 'expired' ? paymentOutcomeText.newCode : paymentOutcomeText.tryAgain}
          </Link>
        ) : null}
      </p>
    </>
  );
}
