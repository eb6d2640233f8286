import { Link } from 'wouter';
import { useServicesOnDemand } from '../../services-context';
import { loginText as t } from '../../text/en-login';
import { IdentityForm } from './identity-fields';
import { PATH } from '../../../core/shared/paths';

const noop = () => undefined; // a load failure shows when Continue is pressed

/** /login: who are you? Only identifies the customer; the next step proves it. */
export default function LoginScreen() {
  // The form paints before the services arrive (the /login budget, docs/performance.md).
  const services = useServicesOnDemand('login');
  return (
    <>
      <IdentityForm
        submitText={t.submitIdentify}
        send={async (identity) => (await services()).identifyCustomer.execute(identity)}
        prepare={(identity) => void services().then((s) => s.identifyCustomer.prepare(identity), noop)}
      />
      <p className="aside">
        <Link href={PATH.loginAcceptanceCode}>{t.acceptanceCodeLink}</Link>
      </p>
    </>
  );
}
