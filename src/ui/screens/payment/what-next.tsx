import { useState } from 'react';
import type { AfterPayment } from '../../../core/api/payment.contract';
import { useServicesOnDemand } from '../../services-context';
import { BusyButton } from '../../shell/busy-button';
import { showDate } from '../../shell/screen-parts';
import { paymentOutcomeText } from '../../text/en-payment-outcome';

/**
 * What happens next, as the server says, on the policyholder's and the payor's receipt: each policy's state and next
 * due date, the records, and GIRO (the server offers GIRO and a due date to the policyholder only). `nameOf` names a
 * policy as its receipt does.
 */
export function WhatNext({
  after,
  nameOf,
  payor,
}: {
  after: AfterPayment;
  nameOf: (n: string) => string;
  payor?: boolean;
}) {
  const o = paymentOutcomeText.next;
  return (
    <section aria-labelledby="what-next">
      <h2 className="payment-h2" id="what-next">
        {o.heading}
      </h2>
      <ul className="what-next">
        {after.policies.map((p) => (
          <li key={p.policyNumber}>
            {p.upToDate ? o.upToDate(nameOf(p.policyNumber)) : o.stillDue(nameOf(p.policyNumber))}
            {p.nextDueDate ? ` ${o.nextDue(showDate(p.nextDueDate))}` : null}
          </li>
        ))}
        <li>{(payor ? o.recordedForPayor : o.recordedBy)(showDate(after.recordedBy))}</li>
      </ul>
      {after.policies
        .filter((p) => p.offerGiro)
        .map((p) => (
          <GiroOffer key={p.policyNumber} policyNumber={p.policyNumber} name={nameOf(p.policyNumber)} />
        ))}
    </section>
  );
}

/** After an overdue premium: into the recurring journey's GIRO step for that policy (its area loads on the press). */
function GiroOffer({ policyNumber, name }: { policyNumber: string; name: string }) {
  const o = paymentOutcomeText.next;
  const recurring = useServicesOnDemand('recurring');
  const [busy, setBusy] = useState(false);
  return (
    <div className="notice">
      <p>{o.giro(name)}</p>
      <BusyButton
        busy={busy}
        onClick={() => {
          setBusy(true);
          void recurring()
            .then((r) => r.setUpGiroFor.execute(policyNumber))
            .finally(() => setBusy(false));
        }}
      >
        {o.giroButton(name)}
      </BusyButton>
    </div>
  );
}
