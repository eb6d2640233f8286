import { lazy, Suspense, useState } from 'react';
import { FieldError, Form, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import type { IdType } from '../../../core/api/login.contract';
import { useThirdPartyServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { en } from '../../text/en';
import { thirdPartyText as t } from '../../text/en-third-party';
import { Status } from '../../shell/screen-parts';
import { errorTexts, formText, useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { SubmitButton } from '../../shell/busy-button';

// The declaration's form (with react-aria's Select) loads only once a policy is found.
const DeclareStep = lazy(() => import(/* webpackChunkName: "third-party-declare" */ './declare-step'));

const FIND_ERRORS = {
  policyNumber: t.find.errors.policyNumber,
  idNumber: t.declaration.errors.idNumber!,
  dateOfBirth: t.declaration.errors.dateOfBirth!,
};

/**
 * /third-party, without logging in: first find the policy (number plus the policyholder's ID number
 * and date of birth), then the payor's declaration for it. One route, two steps, as the spec has it.
 */
export default function FindPolicyScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useThirdPartyServices();
  const draft = useStore(services.thirdPartyDraft.store);
  const policy = draft.mode === 'standalone' ? draft.policy : undefined;
  return (
    <>
      <JourneyHeading step={policy ? 2 : 1}>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      {policy ? (
        <Suspense fallback={<p className="loading">{en.loading}</p>}>
          <DeclareStep key={policy.policyNumber} />
        </Suspense>
      ) : (
        <FindStep />
      )}
    </>
  );
}

function FindStep() {
  const services = useThirdPartyServices();
  const [idType, setIdType] = useState<IdType>('NRIC_FIN');
  const { formProps, busy, setErrors, notice, submit } = useFormSubmit();

  const onSubmit = submit(async (data) => {
    const outcome = await services.findPolicy.execute({
      policyNumber: formText(data, 'policyNumber'),
      idType,
      idNumber: formText(data, 'idNumber'),
      dateOfBirth: formText(data, 'dateOfBirth'),
    });
    if (outcome.kind === 'invalid') return { errors: errorTexts(outcome.errors, FIND_ERRORS) };
    if (outcome.kind === 'notFound') return { notice: t.find.notFound };
    if (outcome.kind === 'nothingDue') return { notice: t.find.nothingDue };
    return { notice: outcome.kind === 'failed' && !outcome.shown ? t.declaration.failed : undefined };
  });

  const nric = idType === 'NRIC_FIN';
  return (
    <>
      <p>{t.find.intro}</p>
      {notice ? <Status tone="error">{notice}</Status> : null}
      <Form {...formProps} validationBehavior="aria" onSubmit={onSubmit} aria-label={t.find.submit}>
        <TextField name="policyNumber" className="field" autoComplete="off">
          <Label className="field-label">{t.find.policyNumber.label}</Label>
          <Text slot="description" className="field-hint">
            {t.find.policyNumber.hint}
          </Text>
          <FieldError className="field-error" />
          <Input className="field-input" autoCapitalize="characters" spellCheck={false} />
        </TextField>
        <RadioGroup
          name="idType"
          value={idType}
          onChange={(v) => {
            setIdType(v as IdType);
            setErrors({});
          }}
          className="field radio-group"
          orientation="horizontal"
        >
          <Label className="field-label">{t.find.idTypeLabel}</Label>
          <div className="radio-options">
            <Radio value="NRIC_FIN" className="radio">
              {t.declaration.idType.nric}
            </Radio>
            <Radio value="PASSPORT" className="radio">
              {t.declaration.idType.passport}
            </Radio>
          </div>
        </RadioGroup>
        <TextField name="idNumber" className="field" autoComplete="off">
          <Label className="field-label">{nric ? t.find.idNumberLabelNric : t.find.idNumberLabelPassport}</Label>
          <Text slot="description" className="field-hint">
            {nric ? t.declaration.idNumber.hintNric : t.declaration.idNumber.hintPassport}
          </Text>
          <FieldError className="field-error" />
          <Input className="field-input" autoCapitalize="characters" spellCheck={false} />
        </TextField>
        <TextField name="dateOfBirth" className="field" autoComplete="off">
          <Label className="field-label">{t.find.dateOfBirthLabel}</Label>
          <Text slot="description" className="field-hint">
            {t.declaration.dateOfBirth.hint}
          </Text>
          <FieldError className="field-error" />
          <Input className="field-input field-input-date" />
        </TextField>
        <SubmitButton busy={busy} busyText={t.find.submitting}>
          {t.find.submit}
        </SubmitButton>
      </Form>
    </>
  );
}
