import { useEffect, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'wouter';
import { formatMoney } from '../../../core/shared/money';
import type { SubmitResult } from '../../../core/payment/submit-payment.use-case';
import { usePaymentServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { paymentText as t } from '../../text/en-payment';
import { Whole } from '../../shell/outcome-parts';
import { Status, Summary } from '../../shell/screen-parts';
import { CheckboxField } from '../../shell/form-parts';
import { SupportReference } from '../../shell/support-reference';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { methodText, PayorValue, PolicyTerm } from './payment-parts';
import { BusyButton } from '../../shell/busy-button';
import { ROUTE } from '../../../core/shared/routes';

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
  // A submitted intent was consented to already; a refresh must not ask again before checking it.
  const [consent, setConsent] = useState(draft.submission !== undefined);
  const [result, setResult] = useState<SubmitResult | undefined>();
  const { formProps, errors, edited, submit } = useFormSubmit();

  useEffect(() => services.submitPayment.reset(), [services]);

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

  // Every outcome ends the busy state, leaving for the gateway too: Back from there must find a working button.
  const onSubmit = submit(async () => {
    const outcome = await services.submitPayment.execute({ consent });
    setResult(outcome);
    return outcome.kind === 'invalid' && outcome.error === 'noConsent'
      ? { errors: { consent: t.review.consentRequired } }
      : {};
  });

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
      {/* The consent says its own error (CheckboxField), not through the Form. */}
      <Form
        {...formProps}
        className="form payment-pay"
        validationErrors={undefined}
        onSubmit={onSubmit}
        aria-label={text.title}
      >
        <CheckboxField
          name="consent"
          isSelected={consent}
          isDisabled={submission !== undefined}
          onChange={setConsent}
          onEdit={edited}
          error={errors.consent}
        >
          {t.review.consent}
        </CheckboxField>
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
