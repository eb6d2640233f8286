import { FieldError, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
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
      <RadioGroup
        name="idType"
        value={idType}
        onChange={(v) => onIdTypeChange(v as IdType)}
        className="field radio-group"
        orientation="horizontal"
      >
        <Label className="field-label">{t.idType.label}</Label>
        <div className="radio-options">
          <Radio value="NRIC_FIN" className="radio">
            {t.idType.nric}
          </Radio>
          <Radio value="PASSPORT" className="radio">
            {t.idType.passport}
          </Radio>
        </div>
      </RadioGroup>
      <TextField name="idNumber" className="field" autoComplete="off" onChange={() => onEdit('idNumber')}>
        <Label className="field-label">{nric ? t.idNumber.labelNric : t.idNumber.labelPassport}</Label>
        <Text slot="description" className="field-hint">
          {nric ? t.idNumber.hintNric : t.idNumber.hintPassport}
        </Text>
        <FieldError className="field-error" />
        <Input className="field-input" autoCapitalize="characters" spellCheck={false} />
      </TextField>
      <TextField name="dateOfBirth" className="field" autoComplete="bday" onChange={() => onEdit('dateOfBirth')}>
        <Label className="field-label">{t.dateOfBirth.label}</Label>
        <Text slot="description" className="field-hint">
          {t.dateOfBirth.hint}
        </Text>
        <FieldError className="field-error" />
        {/* The number pad (it has no slash: 31081985 is read too); bday lets the browser fill it in. */}
        <Input className="field-input field-input-date" inputMode="numeric" autoComplete="bday" />
      </TextField>
    </>
  );
}
