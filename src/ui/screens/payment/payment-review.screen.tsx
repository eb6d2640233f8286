import { useEffect, type ReactNode } from 'react';
import { formatMoney } from '../../../core/shared/money';
import { useScreenText } from '../../shell/current-route';
import { PageIntro, MissingStep } from '../../shell/steps';
import { paymentText as t } from '../../text/en-payment';
import { showDate, Status, Summary, Whole } from '../../shell/screen-parts';
import { ConsentForm, useConsentSubmit } from '../../shell/consent-form';
import { useFormSubmit } from '../../shell/use-form-submit';
import { missingPaymentStep } from '../../../core/payment/payment-steps';
import { methodText, PayorCopyOffer, PayorValue, PolicyTerm, usePaymentDraft } from './payment-parts';
import { prepareScreen } from '../../shell/route-view';
import { PATH } from '../../../core/shared/paths';

/**
 * /one-time-payment/payment-review: what, for which policies, how, by whom; consent; one Pay button.
 * SubmitPayment joins repeated presses (double click, Enter plus click) and keeps the idempotency key
 * across a refresh; while the outcome is unknown the button asks again with the same key.
 */
export default function PaymentReviewScreen() {
  const text = useScreenText();
  const { services, draft } = usePaymentDraft();
  // A submitted intent was consented to already; a refresh must not ask again before checking it.
  const form = useFormSubmit();
  const review = useConsentSubmit(
    form,
    services.submitPayment,
    t.review.consentRequired,
    draft.submission !== undefined,
  );
  const { result, submitting } = review;
  // PayNow's screen (its chunk, lean-qr) loads while the customer reads: the button's wait is the payment call alone.
  const payNow = draft.method?.kind === 'paynow';
  useEffect(() => {
    if (payNow) prepareScreen(PATH.payNow);
  }, [payNow]);
  useEffect(() => {
    if (payNow && review.consent) void import('./paynow.screen').then((screen) => screen.warmUpPayNowQr());
  }, [payNow, review.consent]);

  const missing = missingPaymentStep(draft);
  if (missing) return <MissingStep step={missing} says={t.review.missing[missing.missing]} link={t.continue} />;
  const { lines, submission } = draft;
  const method = draft.method!;
  const payor = draft.payor!;

  const total = services.paymentDraft.totalCents;
  const rows: [ReactNode, ReactNode][] = [
    ...lines.map((l): [ReactNode, ReactNode] => [
      <PolicyTerm name={l.productName} number={l.policyNumber} />,
      l.alsoCollected ? (
        <>
          <Whole>{formatMoney(l.amountCents)}</Whole>
          <span className="payment-line payment-muted">
            {t.review.alsoCollected[l.alsoCollected.by](showDate(l.alsoCollected.on))}
          </span>
        </>
      ) : (
        <Whole>{formatMoney(l.amountCents)}</Whole>
      ),
    ]),
    [t.review.total, <Whole>{formatMoney(total)}</Whole>],
    [t.review.method, methodText(method.kind, method.kind === 'card' ? method.brand : undefined)],
    [t.review.payor, <PayorValue payor={payor.kind} />],
  ];
  const unconfirmed = result?.kind === 'unconfirmed' || (result === undefined && submission?.state === 'unconfirmed');
  const invalid = result?.kind === 'invalid' && result.error !== 'noConsent' ? result.error : undefined;

  return (
    <>
      <PageIntro purposes={t.purposes} />
      <h2 className="payment-h2">{t.review.summary}</h2>
      <Summary rows={rows} label={t.review.summary} />
      <PayorCopyOffer payor={payor.kind} />
      <ConsentForm
        review={review}
        label={text.title}
        className="form payment-pay"
        consent={t.review.consent}
        consentLocked={submission !== undefined}
        unconfirmed={unconfirmed}
        texts={t.review}
        button={
          submitting
            ? t.review.paying
            : unconfirmed
              ? t.review.checkAgain
              : submission?.state === 'accepted'
                ? t.review.resume
                : method.kind === 'paynow'
                  ? t.review.showQr
                  : t.review.pay(formatMoney(total))
        }
      >
        {result?.kind === 'badQr' ? <Status tone="error">{t.review.badQr(submission?.reference ?? '')}</Status> : null}
        {invalid ? (
          <Status tone="error">
            {invalid in t.review.missing
              ? t.review.missing[invalid as keyof typeof t.review.missing]
              : t.limitErrors[invalid as keyof typeof t.limitErrors]}
          </Status>
        ) : null}
      </ConsentForm>
    </>
  );
}
