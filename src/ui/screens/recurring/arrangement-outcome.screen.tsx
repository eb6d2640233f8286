import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PATH } from '../../../core/shared/paths';
import { useArea } from '../../services-context';
import { OutcomeHeading, ReceiptStatus, useReceipt, TONE_OF } from '../../shell/outcome-parts';
import { en } from '../../text/en';
import { recurringText as t } from '../../text/en-recurring';
import { showDate, Status, Summary, Whole } from '../../shell/screen-parts';
import { premiumText, useRecurringPolicies } from './recurring-parts';
import { PremiumDueNotice } from './premium-due';
import type { PremiumDue } from '../../../core/api/recurring.contract';
import { useSettledOutcome } from '../../shell/current-route';
import { ReceiptSent } from '../../shell/receipt-sent';
import { PdfButton } from '../../shell/pdf-button';
import { WithHotline } from '../../shell/hotline';
import { useInsurer } from '../../shell/insurer';
import type { Reply } from '../../../core/api/openapi';

/**
 * The GIRO and card outcome pages (`…/status/*?ref=`). Loading it (again, after Back or a refresh) reads
 * the arrangement's status, settles this tab's draft and moves to the status's own page; it never submits anything.
 */
export default function ArrangementOutcomeScreen() {
  const services = useArea('recurring');
  const { reference, loaded } = useReceipt(services.loadArrangementOutcome);

  const receipt = loaded.state === 'ready' ? loaded.receipt : undefined;
  const failed = receipt && (receipt.status === 'unsuccessful' || receipt.status === 'cancelled');
  const confirmed = receipt && (receipt.status === 'successful' || receipt.status === 'aml');
  const o = t.outcome;
  const due = useDueByHand(receipt);
  const { phone, hours } = useInsurer();
  const heading = receipt
    ? o.headings[receipt.method][receipt.status]
    : !reference || loaded.state === 'failed'
      ? o.headings.unknown
      : o.headings.checking;
  useSettledOutcome(heading === o.headings.checking ? undefined : heading);
  return (
    <>
      <OutcomeHeading tone={receipt ? TONE_OF[receipt.status] : undefined} heading={heading}>
        {receipt ? (
          <p className="lead">
            {receipt.status === 'successful' && due ? o.successfulWithDue : o.what[receipt.status]}
          </p>
        ) : null}
        {receipt?.reason && failed ? <p>{t.review.reason(receipt.reason)}</p> : null}
        {receipt?.method === 'giro' && receipt.status === 'unsuccessful' ? (
          <p>
            <WithHotline text={o.giroHelp(phone, hours)} phone={phone} />
          </p>
        ) : null}
      </OutcomeHeading>
      {receipt && due ? <PremiumDueNotice policyNumber={receipt.policyNumber} due={due} /> : null}
      <ReceiptStatus reference={reference} loaded={loaded} texts={o} />
      {receipt?.status === 'pending' ? <Status>{o.pending}</Status> : null}
      {receipt?.receipt && reference ? (
        <ReceiptSent what="confirmation" reference={reference} sent={receipt.receipt} send={services.sendReceipt} />
      ) : null}
      {receipt ? <Receipt receipt={receipt} /> : null}
      {receipt?.method === 'giro' && receipt.status === 'successful' && receipt.firstDeductionDate ? (
        <p className="notice">{o.giroPayUntilActive(showDate(receipt.firstDeductionDate))}</p>
      ) : null}
      <p className="recurring-actions">
        {confirmed && reference ? (
          <PdfButton what="confirmation" reference={reference} pdf={services.confirmationPdf} />
        ) : null}
        {failed ? (
          <Link href={receipt.method === 'giro' ? PATH.giro : PATH.cardReview} className="button">
            {o.tryAgain}
          </Link>
        ) : null}
        <Link href={PATH.home} className="button" data-secondary={failed || confirmed ? '' : undefined}>
          {en.goHome}
        </Link>
      </p>
    </>
  );
}

/** The premium an arrangement made (set up or held) leaves to be paid by hand, from the server's list of policies. */
function useDueByHand(receipt: Reply<'/rs/v1/recurring/arrangements/status'> | undefined): PremiumDue | undefined {
  const { snapshot } = useRecurringPolicies();
  const { loadRecurringPolicies } = useArea('recurring');
  const made = receipt?.status === 'successful' || receipt?.status === 'aml';
  if (!receipt || !made || snapshot.status !== 'ready') return undefined;
  const policy = snapshot.policies.find((p) => p.policyNumber === receipt.policyNumber);
  return loadRecurringPolicies.dueByHand(policy, receipt.firstDeductionDate);
}

function Receipt({ receipt }: { receipt: Reply<'/rs/v1/recurring/arrangements/status'> }) {
  const rows: [string, ReactNode][] = [
    [t.outcome.reference, <Whole>{receipt.reference}</Whole>],
    [
      t.outcome.policy,
      <>
        {receipt.productName} <Whole>{`(${receipt.policyNumber})`}</Whole>
      </>,
    ],
    [t.outcome.premium, premiumText(receipt)],
  ];
  if (receipt.bank) {
    const bank = t.banks[receipt.bank];
    rows.push([t.outcome.bank, receipt.accountLast4 ? t.outcome.accountEnding(bank, receipt.accountLast4) : bank]);
  }
  if (receipt.cardType) {
    const type = t.cardTypes[receipt.cardType];
    rows.push([t.outcome.card, receipt.cardLast4 ? t.outcome.cardEnding(type, receipt.cardLast4) : type]);
  }
  if (receipt.firstDeductionDate && (receipt.status === 'successful' || receipt.status === 'aml')) {
    rows.push([t.outcome.firstDeduction, showDate(receipt.firstDeductionDate)]);
  }
  return <Summary rows={rows} />;
}
