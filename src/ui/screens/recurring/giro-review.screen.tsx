import { ArrangementReview } from './arrangement-review';

/** /recurring-arrangements/giro/review: then the bank's own authorisation page. */
export default function GiroReviewScreen() {
  return <ArrangementReview method="giro" />;
}
