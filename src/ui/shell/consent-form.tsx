import { useEffect, useState, type ReactNode } from 'react';
import { Form } from './form';
import type { ApiFailure } from '../../core/http/api-client';
import type { Store } from '../../core/shared/store';
import { BusyButton } from './busy-button';
import { CheckboxField } from './form-parts';
import { FailedStatus } from './screen-parts';
import type { FormSubmit } from './use-form-submit';
import { useStore } from './use-store';

/** What a review's submit can end in, as far as its page is concerned (SubmitPayment, SubmitArrangement). */
interface ReviewOutcome {
  kind: string;
  error?: unknown;
  failure?: ApiFailure;
  shown?: boolean;
  reference?: string;
}

/** A review's submit use case: one intent at a time (its store says `submitting`), reset when the page opens. */
interface ReviewSubmit<R extends ReviewOutcome> {
  readonly store: Pick<Store<{ status: string }>, 'subscribe' | 'getSnapshot'>;
  reset(): void;
  execute(input: { consent: boolean }): Promise<R>;
}

/**
 * A review page's consent and its one submit (the payment's Pay, the arrangement's Submit), on the page's own
 * useFormSubmit. The use case's
 * SingleFlight is what makes it exactly once; every outcome ends the form's busy state, leaving for a gateway or
 * bank included, so Back from there finds a working button.
 */
export function useConsentSubmit<R extends ReviewOutcome>(
  form: FormSubmit,
  useCase: ReviewSubmit<R>,
  consentRequired: string,
  initialConsent = false,
) {
  const submitting = useStore(useCase.store).status === 'submitting';
  const [consent, setConsent] = useState(initialConsent);
  const [result, setResult] = useState<R | undefined>();
  useEffect(() => useCase.reset(), [useCase]);
  const onSubmit = form.submit(async () => {
    const outcome = await useCase.execute({ consent });
    setResult(outcome);
    return outcome.kind === 'invalid' && outcome.error === 'noConsent' ? { errors: { consent: consentRequired } } : {};
  });
  return { submitting, consent, setConsent, result, onSubmit, form };
}

/**
 * The review's form: the consent box (its error its own, not the Form's), what the last submit left unsaid by the
 * dialog (still confirming, refused, with the call's support reference), the page's own notices, one button.
 */
export function ConsentForm({
  review,
  label,
  className,
  consent,
  consentLocked = false,
  unconfirmed,
  texts,
  button,
  children,
}: {
  review: ReturnType<typeof useConsentSubmit>;
  label: string;
  className?: string;
  consent: ReactNode;
  /** An intent already submitted was consented to: the box stays ticked. */
  consentLocked?: boolean;
  /** "Still confirming": the last submit's outcome is unknown (or the draft says so after a refresh). */
  unconfirmed: boolean;
  texts: { unconfirmed: string; failed: string };
  button: ReactNode;
  children?: ReactNode;
}) {
  const { result, form } = review;
  return (
    <Form
      {...form.formProps}
      className={className ?? form.formProps.className}
      validationErrors={undefined}
      onSubmit={review.onSubmit}
      aria-label={label}
    >
      <CheckboxField
        name="consent"
        isSelected={review.consent}
        isDisabled={consentLocked}
        onChange={review.setConsent}
        onEdit={form.edited}
        error={form.errors.consent}
      >
        {consent}
      </CheckboxField>
      {unconfirmed ? (
        <FailedStatus reference={result?.kind === 'unconfirmed' ? result.reference : undefined}>
          {texts.unconfirmed}
        </FailedStatus>
      ) : null}
      {result?.kind === 'failed' && !result.shown ? (
        <FailedStatus reference={result.failure?.reference}>{texts.failed}</FailedStatus>
      ) : null}
      {children}
      <BusyButton type="submit" busy={review.submitting}>
        {button}
      </BusyButton>
    </Form>
  );
}
