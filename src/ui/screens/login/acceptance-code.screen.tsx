import { TextInput } from '../../shell/text-input';
import { useServicesOnDemand } from '../../services-context';
import { loginText as t } from '../../text/en-login';
import { IdentityForm } from './identity-fields';
import { formText } from '../../shell/use-form-submit';

const noop = () => undefined; // a load failure shows when Continue is pressed

/** /login/acceptance-code: a new policy's first premium, with the code from the acceptance letter. */
export default function AcceptanceCodeScreen() {
  // The form paints before the services arrive (the /login budget, docs/performance.md).
  const services = useServicesOnDemand('login');
  return (
    <IdentityForm
      submitText={t.submitAcceptanceCode}
      send={async (identity, data) =>
        (await services()).acceptanceCodeLogin.execute({
          acceptanceCode: formText(data, 'acceptanceCode'),
          ...identity,
        })
      }
      prepare={() => void services().then((s) => s.acceptanceCodeLogin.prepare(), noop)}
      fields={(onEdit) => (
        <TextInput
          name="acceptanceCode"
          label={t.acceptanceCode.label}
          hint={t.acceptanceCode.hint}
          onEdit={onEdit}
          autoComplete="off"
          input={{ autoCapitalize: 'characters' }}
        />
      )}
    />
  );
}
