import { useEffect, useState } from 'react';
import { FieldError, Form, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { Link } from 'wouter';
import { ROUTE } from '../../../core/shared/routes';
import { SupportReference } from '../../shell/support-reference';
import type { GiroBank } from '../../../core/api/recurring.contract';
import { useRecurringServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { showDate, Status } from '../../shell/screen-parts';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { SubmitButton } from '../../shell/busy-button';

/** /recurring-giro/select-bank: the bank, and when the first deduction will be. */
export default function GiroBankScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useRecurringServices();
  const snapshot = useStore(services.loadGiroSchedule.store);
  const draft = useStore(services.recurringDraft.store);
  const [bank, setBank] = useState<string | null>(draft.giro?.bank ?? null);
  const { formProps, edited, submit } = useFormSubmit();

  useEffect(() => {
    void services.loadGiroSchedule.execute();
  }, [services]);

  const onSubmit = submit(() => {
    if (snapshot.status !== 'ready') return {};
    const result = services.chooseGiroBank.execute(
      (bank ?? undefined) as GiroBank | undefined,
      snapshot.schedule.firstDeductionDate,
    );
    if (result.ok || result.error !== 'noBank') return; // the use case moved the page
    return { errors: { bank: t.bank.required } };
  });

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      {snapshot.status === 'noPolicy' ? (
        <Status>
          {t.nothingToReview} <Link href={ROUTE.recurring}>{t.startAgain}</Link>
        </Status>
      ) : null}
      {snapshot.status === 'loading' || snapshot.status === 'idle' ? <Status>{t.loading}</Status> : null}
      {snapshot.status === 'failed' && !snapshot.shown ? (
        <Status tone="error">
          {t.bank.loadFailed}{' '}
          <button type="button" className="link-button" onClick={() => void services.loadGiroSchedule.execute()}>
            {t.retry}
          </button>
          <SupportReference reference={snapshot.failure.reference} />
        </Status>
      ) : null}
      {snapshot.status === 'ready' ? (
        <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
          <RadioGroup
            name="bank"
            value={bank}
            onChange={(value) => {
              setBank(value);
              edited('bank');
            }}
            className="field radio-group"
          >
            <Label className="field-label">{t.bank.label}</Label>
            <Text slot="description" className="field-hint">
              {t.bank.hint}
            </Text>
            <FieldError className="field-error" />
            <div className="recurring-options recurring-banks">
              {snapshot.schedule.banks.map((code) => (
                <Radio key={code} value={code} className="radio radio-card">
                  {t.banks[code]}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          <div className="notice">
            <p>{t.bank.firstDeduction(showDate(snapshot.schedule.firstDeductionDate))}</p>
            <p>{t.bank.payUntilActive}</p>
          </div>
          <SubmitButton>{t.continue}</SubmitButton>
        </Form>
      ) : null}
    </>
  );
}
