import { Fragment, useState, type ReactNode } from 'react';
import { Form } from '../../shell/form';
import type { IdType } from '../../../core/api/login.contract';
import type { PayorMode } from '../../../core/third-party/payor-draft';
import { useArea } from '../../services-context';
import { SubmitButton } from '../../shell/submit-button';
import { CheckboxField } from '../../shell/form-parts';
import { FormNotice } from '../../shell/screen-parts';
import { SelectField } from '../../shell/select-field';
import { errorTexts, formText, type FormSubmit } from '../../shell/use-form-submit';
import { FreeText } from './free-text';
import { IdFields, type IdFieldsText } from '../../shell/id-fields';
import { NATIONALITIES, PAYMENT_REASONS, RELATIONSHIPS } from '../../../core/api/third-party.codes';
import { thirdPartyText as t } from '../../text/en-third-party';
import { declarationText } from '../../text/en-declaration';
import { useStore } from '../../shell/use-store';
import { MyinfoPanel } from './myinfo-panel';

/*
 * The declaration's form controls, apart from third-party-parts.tsx so the outcome and source-of-funds
 * pages do not load the declaration's form.
 */

/** A list of codes as a native select's options, each with its text. */
function codeOptions(codes: readonly string[], texts: Record<string, string>) {
  return codes.map((code) => ({ value: code, label: texts[code] ?? code }));
}

// Functions, read as the form renders: a value computed once would keep the words of the language it was built in.
/** The declaration's picks from a code list, each with a free-text field while its "other" code is picked. */
const picks = (fromMyinfo: boolean) => [
  ...(fromMyinfo
    ? []
    : [{ name: 'nationality', other: 'OTHER', options: codeOptions(NATIONALITIES, t.nationalities) } as const]),
  { name: 'relationship', other: 'other', options: codeOptions(RELATIONSHIPS, t.relationships.is) } as const,
  { name: 'reason', other: 'other', options: codeOptions(PAYMENT_REASONS, t.reasons) } as const,
];
/** The payor's own ID, in the declaration's words. */
const payorId = (): IdFieldsText => ({
  idType: { label: declarationText.declaration.idType.label, nric: t.idTypes.NRIC_FIN, passport: t.idTypes.PASSPORT },
  idNumber: declarationText.declaration.idNumber,
  dateOfBirth: declarationText.declaration.dateOfBirth,
});

export interface DeclarationChoices {
  idType: IdType;
  nationality: string;
  relationship: string;
  reason: string;
  declaredTrue: boolean;
}

/**
 * The declaration's choices, held in state because the page changes with them (the ID number's label, each pick's
 * "Other" field), each dropping its error when changed.
 */
export function useDeclarationChoices(edited: (field: string) => void) {
  const [choices, setChoices] = useState<DeclarationChoices>(NO_CHOICES);
  const onChoice = (change: Partial<DeclarationChoices>) => {
    setChoices((c) => ({ ...c, ...change }));
    for (const field of Object.keys(change)) edited(field);
  };
  return { choices, onChoice };
}

const NO_CHOICES: DeclarationChoices = {
  idType: 'NRIC_FIN',
  nationality: '',
  relationship: '',
  reason: '',
  declaredTrue: false,
};

/**
 * The payor's declaration fields, shared by the guest and the logged-in entry. A field's error goes as soon as
 * it is edited (`onEdit`, `onChoice`), as on the login form: the layout settles while typing, so the submit button
 * never moves under the pointer that leaves the corrected field.
 */
