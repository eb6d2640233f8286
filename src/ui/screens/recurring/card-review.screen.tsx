import { useArea } from '../../services-context';
import { recurringText as t } from '../../text/en-recurring';
import { ArrangementReview } from './arrangement-review';
import { Status } from '../../shell/screen-parts';
import { useReceipt } from '../../shell/outcome-parts';

/**
 * /recurring-credit-card/review, and where the gateway returns a declined or cancelled card (`?ref=`):
 * the server says what happened; the choices are kept for a deliberate new attempt.
 */
export default function CardReviewScreen() {
  const services = useArea('recurring');
  // A card that was saved after all: the use case has moved the customer to its outcome page.
  const { loaded } = useReceipt(services.loadArrangementOutcome);
  const returned = loaded.state === 'ready' ? loaded.receipt : undefined;

  const notice =
    returned?.status === 'unsuccessful' || returned?.status === 'cancelled' ? (
      <Status tone="error">
        <p>{returned.status === 'unsuccessful' ? t.review.declined : t.review.cancelled}</p>
        {returned.reason ? <p>{t.review.reason(returned.reason)}</p> : null}
      </Status>
    ) : undefined;
  return <ArrangementReview method="card" notice={notice} />;
}
