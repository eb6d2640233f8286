import { formText } from '../../shell/use-form-submit';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { FieldError, Form, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import type { IdType } from '../../../core/api/login.contract';
import { useThirdPartyServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { en } from '../../text/en';
import { thirdPartyText as t } from '../../text/en-third-party';
import { fieldTexts, focusFirstInvalid, Status, useStore } from './third-party-parts';
import { BusyButton } from '../../shell/busy-button';

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
  const form = useRef<HTMLFormElement>(null);
  const [idType, setIdType] = useState<IdType>('NRIC_FIN');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setNotice(null);
    const outcome = await services.findPolicy.execute({
      policyNumber: formText(data, 'policyNumber'),
      idType,
      idNumber: formText(data, 'idNumber'),
      dateOfBirth: formText(data, 'dateOfBirth'),
    });
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors(fieldTexts(outcome.errors, FIND_ERRORS));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    if (outcome.kind === 'notFound') setNotice(t.find.notFound);
    else if (outcome.kind === 'nothingDue') setNotice(t.find.nothingDue);
    else if (outcome.kind === 'error' && !outcome.shown) setNotice(t.declaration.failed);
  }

  const nric = idType === 'NRIC_FIN';
  return (
    <>
      <p>{t.find.intro}</p>
      {notice ? <Status tone="error">{notice}</Status> : null}
      <Form
        ref={form}
        className="form"
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t.find.submit}
      >
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
        <BusyButton type="submit" busy={busy}>
          {busy ? t.find.submitting : t.find.submit}
        </BusyButton>
      </Form>
    </>
  );
}