export function DeclarationFields({
  mode,
  choices,
  onChoice,
  onEdit,
  declaredError,
}: {
  mode: PayorMode;
  choices: DeclarationChoices;
  onChoice: (change: Partial<DeclarationChoices>) => void;
  onEdit?: (field: string) => void;
  declaredError?: string;
}) {
  const d = declarationText.declaration;
  const { myinfo } = useArea('payor');
  // What Myinfo gave is shown by the panel, read-only; its fields are not asked again.
  const myinfoState = useStore(myinfo.store);
  const fromMyinfo = myinfoState.kind === 'retrieved' && myinfoState.mode === mode;
  return (
    <fieldset className="tp-fieldset">
      <legend className="tp-legend">{d.heading}</legend>
      <p className="field-hint">{d.intro}</p>
      <MyinfoPanel mode={mode} />
      {fromMyinfo ? null : (
        <>
          <FreeText
            onEdit={onEdit}
            name="fullName"
            label={d.fullName.label}
            hint={d.fullName.hint}
            autoComplete="name"
          />
          <IdFields
            idType={choices.idType}
            onIdType={(idType) => onChoice({ idType })}
            onEdit={onEdit}
            text={payorId()}
            dateOfBirth={{ autoComplete: 'off' }}
          />
        </>
      )}
      {picks(fromMyinfo).map(({ name, other, options }) => (
        <Fragment key={name}>
          <SelectField
            name={name}
            label={d[name].label}
            placeholder={d[name].placeholder}
            options={options}
            value={choices[name]}
            onChange={(code) => onChoice({ [name]: code })}
          />
          {choices[name] === other ? (
            <FreeText onEdit={onEdit} name={`${name}Other`} label={d[name].otherLabel} />
          ) : null}
        </Fragment>
      ))}
      <FreeText
        onEdit={onEdit}
        name="mobile"
        label={d.mobile.label}
        hint={d.mobile.hint}
        autoComplete="tel"
        type="tel"
        inputMode="tel"
      />
      <FreeText
        onEdit={onEdit}
        name="email"
        label={d.email.label}
        autoComplete="email"
        type="email"
        inputMode="email"
      />
      <CheckboxField
        name="declaredTrue"
        isSelected={choices.declaredTrue}
        onChange={(declaredTrue) => onChoice({ declaredTrue })}
        error={declaredError}
      >
        {d.declaredTrue}
      </CheckboxField>
    </fieldset>
  );
}

/** The raw declaration values: the choices from state, the typed text from the form. */
export function declarationForm(data: FormData, choices: DeclarationChoices) {
  const s = (name: string) => formText(data, name);
  return {
    fullName: s('fullName'),
    idType: choices.idType,
    idNumber: s('idNumber'),
    dateOfBirth: s('dateOfBirth'),
    nationality: choices.nationality,
    nationalityOther: s('nationalityOther'),
    relationship: choices.relationship,
    relationshipOther: s('relationshipOther'),
    reason: choices.reason,
    reasonOther: s('reasonOther'),
    mobile: s('mobile'),
    email: s('email'),
    declaredTrue: choices.declaredTrue,
  };
}

/**
 * The declaration as both entries submit it (the signed-in payor's page and the guest second step): its notice,
 * the fields (after `children`, the guest amount), one submit. `amount` is the guest payor's, as typed.
 */
export function DeclarationForm({
  form,
  mode,
  amount,
  children,
}: {
  /** The page's own useFormSubmit. */
  form: FormSubmit;
  mode: PayorMode;
  amount?: string;
  children?: ReactNode;
}) {
  const services = useArea('payor');
  const { formProps, busy, errors, edited, notice, noticeReference, submit } = form;
  const { choices, onChoice } = useDeclarationChoices(edited);

  const onSubmit = submit(async (data) => {
    const outcome = await services.submitDeclaration.execute(mode, declarationForm(data, choices), amount);
    if (outcome.kind === 'invalid')
      return {
        errors: errorTexts(outcome.errors, {
          ...declarationText.declaration.errors,
          amount: declarationText.amount.errors,
        }),
      };
    if (outcome.kind === 'nothingToPay' && mode === 'signed-in')
      return { notice: declarationText.declaration.nothingToPayWithLogin };
    if (outcome.kind === 'failed' && !outcome.shown)
      return { notice: declarationText.declaration.failed, reference: outcome.failure.reference };
    return {};
  });

  // The declaration's checkbox says its own error; the Form speaks for the fields.
  const { declaredTrue, ...fieldErrors } = errors;
  return (
    <>
      <FormNotice text={notice} reference={noticeReference} />
      <Form
        {...formProps}
        validationErrors={fieldErrors}

        onSubmit={onSubmit}
        aria-label={declarationText.declaration.heading}
      >
        {children}
        <DeclarationFields
          mode={mode}
          choices={choices}
          onChoice={onChoice}
          onEdit={edited}
          declaredError={declaredTrue}
        />
        <SubmitButton busy={busy} busyText={declarationText.declaration.submitting}>
          {declarationText.declaration.submit}
        </SubmitButton>
      </Form>
    </>
  );
}
