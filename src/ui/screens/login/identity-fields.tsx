import { FieldError, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import type { IdType } from '../../../core/login/login.contract';
import { loginText as t } from '../../text/en-login';
import { focusFirstInvalid } from '../../shell/focus-first-invalid';

export { focusFirstInvalid };

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
      <RadioGroup name="idType" value={idType} onChange={(v) => onIdTypeChange(v as IdType)} className="field radio-group" orientation="horizontal">
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
        <Input className="field-input field-input-date" />
      </TextField>
    </>
  );
}

/** The errors without one field's: a new object only when that field had an error. */
export function withoutError(errors: Record<string, string>, field: string): Record<string, string> {
  if (!(field in errors)) return errors;
  const { [field]: _gone, ...rest } = errors;
  return rest;
}

/** Only the fields that have an error, as react-aria's Form validationErrors wants them. */
export function errorTexts<K extends string>(errors: Partial<Record<K, string | undefined>>, texts: Record<K, Record<string, string>>) {
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors) as [K, string | undefined][]) if (code) out[field] = texts[field][code] ?? code;
  return out;
}
