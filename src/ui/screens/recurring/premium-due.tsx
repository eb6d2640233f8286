import { useState } from 'react';
import type { PremiumDue } from '../../../core/api/recurring.contract';
import { formatMoney } from '../../../core/shared/money';
import { BusyButton } from '../../shell/busy-button';
import { showDate, Summary } from '../../shell/screen-parts';
import { useServicesOnDemand } from '../../services-context';
import { recurringText as t } from '../../text/en-recurring';

/**
 * A premium the arrangement will not take: what, when, the last day for the cover, and one button into the one-time
 * payment with just that premium chosen (the payment area loads on the press).
 */
export function PremiumDueNotice({ policyNumber, due }: { policyNumber: string; due: PremiumDue }) {
  const payment = useServicesOnDemand('payment');
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(due.amountCents);
  return (
    <section className="notice notice-error" aria-labelledby="premium-due-title">
      <h2 className="recurring-h2" id="premium-due-title">
        {t.due.title}
      </h2>
      <p>{t.due.notTaken}</p>
      <Summary
        rows={[
          [t.due.amount, amount],
          [t.due.dueDate, showDate(due.dueDate)],
          [t.due.coverUntil, showDate(due.coverUntil)],
        ]}
      />
      <p>
        <BusyButton
          busy={busy}
          onClick={() => {
            if (busy) return;
            setBusy(true);
            void payment()
              .then((p) => p.payPremiumNow.execute(policyNumber, due.amountCents))
              .finally(() => setBusy(false));
          }}
        >
          {t.due.pay(amount)}
        </BusyButton>
      </p>
    </section>
  );
}
