import { useEffect, useState } from 'react';
import { Form } from '../../shell/form';
import { PATH } from '../../../core/shared/paths';
import type { GiroBank } from '../../../core/api/recurring.contract';
import { useScreenText } from '../../shell/current-route';
import { PageIntro, MissingStep } from '../../shell/steps';
import { recurringText as t } from '../../text/en-recurring';
import { LoadStatus, showDate } from '../../shell/screen-parts';
import { ChoiceField } from '../../shell/choice-field';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { missingText, useRecurringDraft } from './recurring-parts';
import { SubmitButton } from '../../shell/submit-button';

/** /recurring-giro/select-bank: the bank, and when the first deduction will be. */
export default function GiroBankScreen() {
  const text = useScreenText();
  const { services, draft } = useRecurringDraft();
  const snapshot = useStore(services.loadGiroSchedule.store);
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

  const missing = services.recurringDraft.missingStep('giro', PATH.giroSelectBank);
  if (missing) return <MissingStep step={missing} {...missingText(missing.missing)} />;

  return (
    <>
      <PageIntro purposes={t.purposes} />
      <LoadStatus
        snapshot={snapshot}
        loading={t.loading}
        failed={t.bank.loadFailed}
        retry={{ label: t.retry, onPress: () => void services.loadGiroSchedule.execute() }}
      />
      {snapshot.status === 'ready' ? (
        <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
          <ChoiceField
            name="bank"
            label={t.bank.label}
            hint={t.bank.hint}
            value={bank}
            onChange={setBank}
            onEdit={edited}
            choices={snapshot.schedule.banks.map((code) => ({ value: code, label: t.banks[code] }))}
            listClassName="recurring-options recurring-banks"
          />
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
