import { SupportReference } from '../../shell/support-reference';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Checkbox, Form } from 'react-aria-components';
import { Link } from 'wouter';
import { formatMoney } from '../../../core/shared/money';
import type { SubmitResult } from '../../../core/payment/submit-payment.use-case';
import { usePaymentServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { paymentText as t } from '../../text/en-payment';
import { Whole } from '../../shell/outcome-parts';
import { methodText, PayorValue, PolicyTerm, Status, Summary, useStore } from './payment-parts';
import { BusyButton } from '../../shell/busy-button';
import { ROUTE } from '../../../core/shared/routes';

const CONSENT_ERROR = 'payment-consent-error';

/** Where a step missing from the draft is done. */
const STEP_OF: Record<string, string> = {
  noPolicies: ROUTE.oneTimePayment,
  noMethod: ROUTE.paymentMethod,
  noPayor: ROUTE.paymentMethod,
  noDeclaration: ROUTE.thirdPartyDeclaration,
};

/**
 * /one-time-payment/payment-review: what, for which policies, how, by whom; consent; one Pay button.
 * SubmitPayment joins repeated presses (double click, Enter plus click) and keeps the idempotency key
 * across a refresh; while the outcome is unknown the button asks again with the same key.
 */
export default function PaymentReviewScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = usePaymentServices();
  const draft = useStore(services.paymentDraft.store);
  const submitting = useStore(services.submitPayment.store).status === 'submitting';
  const checkbox = useRef<HTMLInputElement>(null);
  // A submitted intent was consented to already; a refresh must not ask again before checking it.
  const [consent, setConsent] = useState(draft.submission !== undefined);
  const [consentError, setConsentError] = useState(false);
  const [result, setResult] = useState<SubmitResult | undefined>();

  useEffect(() => services.submitPayment.reset(), [services]);
  useEffect(() => {
    if (consentError) checkbox.current?.focus();
  }, [consentError, result]);

  const { lines, method, payor, submission } = draft;
  const missing = lines.length === 0 ? 'noPolicies' : !method ? 'noMethod' : !payor ? 'noPayor' : undefined;
  if (missing || !method || !payor) {
    return (
      <>
        <JourneyHeading>{text.title}</JourneyHeading>
        <Status>
          {t.review.missing[missing ?? 'noPolicies']} <Link href={STEP_OF[missing ?? 'noPolicies']!}>{t.continue}</Link>
        </Status>
      </>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await services.submitPayment.execute({ consent });
    setResult(outcome);
    setConsentError(outcome.kind === 'invalid' && outcome.error === 'noConsent');
  }

  const total = services.paymentDraft.totalCents;
  const rows: [ReactNode, ReactNode][] = [
    ...lines.map((l): [ReactNode, ReactNode] => [
      <PolicyTerm name={l.productName} number={l.policyNumber} />,
      <Whole>{formatMoney(l.amountCents)}</Whole>,
    ]),
    [t.review.total, <Whole>{formatMoney(total)}</Whole>],
    [t.review.method, methodText(method.kind, method.kind === 'card' ? method.brand : undefined)],
    [t.review.payor, <PayorValue payor={payor.kind} />],
  ];
  const unconfirmed = result?.kind === 'unconfirmed' || (result === undefined && submission?.state === 'unconfirmed');
  const invalid = result?.kind === 'invalid' && result.error !== 'noConsent' ? result.error : undefined;

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      <h2 className="payment-h2">{t.review.summary}</h2>
      <Summary rows={rows} label={t.review.summary} />
      <Form className="form payment-pay" onSubmit={(event) => void onSubmit(event)} aria-label={text.title}>
        <div className="field">
          <Checkbox
            inputRef={checkbox}
            name="consent"
            className="payment-checkbox"
            isSelected={consent}
            isDisabled={submission !== undefined}
            onChange={(value) => {
              setConsent(value);
              setConsentError(false);
            }}
            isInvalid={consentError}
            aria-describedby={consentError ? CONSENT_ERROR : undefined}
          >
            {t.review.consent}
          </Checkbox>
          {consentError ? (
            <p id={CONSENT_ERROR} className="field-error">
              {t.review.consentRequired}
            </p>
          ) : null}
        </div>
        {unconfirmed ? (
          <Status tone="error">
            {t.review.unconfirmed}
            <SupportReference reference={result?.kind === 'unconfirmed' ? result.reference : undefined} />
          </Status>
        ) : null}
        {result?.kind === 'failed' && !result.shown ? (
          <Status tone="error">
            {t.review.failed}
            <SupportReference reference={result.failure.reference} />
          </Status>
        ) : null}
        {result?.kind === 'badQr' ? <Status tone="error">{t.review.badQr(submission?.reference ?? '')}</Status> : null}
        {invalid ? (
          <Status tone="error">
            {t.review.missing[invalid] ?? t.limitErrors[invalid as keyof typeof t.limitErrors]}{' '}
            {STEP_OF[invalid] ? <Link href={STEP_OF[invalid]}>{t.continue}</Link> : null}
          </Status>
        ) : null}
        <BusyButton type="submit" busy={submitting}>
          {submitting
            ? t.review.paying
            : unconfirmed
              ? t.review.checkAgain
              : submission?.state === 'accepted'
                ? t.review.resume
                : t.review.pay(formatMoney(total))}
        </BusyButton>
      </Form>
    </>
  );
}
