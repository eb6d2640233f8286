import { ChoiceField } from '../../shell/choice-field';
import { TextInput } from '../../shell/text-input';
import type { IdType } from '../../../core/api/login.contract';
import { loginText as t } from '../../text/en-login';

/**
 * ID type, ID number and date of birth: shared by /login and /login/acceptance-code. A field's error goes
 * as soon as it is edited (onEdit), so the layout settles while typing, never under a tap on the button.
 */
export function IdentityFields({
  idType,
  onIdTypeChange,
  onEdit,
}: {
  idType: IdType;
  onIdTypeChange: (next: IdType) => void;
  onEdit: (field: 'idNumber' | 'dateOfBirth') => void;
}) {
  const nric = idType === 'NRIC_FIN';
  return (
    <>
      <ChoiceField
        name="idType"
        label={t.idType.label}
        value={idType}
        onChange={(v) => onIdTypeChange(v as IdType)}
        choices={[
          { value: 'NRIC_FIN', label: t.idType.nric },
          { value: 'PASSPORT', label: t.idType.passport },
        ]}
        listClassName="radio-options"
        choiceClassName="radio"
      />
      <TextInput
        name="idNumber"
        label={nric ? t.idNumber.labelNric : t.idNumber.labelPassport}
        hint={nric ? t.idNumber.hintNric : t.idNumber.hintPassport}
        onEdit={() => onEdit('idNumber')}
        autoComplete="off"
        input={{ autoCapitalize: 'characters' }}
      />
      {/* The number pad (it has no slash: 31081985 is read too); bday lets the browser fill it in. */}
      <TextInput
        name="dateOfBirth"
        label={t.dateOfBirth.label}
        hint={t.dateOfBirth.hint}
        onEdit={() => onEdit('dateOfBirth')}
        autoComplete="bday"
        input={{ className: 'field-input field-input-date', inputMode: 'numeric' }}
      />
    </>
  );
}
