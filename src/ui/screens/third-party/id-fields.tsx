import type { IdType } from '../../../core/api/login.contract';
import { ChoiceField } from '../../shell/choice-field';
import { TextInput } from '../../shell/text-input';
import { thirdPartyText as t } from '../../text/en-third-party';
import { declarationText } from '../../text/en-declaration';

const ID_TYPES = [
  { value: 'NRIC_FIN', label: t.idTypes.NRIC_FIN },
  { value: 'PASSPORT', label: t.idTypes.PASSPORT },
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
  const d = declarationText.declaration;
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
