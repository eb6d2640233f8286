import { useEffect } from 'react';
import { formatMoney } from '../../../core/shared/money';
import { useArea } from '../../services-context';
import { StepHeading } from '../../shell/steps';
import { Whole } from '../../shell/screen-parts';
import { en } from '../../text/en';
import { paynowText } from '../../text/en-paynow';
import { guestPayorText } from '../../text/en-third-party-guest';
import { PayNowCode } from '../payment/paynow-code';

export { warmUpPayNowQr } from '../payment/paynow-qr';

/**
 * The guest payor's PayNow code, on /third-party/source-of-funds in place of the form (the spec has no guest PayNow
 * route): the policyholder's PayNow page's parts, watched with the guest token, moving on to the third-party outcome.
 */
export function GuestPayNow(props: { policyNumber: string; amountCents: number; reference: string }) {
  const services = useArea('guestPayNow');
  // After PayNowCode has started watching: the first check goes at once, as on the policyholder's page (no page of
  // this area's own for the composition to tell of the arrival).
  useEffect(() => services.payNowWatch.prepare(), [services]);
  return (
    <>
      <StepHeading>{en.screens.payNow.title}</StepHeading>
      <p className="lead">{paynowText.purposes.payNow}</p>
      <PayNowCode
        services={services}
        pays={[[guestPayorText.pay.policy(props.policyNumber), <Whole>{formatMoney(props.amountCents)}</Whole>]]}
        reference={props.reference}
        none={null}
      />
    </>
  );
}
