import type { ReactNode } from 'react';
import type { RecurringMethod } from '../../../core/recurring/recurring-draft';
import { useScreenText } from '../../shell/current-route';
import { PageIntro, MissingStep } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { showDate, Summary } from '../../shell/screen-parts';
import { ConsentForm, useConsentSubmit } from '../../shell/consent-form';
import { useFormSubmit } from '../../shell/use-form-submit';
import { missingText, premiumText, useRecurringDraft } from './recurring-parts';

/**
 * The review page of either method: summary, terms, consent, and one button that submits exactly once
 * (SubmitArrangement joins repeated presses and keeps the idempotency key across a refresh).
 */
export function ArrangementReview({ method, notice }: { method: RecurringMethod; notice?: ReactNode }) {
  const text = useScreenText();
  const { services, draft } = useRecurringDraft();
  const form = useFormSubmit();
  const review = useConsentSubmit(form, services.submitArrangement, t.review.consentRequired);

  const missing = services.recurringDraft.missingStep(method);
  if (missing) {
    return (
      <MissingStep step={missing} {...missingText(missing.missing)}>
        {notice}
      </MissingStep>
    );
  }
  const { giro, cardType } = draft;
  const policy = draft.policy!;

  const rows: [string, ReactNode][] = [
    [t.review.policy, `${policy.productName} (${policy.policyNumber})`],
    [t.review.premium, premiumText(policy)],
    [t.review.method, method === 'giro' ? t.review.giroMethod : t.review.cardMethod],
  ];
  if (method === 'giro') {
    rows.push([t.review.holder, giro?.accountHolderName ?? '']);
    rows.push([t.review.bank, giro?.bank ? t.banks[giro.bank] : '']);
    if (giro?.bank) rows.push([t.review.account, t.review.accountAtBank(t.banks[giro.bank])]);
    if (giro?.firstDeductionDate) rows.push([t.review.firstDeduction, showDate(giro.firstDeductionDate)]);
  } else {
    rows.push([t.review.cardType, cardType ? t.cardTypes[cardType] : '']);
  }

  return (
    <>
      <PageIntro purposes={t.purposes} />
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
      <ConsentForm
        review={review}
        label={text.title}
        consent={t.review.consent}
        unconfirmed={review.result?.kind === 'unconfirmed'}
        texts={t.review}
        button={review.submitting ? t.review.submitting : method === 'giro' ? t.review.submitGiro : t.review.submitCard}
      />
    </>
  );
}
