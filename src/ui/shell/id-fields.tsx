import type { IdType } from '../../core/api/login.contract';
import { ChoiceField } from './choice-field';
import { TextInput } from './text-input';

/** The words of the ID fields: the login's are the customer's own, the third-party steps' the payor's or policyholder's. */
export interface IdFieldsText {
  idType: { label: string; nric: string; passport: string };
  idNumber: { labelNric: string; labelPassport: string; hintNric: string; hintPassport: string };
  dateOfBirth: { label: string; hint: string };
}

/**
 * ID type, ID number and date of birth, as the login and the third-party steps ask for them. A field's error goes as
 * soon as it is edited (`onEdit`, useFormSubmit's `edited`), so the layout settles while typing. `dateOfBirth` says how
 * the browser may help: the login offers the number pad (it has no slash: 31081985 is read too) and `bday` autofill;
 * the third-party steps ask for someone's date of birth that autofill would get wrong.
 */
export function IdFields({
  idType,
  onIdType,
  onEdit,
  text,
  dateOfBirth,
}: {
  idType: IdType;
  onIdType: (idType: IdType) => void;
  onEdit?: (field: string) => void;
  text: IdFieldsText;
  dateOfBirth: { autoComplete: 'bday' | 'off'; inputMode?: 'numeric' };
}) {
  const nric = idType === 'NRIC_FIN';
  return (
    <>
      <ChoiceField
        name="idType"
        label={text.idType.label}
        value={idType}
        onChange={(value) => onIdType(value as IdType)}
        choices={[
          { value: 'NRIC_FIN', label: text.idType.nric },
          { value: 'PASSPORT', label: text.idType.passport },
        ]}
        listClassName="radio-options"
        choiceClassName="radio"
      />
      <TextInput
        name="idNumber"
        label={nric ? text.idNumber.labelNric : text.idNumber.labelPassport}
        hint={nric ? text.idNumber.hintNric : text.idNumber.hintPassport}
        onEdit={onEdit}
        autoComplete="off"
        input={{ autoCapitalize: 'characters' }}
      />
      <TextInput
        name="dateOfBirth"
        label={text.dateOfBirth.label}
        hint={text.dateOfBirth.hint}
        onEdit={onEdit}
        autoComplete={dateOfBirth.autoComplete}
        input={{ className: 'field-input field-input-date', inputMode: dateOfBirth.inputMode }}
      />
    </>
  );
}
