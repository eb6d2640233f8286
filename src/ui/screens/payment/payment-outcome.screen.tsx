import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../core/shared/money';
import { parseInstant } from '../../../core/shared/sg-date';
import { useArea, useConfig } from '../../services-context';
import { OutcomeHeading, ReceiptStatus, useReceipt, TONE_OF } from '../../shell/outcome-parts';
import { useInsurer } from '../../shell/insurer';
import { payeeRows } from '../../shell/payee-rows';
import { en } from '../../text/en';
import { paymentText as t } from '../../text/en-payment';
import { paymentOutcomeText } from '../../text/en-payment-outcome';
import { showInstant, Summary, Whole } from '../../shell/screen-parts';
import { ReceiptSent } from '../../shell/receipt-sent';
import { PdfButton } from '../../shell/pdf-button';
import { methodText, PayorValue, PolicyTerm } from './payment-parts';
import { DeclinedCard } from './declined-card';
import { WhatNext } from './what-next';
import { PATH } from '../../../core/shared/paths';
import { useSettledOutcome } from '../../shell/current-route';
import type { Reply } from '../../../core/api/openapi';

/**
 * The one-time payment outcomes (`/one-time-payment/status/*?ref=`, the PayNow success and expired pages):
 * a receipt from the server; loading it settles this tab's draft, moves to the status's own page (LoadPaymentOutcome)
 * and never submits anything.
 */
export default function PaymentOutcomeScreen() {
  const services = useArea('payment');
  const { payNow } = useConfig();
  // failed.shown: the global error dialog has it (401, 403, 5xx); otherwise the page says so, with a retry.
  const { reference, loaded, retry } = useReceipt(services.loadPaymentOutcome);

  const receipt = loaded.state === 'ready' ? loaded.receipt : undefined;
  const status = receipt?.status;
  // `expired` is a PayNow code's own word; a card's gateway page that ran out of time is a failure like a decline.
  const cardExpired = status === 'expired' && receipt?.method === 'card';
  const failed = status === 'unsuccessful' || status === 'cancelled' || cardExpired;
  const expired = status === 'expired' && !cardExpired;
  const paid = status === 'successful' || status === 'aml';
  const o = paymentOutcomeText;
  const heading =
    !reference || loaded.state === 'failed'
      ? o.headings.unknown
      : !receipt
        ? o.headings.checking
        : status === 'successful' && receipt.method === 'paynow'
          ? o.headings.paynowSuccessful
          : cardExpired
            ? o.cardExpired.heading
            : o.headings[receipt.status];
  useSettledOutcome(heading === o.headings.checking ? undefined : heading);
  return (
    <>
      <OutcomeHeading tone={receipt ? TONE_OF[receipt.status] : undefined} heading={heading}>
        {receipt ? <p className="lead">{cardExpired ? o.cardExpired.what : o.what[receipt.status]}</p> : null}
        {receipt?.reason && failed ? <p>{o.reason(receipt.reason)}</p> : null}
        {expired ? <p>{o.lateTransfer(payNow.unmatchedWorkingDays)}</p> : null}
      </OutcomeHeading>
      {/* The payment itself is untouched: the retry only asks again for its receipt. */}
      <ReceiptStatus reference={reference} loaded={loaded} texts={o} retry={{ label: t.retry, onPress: retry }} />
      {receipt?.receipt && reference ? (
        <ReceiptSent what="receipt" reference={reference} sent={receipt.receipt} send={services.sendReceipt} />
      ) : null}
      {receipt ? <Receipt receipt={receipt} /> : null}
      {status === 'unsuccessful' && receipt?.method === 'card' ? (
        <DeclinedCard
          payNow={{ offered: services.payNowInstead.offers(receipt), choose: () => services.payNowInstead.execute() }}
        />
      ) : null}
      {receipt?.after ? (
        <WhatNext
          after={receipt.after}
          nameOf={(n) => receipt.lines.find((l) => l.policyNumber === n)?.productName ?? n}
        />
      ) : null}
      {/* Once the receipt has its answer: drawn while it loads, the actions were pushed down by it (CLS 0.07). */}
      {reference && loaded.state === 'loading' ? null : (
        <p className="payment-actions">
          {paid && reference ? <PdfButton what="receipt" reference={reference} pdf={services.receiptPdf} /> : null}
          {failed || expired ? (
            <Link href={PATH.paymentReview} className="button">
              {expired ? o.newCode : o.tryAgain}
            </Link>
          ) : null}
          {status === 'pending' ? (
            <button type="button" className="button" onClick={retry}>
              {o.checkAgain}
            </button>
          ) : null}
          <Link href={PATH.home} className="button" data-secondary={receipt ? '' : undefined}>
            {en.goHome}
          </Link>
        </p>
      )}
    </>
  );
}

/** Only rows that are true: a date "paid on" only when money arrived, "Paid by" only when someone paid. */
function Receipt({ receipt }: { receipt: Reply<'/rs/v1/payments/status'> }) {
  const o = paymentOutcomeText;
  const { insurer } = useInsurer();
  const paid = receipt.status === 'successful' || receipt.status === 'aml';
  const at = parseInstant((paid ? receipt.paidAt : undefined) ?? receipt.createdAt);
  const dateLabel = receipt.status === 'successful' ? o.date : receipt.status === 'aml' ? o.receivedOn : o.startedOn;
  const rows: [ReactNode, ReactNode][] = [
    [o.reference, <Whole>{receipt.reference}</Whole>],
    ...payeeRows(insurer, paid),
    [o.status, o.states[receipt.status]],
    ...(at === undefined ? [] : [[dateLabel, showInstant(at)] as [string, ReactNode]]),
    ...receipt.lines.map((l): [ReactNode, ReactNode] => [
      <PolicyTerm name={l.productName} number={l.policyNumber} />,
      <Whole>{formatMoney(l.amountCents)}</Whole>,
    ]),
    [o.total, <Whole>{formatMoney(receipt.totalCents)}</Whole>],
    [
      o.method,
      receipt.cardLast4
        ? o.cardEnding(methodText(receipt.method, receipt.cardBrand), receipt.cardLast4)
        : methodText(receipt.method, receipt.cardBrand),
    ],
    [paid ? o.payor : o.payorUnpaid, <PayorValue payor={receipt.payor} />],
  ];
  const title = receipt.status === 'successful' ? o.receipt : o.details;
  return (
    <>
      <h2 className="payment-h2">{title}</h2>
      <Summary rows={rows} label={title} />
    </>
  );
}
