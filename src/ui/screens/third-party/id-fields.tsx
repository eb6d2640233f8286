import type { ComponentProps } from 'react';
import type { IdType } from '../../../core/api/login.contract';
import { ChoiceField } from '../../shell/choice-field';
import { TextInput, type InputAttributes } from '../../shell/text-input';
import { thirdPartyText as t } from '../../text/en-third-party';

const ID_TYPES = [
  { value: 'NRIC_FIN', label: t.declaration.idType.nric },
  { value: 'PASSPORT', label: t.declaration.idType.passport },
];

/**
 * The payor's or policyholder's ID as the third-party steps ask for it: its type, number and date of birth. Apart
 * from third-party-fields.tsx, so the find step does not load the declaration's pickers.
 */
export function IdFields({
  idType,
  onIdType,
  onEdit,
  labels,
}: {
  idType: IdType;
  onIdType: (idType: IdType) => void;
  onEdit?: (field: string) => void;
  labels: { idType: string; idNumber: string; dateOfBirth: string };
}) {
  const d = t.declaration;
  return (
    <>
      <ChoiceField
        name="idType"
        label={labels.idType}
        value={idType}
        onChange={(value) => onIdType(value as IdType)}
        choices={ID_TYPES}
        listClassName="radio-options"
        choiceClassName="radio"
      />
      <TextInput
        name="idNumber"
        label={labels.idNumber}
        hint={idType === 'NRIC_FIN' ? d.idNumber.hintNric : d.idNumber.hintPassport}
        onEdit={onEdit}
        autoComplete="off"
        input={{ autoCapitalize: 'characters' }}
      />
      <TextInput
        name="dateOfBirth"
        label={labels.dateOfBirth}
        hint={d.dateOfBirth.hint}
        onEdit={onEdit}
        autoComplete="off"
        input={{ className: 'field-input field-input-date' }}
      />
    </>
  );
}

/** A free-text answer of the third-party steps (a name, an "other", a description): at most 250 characters. */
export function FreeText({
  inputMode,
  ...props
}: Omit<ComponentProps<typeof TextInput>, 'input'> & { inputMode?: InputAttributes['inputMode'] }) {
  return <TextInput {...props} input={{ maxLength: 250, inputMode }} />;
}
