import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { ArrangementStatusBody } from '../../../core/api/recurring.contract';
import { useRecurringServices } from '../../services-context';
import { recurringText as t } from '../../text/en-recurring';
import { ArrangementReview } from './arrangement-review';
import { Status } from '../../shell/screen-parts';

/**
 * /recurring-credit-card/review, and where the gateway returns a declined or cancelled card (`?ref=`):
 * the server says what happened; the choices are kept for a deliberate new attempt.
 */
export default function CardReviewScreen() {
  const services = useRecurringServices();
  const reference = new URLSearchParams(useSearch()).get('ref');
  const [returned, setReturned] = useState<ArrangementStatusBody | undefined>();

  useEffect(() => {
    if (!reference) return;
    let live = true;
    void services.loadArrangementOutcome.execute(reference).then((result) => {
      // A card that was saved after all: the use case has moved the customer to its outcome page.
      if (live && result.kind === 'ok') setReturned(result.data);
    });
    return () => {
      live = false;
    };
  }, [services, reference]);

  const notice =
    returned?.status === 'unsuccessful' || returned?.status === 'cancelled' ? (
      <Status tone="error">
        <p>{returned.status === 'unsuccessful' ? t.review.declined : t.review.cancelled}</p>
        {returned.reason ? <p>{t.review.reason(returned.reason)}</p> : null}
      </Status>
    ) : undefined;
  return <ArrangementReview method="card" notice={notice} />;
}
