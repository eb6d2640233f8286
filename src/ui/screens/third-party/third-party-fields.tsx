import { useState, type ReactNode } from 'react';
import {
  Button,
  FieldError,
  Form,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import type { IdType } from '../../../core/api/login.contract';
import type { ThirdPartyMode } from '../../../core/third-party/third-party-draft';
import { useThirdPartyServices } from '../../services-context';
import { SubmitButton } from '../../shell/submit-button';
import { CheckboxField } from '../../shell/form-parts';
import { FormNotice } from '../../shell/screen-parts';
import { errorTexts, formText, type FormSubmit } from '../../shell/use-form-submit';
import { FreeText, IdFields } from './id-fields';
import { NATIONALITIES, PAYMENT_REASONS, RELATIONSHIPS } from '../../../core/api/third-party.contract';
import { thirdPartyText as t } from '../../text/en-third-party';

/*
 * The declaration's form controls, apart from third-party-parts.tsx so the outcome and source-of-funds
 * pages do not load react-aria's Select, ListBox and Popover.
 */

/** A react-aria Select over a list of codes; keyboard: Space or arrows open it, type-ahead finds. */
export function CodeSelect(props: {
  name: string;
  label: string;
  placeholder: string;
  options: readonly string[];
  texts: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      name={props.name}
      className="field"
      placeholder={props.placeholder}
      selectedKey={props.value || null}
      onSelectionChange={(key) => props.onChange(key === null ? '' : String(key))}
    >
      <Label className="field-label">{props.label}</Label>
      <FieldError className="field-error" />
      <Button className="field-input tp-select-button">
        <SelectValue />
        <span aria-hidden="true" className="tp-select-arrow">
          ▾
        </span>
      </Button>
      <Popover className="tp-popover">
        <ListBox className="tp-listbox">
          {props.options.map((code) => (
            <ListBoxItem key={code} id={code} className="tp-option" textValue={props.texts[code]}>
              {props.texts[code]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

export interface DeclarationChoices {
  idType: IdType;
  nationality: string;
  relationship: string;
  reason: string;
  declaredTrue: boolean;
}

/** The declaration's choices (the controls react-aria holds, not the form), each dropping its error when changed. */
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
 * The payor's declaration fields, shared by the standalone and the logged-in entry. A field's error goes as soon as
 * it is edited (`onEdit`, `onChoice`), as on the login form: the layout settles while typing, so the submit button
 * never moves under the pointer that leaves the corrected field (react-aria would drop the error on blur).
 */
export function DeclarationFields({
  choices,
  onChoice,
  onEdit,
  declaredError,
}: {
  choices: DeclarationChoices;
  onChoice: (change: Partial<DeclarationChoices>) => void;
  onEdit?: (field: string) => void;
  declaredError?: string;
}) {
  const d = t.declaration;
  const nric = choices.idType === 'NRIC_FIN';
  return (
    <fieldset className="tp-fieldset">
      <legend className="tp-legend">{d.heading}</legend>
      <p className="field-hint">{d.intro}</p>
      <FreeText onEdit={onEdit} name="fullName" label={d.fullName.label} hint={d.fullName.hint} autoComplete="name" />
      <IdFields
        idType={choices.idType}
        onIdType={(idType) => onChoice({ idType })}
        onEdit={onEdit}
        labels={{
          idType: d.idType.label,
          idNumber: nric ? d.idNumber.labelNric : d.idNumber.labelPassport,
          dateOfBirth: d.dateOfBirth.label,
        }}
      />
      <CodeSelect
        name="nationality"
        label={d.nationality.label}
        placeholder={d.nationality.placeholder}
        options={NATIONALITIES}
        texts={t.nationalities}
        value={choices.nationality}
        onChange={(nationality) => onChoice({ nationality })}
      />
      {choices.nationality === 'OTHER' ? (
        <FreeText onEdit={onEdit} name="nationalityOther" label={d.nationality.otherLabel} />
      ) : null}
      <CodeSelect
        name="relationship"
        label={d.relationship.label}
        placeholder={d.relationship.placeholder}
        options={RELATIONSHIPS}
        texts={t.relationships}
        value={choices.relationship}
        onChange={(relationship) => onChoice({ relationship })}
      />
      {choices.relationship === 'other' ? (
        <FreeText onEdit={onEdit} name="relationshipOther" label={d.relationship.otherLabel} />
      ) : null}
      <CodeSelect
        name="reason"
        label={d.reason.label}
        placeholder={d.reason.placeholder}
        options={PAYMENT_REASONS}
        texts={t.reasons}
        value={choices.reason}
        onChange={(reason) => onChoice({ reason })}
      />
      {choices.reason === 'other' ? <FreeText onEdit={onEdit} name="reasonOther" label={d.reason.otherLabel} /> : null}
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
 * The declaration as both entries submit it (the logged-in payor's page and the standalone second step): its notice,
 * the fields (after `children`, the standalone amount), one submit. `amount` is the standalone payor's, as typed.
 */
export function DeclarationForm({
  form,
  mode,
  amount,
  children,
}: {
  /** The page's own useFormSubmit. */
  form: FormSubmit;
  mode: ThirdPartyMode;
  amount?: string;
  children?: ReactNode;
}) {
  const services = useThirdPartyServices();
  const { formProps, busy, errors, edited, notice, noticeReference, submit } = form;
  const { choices, onChoice } = useDeclarationChoices(edited);

  const onSubmit = submit(async (data) => {
    const outcome = await services.submitDeclaration.execute(mode, declarationForm(data, choices), amount);
    if (outcome.kind === 'invalid')
      return { errors: errorTexts(outcome.errors, { ...t.declaration.errors, amount: t.amount.errors }) };
    if (outcome.kind === 'nothingToPay' && mode === 'with-login')
      return { notice: t.declaration.nothingToPayWithLogin };
    if (outcome.kind === 'failed' && !outcome.shown)
      return { notice: t.declaration.failed, reference: outcome.failure.reference };
    return {};
  });

  // The declaration's checkbox says its own error; react-aria's Form speaks for the fields.
  const { declaredTrue, ...fieldErrors } = errors;
  return (
    <>
      <FormNotice text={notice} reference={noticeReference} />
      <Form
        {...formProps}
        validationErrors={fieldErrors}
        validationBehavior="aria"
        onSubmit={onSubmit}
        aria-label={t.declaration.heading}
      >
        {children}
        <DeclarationFields choices={choices} onChoice={onChoice} onEdit={edited} declaredError={declaredTrue} />
        <SubmitButton busy={busy} busyText={t.declaration.submitting}>
          {t.declaration.submit}
        </SubmitButton>
      </Form>
    </>
  );
}
