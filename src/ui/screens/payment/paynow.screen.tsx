import { formatMoney } from '../../../core/shared/money';
import { useArea } from '../../services-context';
import { PageIntro } from '../../shell/steps';
import { paynowText } from '../../text/en-paynow';
import { StatusLink, Whole } from '../../shell/screen-parts';
import { PayNowCode } from './paynow-code';

export { warmUpPayNowQr } from './paynow-qr';
import { PolicyTerm } from './payment-parts';
import { PATH } from '../../../core/shared/paths';

/** /one-time-payment/paynow: the policyholder's PayNow code (PayNowCode), for the policies in the payment draft. */
export default function PayNowScreen() {
  const services = useArea('payment');
  const { lines, submission } = services.paymentDraft.snapshot;
  return (
    <>
      <PageIntro purposes={paynowText.purposes} />
      <PayNowCode
        services={services}
        pays={lines.map((l) => [
          <PolicyTerm name={l.productName} number={l.policyNumber} />,
          <Whole>{formatMoney(l.amountCents)}</Whole>,
        ])}
        reference={submission?.reference ?? ''}
        none={<StatusLink says={paynowText.none} href={PATH.paymentReview} link={paynowText.toReview} />}
        // A session that ends while the customer is in the banking app does not lose the payment: the receipt and
        // the recent payments after the next login say it arrived.
        away={(watch) => <p className="field-hint">{paynowText.away(watch.receiptTo?.sentTo)}</p>}
      />
    </>
  );
}
