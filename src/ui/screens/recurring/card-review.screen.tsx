import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROUTE } from '../../../core/shared/routes';
import type { ArrangementStatusBody } from '../../../core/api/recurring.contract';
import { useServices } from '../../services-context';
import { recurringText as t } from '../../text/en-recurring';
import { ArrangementReview } from './arrangement-review';
import { Status } from './recurring-parts';

/**
 * /recurring-credit-card/review, and where the gateway returns a declined or cancelled card (`?ref=`):
 * the server says what happened; the choices are kept for a deliberate new attempt.
 */
export default function CardReviewScreen() {
  const services = useServices();
  const [, navigate] = useLocation();
  const reference = new URLSearchParams(useSearch()).get('ref');
  const [returned, setReturned] = useState<ArrangementStatusBody | undefined>();

  useEffect(() => {
    if (!reference) return;
    let live = true;
    void services.loadArrangementOutcome.execute(reference).then((result) => {
      if (!live || !result.ok) return;
      const status = result.data.status;
      const query = `?ref=${encodeURIComponent(reference)}`;
      if (status === 'successful') navigate(ROUTE.cardSuccessful + query, { replace: true });
      else if (status === 'aml') navigate(ROUTE.cardAml + query, { replace: true });
      else setReturned(result.data);
    });
    return () => {
      live = false;
    };
  }, [services, reference, navigate]);

  const notice =
    returned?.status === 'unsuccessful' || returned?.status === 'cancelled' ? (
      <Status tone="error">
        <p>{returned.status === 'unsuccessful' ? t.review.declined : t.review.cancelled}</p>
        {returned.reason ? <p>{t.review.reason(returned.reason)}</p> : null}
      </Status>
    ) : undefined;
  return <ArrangementReview method="card" notice={notice} />;
}
