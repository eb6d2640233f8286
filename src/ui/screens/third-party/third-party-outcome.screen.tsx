import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link, useSearch } from 'wouter';
import { formatMoney } from '../../../core/payment/money';
import { formatInstant, parseInstant } from '../../../core/payment/sg-date';
import type { ThirdPartyOutcome } from '../../../core/third-party/load-third-party-outcome.use-case';
import { useServices } from '../../services-context';
import { useScreenText } from '../../shell/current-route';
import { useInsurer } from '../../shell/insurer';
import { payeeRows } from '../../shell/payee-rows';
import { ScreenHeading } from '../../shell/screen-heading';
import { thirdPartyText as t } from '../../text/en-third-party';
import { DownloadCopy, Status, Summary, useStore } from './third-party-parts';

/**
 * /payment-status/third-party/succesful and /payment-status/third-party (the spec's spellings): the
 * receipt, or why it did not complete. What happened is asked of the server, whichever path this is.
 */
export default function ThirdPartyOutcomeScreen() {
  const text = useScreenText();
  const services = useServices();
  const draft = useStore(services.thirdPartyDraft.store);
  const reference = new URLSearchParams(useSearch()).get('ref');
  const [outcome, setOutcome] = useState<ThirdPartyOutcome | 'loading'>('loading');

  useEffect(() => {
    let live = true;
    void services.loadThirdPartyOutcome.execute(reference).then((o) => live && setOutcome(o));
    return () => {
      live = false;
    };
  }, [services, reference]);

  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{text.purpose}</p>
      {outcome === 'loading' ? <Status>{t.outcome.loading}</Status> : <OutcomeBody outcome={outcome} />}
      {draft.copy && outcome !== 'loading' && outcome.kind === 'payment' ? <DownloadCopy copy={draft.copy} /> : null}
      <p className="aside">
        <Link href="/third-party">{t.outcome.startAgain}</Link>
      </p>
    </>
  );
}

function OutcomeBody({ outcome }: { outcome: ThirdPartyOutcome }) {
  const o = t.outcome;
  const { insurer } = useInsurer();
  if (outcome.kind === 'declarationHeld') {
    return (
      <Status>
        <p>{o.declarationHeld}</p>
        <p>
          {o.reference}: <strong>{outcome.reference}</strong>
        </p>
      </Status>
    );
  }
  if (outcome.kind === 'unknown') return <Status>{o.unknown}</Status>;
  if (outcome.kind === 'failed') return outcome.shown ? null : <Status tone="error">{o.failed}</Status>;
  const p = outcome.payment;
  const paidAt = p.paidAt ? parseInstant(p.paidAt) : undefined;
  const ok = p.status === 'successful';
  return (
    <>
      <Status tone={ok || p.status === 'pending' || p.status === 'aml' ? 'info' : 'error'}>
        <p>{o.reasons[p.status]}</p>
        {p.status === 'unsuccessful' && p.reason ? <p>{o.reasonFromGateway(p.reason)}</p> : null}
        {p.status === 'unsuccessful' || p.status === 'cancelled' ? (
          <p>
            <Link href="/third-party/source-of-funds">{o.tryAgain}</Link>
          </p>
        ) : null}
      </Status>
      <h2 className="tp-h2">{o.receiptHeading}</h2>
      <Summary
        label={o.receiptHeading}
        rows={[
          [o.reference, p.reference],
          ...payeeRows(insurer),
          ...(paidAt !== undefined ? [[o.paidAt, formatInstant(paidAt)] as const] : []),
          ...p.lines.map((l) => [o.policy, `${l.productName} ${l.policyNumber}`] as const),
          [o.amount, formatMoney(p.totalCents)],
          [o.method, t.pay.brands[p.cardBrand] ?? p.cardBrand],
          [o.payor, p.payorName],
        ]}
      />
      {ok ? (
        <p>
          <Button className="button" data-secondary onPress={() => window.print()}>
            {o.print}
          </Button>
        </p>
      ) : null}
    </>
  );
}
