import { useState } from 'react';
import { formText } from '../../shell/use-form-submit';
import {
  Button,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Text,
  TextField,
} from 'react-aria-components';
import type { IdType } from '../../../core/api/login.contract';
import { NATIONALITIES, PAYMENT_REASONS, RELATIONSHIPS } from '../../../core/api/third-party.contract';
import { thirdPartyText as t } from '../../text/en-third-party';
import { CheckboxField } from '../../shell/form-parts';

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

function Free({
  name,
  label,
  hint,
  value,
  onChange,
  onEdit,
  autoComplete,
  type = 'text',
  inputMode,
}: {
  name: string;
  label: string;
  hint?: string;
  value?: string;
  onChange?: (v: string) => void;
  /** Told at every keystroke, so the field's error goes while typing (see DeclarationFields). */
  onEdit?: (field: string) => void;
  autoComplete?: string;
  type?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'decimal';
}) {
  return (
    <TextField
      name={name}
      className="field"
      autoComplete={autoComplete}
      type={type}
      {...(onChange
        ? {
            value: value ?? '',
            onChange: (v: string) => {
              onChange(v);
              onEdit?.(name);
            },
          }
        : { onChange: () => onEdit?.(name) })}
    >
      <Label className="field-label">{label}</Label>
      {hint ? (
        <Text slot="description" className="field-hint">
          {hint}
        </Text>
      ) : null}
      <FieldError className="field-error" />
      <Input className="field-input" maxLength={250} spellCheck={false} inputMode={inputMode} />
    </TextField>
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
      <Free onEdit={onEdit} name="fullName" label={d.fullName.label} hint={d.fullName.hint} autoComplete="name" />
      <RadioGroup
        name="idType"
        value={choices.idType}
        onChange={(v) => onChoice({ idType: v as IdType })}
        className="field radio-group"
        orientation="horizontal"
      >
        <Label className="field-label">{d.idType.label}</Label>
        <div className="radio-options">
          <Radio value="NRIC_FIN" className="radio">
            {d.idType.nric}
          </Radio>
          <Radio value="PASSPORT" className="radio">
            {d.idType.passport}
          </Radio>
        </div>
      </RadioGroup>
      <TextField name="idNumber" className="field" autoComplete="off" onChange={() => onEdit?.('idNumber')}>
        <Label className="field-label">{nric ? d.idNumber.labelNric : d.idNumber.labelPassport}</Label>
        <Text slot="description" className="field-hint">
          {nric ? d.idNumber.hintNric : d.idNumber.hintPassport}
        </Text>
        <FieldError className="field-error" />
        <Input className="field-input" autoCapitalize="characters" spellCheck={false} />
      </TextField>
      <TextField name="dateOfBirth" className="field" autoComplete="off" onChange={() => onEdit?.('dateOfBirth')}>
        <Label className="field-label">{d.dateOfBirth.label}</Label>
        <Text slot="description" className="field-hint">
          {d.dateOfBirth.hint}
        </Text>
        <FieldError className="field-error" />
        <Input className="field-input field-input-date" />
      </TextField>
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
        <Free onEdit={onEdit} name="nationalityOther" label={d.nationality.otherLabel} />
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
        <Free onEdit={onEdit} name="relationshipOther" label={d.relationship.otherLabel} />
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
      {choices.reason === 'other' ? <Free onEdit={onEdit} name="reasonOther" label={d.reason.otherLabel} /> : null}
      <Free
        onEdit={onEdit}
        name="mobile"
        label={d.mobile.label}
        hint={d.mobile.hint}
        autoComplete="tel"
        type="tel"
        inputMode="tel"
      />
      <Free onEdit={onEdit} name="email" label={d.email.label} autoComplete="email" type="email" inputMode="email" />
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
