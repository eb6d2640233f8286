import { lazy, Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import { Form } from '../../shell/form';
import type { IdType } from '../../../core/api/login.contract';
import { useArea } from '../../services-context';
import { PageIntro } from '../../shell/steps';
import { en } from '../../text/en';
import { thirdPartyText as t } from '../../text/en-third-party';
import { declarationText } from '../../text/en-declaration';
import { findPolicyText } from '../../text/en-third-party-find';
import { FormNotice } from '../../shell/screen-parts';
import { TextInput } from '../../shell/text-input';
import { errorTexts, formText, useFormSubmit } from '../../shell/use-form-submit';
import { SubmitButton } from '../../shell/submit-button';
import { IdFields, type IdFieldsText } from '../../shell/id-fields';
import { usePayorDraft } from './third-party-parts';
import { useInsurer } from '../../shell/insurer';

// The declaration's form loads only once a policy is found.
const DeclareStep = lazy(() => import(/* webpackChunkName: "third-party-declare" */ './declare-step'));
// Back from Myinfo (`code` or `error` in the address): only then.
const MyinfoReturn = lazy(() => import(/* webpackChunkName: "third-party-myinfo-return" */ './myinfo-return'));

/** The policyholder's ID, as the policy's search asks for it: the find step's labels, the declaration's hints. */
const policyholderId = (): IdFieldsText => ({
  idType: { label: findPolicyText.idTypeLabel, nric: t.idTypes.NRIC_FIN, passport: t.idTypes.PASSPORT },
  idNumber: {
    ...declarationText.declaration.idNumber,
    labelNric: findPolicyText.idNumberLabelNric,
    labelPassport: findPolicyText.idNumberLabelPassport,
  },
  dateOfBirth: { label: findPolicyText.dateOfBirthLabel, hint: declarationText.declaration.dateOfBirth.hint },
});

const FIND_ERRORS = {
  policyNumber: findPolicyText.errors.policyNumber,
  idNumber: declarationText.declaration.errors.idNumber,
  dateOfBirth: declarationText.declaration.errors.dateOfBirth,
};

/**
 * /third-party, without logging in: first find the policy (number plus the policyholder's ID number
 * and date of birth), then the payor's declaration for it. One route, two steps, as the spec has it.
 */
export default function FindPolicyScreen() {
  const { draft } = usePayorDraft();
  const policy = draft.mode === 'guest' ? draft.policy : undefined;
  const opened = new URLSearchParams(useSearch());
  const [fromMyinfo] = useState(opened.has('code') || opened.has('error'));
  return (
    <>
      <PageIntro purposes={t.purposes} step={policy ? 2 : 1} />
      {fromMyinfo ? (
        <Suspense fallback={null}>
          {/* A return in a tab with no policy found (a link someone sent) is said here, and nothing used. */}
          <MyinfoReturn mode="guest" showStatus={!policy} />
        </Suspense>
      ) : null}
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
  const { findPolicy } = useArea('guestPayor');
  const { phone } = useInsurer();
  const [idType, setIdType] = useState<IdType>('NRIC_FIN');
  const { formProps, busy, setErrors, notice, noticeReference, submit } = useFormSubmit();

  const onSubmit = submit(async (data) => {
    const outcome = await findPolicy.execute({
      policyNumber: formText(data, 'policyNumber'),
      idType,
      idNumber: formText(data, 'idNumber'),
      dateOfBirth: formText(data, 'dateOfBirth'),
    });
    if (outcome.kind === 'invalid') return { errors: errorTexts(outcome.errors, FIND_ERRORS) };
    if (outcome.kind === 'notFound') return { notice: findPolicyText.notFound };
    if (outcome.kind === 'limited') return { notice: findPolicyText.limited(phone, outcome.retryAfterMinutes) };
    if (outcome.kind === 'failed' && !outcome.shown)
      return { notice: declarationText.declaration.failed, reference: outcome.failure.reference };
    return {};
  });

  return (
    <>
      <p>{findPolicyText.intro}</p>
      <FormNotice text={notice} reference={noticeReference} />
      <Form {...formProps} onSubmit={onSubmit} aria-label={findPolicyText.submit}>
        <TextInput
          name="policyNumber"
          label={findPolicyText.policyNumber.label}
          hint={findPolicyText.policyNumber.hint}
          autoComplete="off"
          input={{ autoCapitalize: 'characters' }}
        />
        <IdFields
          idType={idType}
          onIdType={(next) => {
            setIdType(next);
            setErrors({});
          }}
          text={policyholderId()}
          dateOfBirth={{ autoComplete: 'off' }}
        />
        <SubmitButton busy={busy} busyText={findPolicyText.submitting}>
          {findPolicyText.submit}
        </SubmitButton>
      </Form>
    </>
  );
}
