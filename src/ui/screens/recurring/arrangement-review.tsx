import { useEffect, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'wouter';
import { ROUTE } from '../../../core/shared/routes';
import type { RecurringMethod } from '../../../core/recurring/recurring-draft';
import type { SubmitArrangementResult } from '../../../core/recurring/submit-arrangement.use-case';
import { useRecurringServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { showDate, Status, Summary } from '../../shell/screen-parts';
import { CheckboxField } from '../../shell/form-parts';
import { SupportReference } from '../../shell/support-reference';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { premiumText } from './recurring-parts';
import { BusyButton } from '../../shell/busy-button';


/**
 * The review page of either method: summary, terms, consent, and one button that submits exactly once
 * (SubmitArrangement joins repeated presses and keeps the idempotency key across a refresh).
 */
export function ArrangementReview({ method, notice }: { method: RecurringMethod; notice?: ReactNode }) {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useRecurringServices();
  const draft = useStore(services.recurringDraft.store);
  const submitting = useStore(services.submitArrangement.store).status === 'submitting';
  const [consent, setConsent] = useState(false);
  const [result, setResult] = useState<SubmitArrangementResult | undefined>();
  const { formProps, errors, edited, submit } = useFormSubmit();

  useEffect(() => services.submitArrangement.reset(), [services]);

  const { policy, giro, cardType } = draft;
  if (!policy || draft.method !== method) {
    return (
      <>
        <JourneyHeading>{text.title}</JourneyHeading>
        {notice}
        <Status>
          {t.nothingToReview} <Link href={ROUTE.recurring}>{t.startAgain}</Link>
        </Status>
      </>
    );
  }

  // Every outcome ends the busy state, leaving for the bank too: Back from there must find a working button.
  const onSubmit = submit(async () => {
    const outcome = await services.submitArrangement.execute({ consent });
    setResult(outcome);
    return outcome.kind === 'invalid' && outcome.error === 'noConsent'
      ? { errors: { consent: t.review.consentRequired } }
      : {};
  });

  const rows: [string, ReactNode][] = [
    [t.review.policy, `${policy.productName} (${policy.policyNumber})`],
    [t.review.premium, premiumText(policy)],
    [t.review.method, method === 'giro' ? t.review.giroMethod : t.review.cardMethod],
  ];
  if (method === 'giro') {
    rows.push([t.review.holder, giro?.accountHolderName ?? '']);
    rows.push([t.review.bank, giro?.bank ? t.banks[giro.bank] : '']);
    if (giro?.firstDeductionDate) rows.push([t.review.firstDeduction, showDate(giro.firstDeductionDate)]);
  } else {
    rows.push([t.review.cardType, cardType ? t.cardTypes[cardType] : '']);
  }

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      {notice}
      <h2 className="recurring-h2">{t.review.summary}</h2>
      <Summary rows={rows} />
      {policy.arrangement ? <p className="notice">{t.policy.replaces}</p> : null}
      <h2 className="recurring-h2">{t.review.terms}</h2>
      <ul className="recurring-terms">
        {(method === 'giro' ? t.review.giroTerms : t.review.cardTerms).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {/* The consent says its own error (CheckboxField), not through the Form. */}
      <Form {...formProps} validationErrors={undefined} onSubmit={onSubmit} aria-label={text.title}>
        <CheckboxField name="consent" isSelected={consent} onChange={setConsent} onEdit={edited} error={errors.consent}>
          {t.review.consent}
        </CheckboxField>
        {result?.kind === 'unconfirmed' ? (
          <Status tone="error">
            {t.review.unconfirmed}
            <SupportReference reference={result.reference} />
          </Status>
        ) : null}
        {result?.kind === 'failed' && !result.shown ? (
          <Status tone="error">
            {t.review.failed}
            <SupportReference reference={result.failure.reference} />
          </Status>
        ) : null}
        <BusyButton type="submit" busy={submitting}>
          {submitting ? t.review.submitting : method === 'giro' ? t.review.submitGiro : t.review.submitCard}
        </BusyButton>
      </Form>
    </>
  );
}
