import { IdFields } from '../../shell/id-fields';
import type { IdType } from '../../../core/api/login.contract';
import { loginText } from '../../text/en-login';

/**
 * The customer's own ID type, number and date of birth, as /login and /login/acceptance-code ask for them: their own
 * birthday, so the browser may fill it in, with the number pad.
 */
export function IdentityFields({
  idType,
  onIdTypeChange,
  onEdit,
}: {
  idType: IdType;
  onIdTypeChange: (next: IdType) => void;
  onEdit: (field: string) => void;
}) {
  return (
    <IdFields
      idType={idType}
      onIdType={onIdTypeChange}
      onEdit={onEdit}
      text={loginText}
      dateOfBirth={{ autoComplete: 'bday', inputMode: 'numeric' }}
    />
  );
}
