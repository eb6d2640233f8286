import { formatMoney } from '../../../core/shared/money';
import { thirdPartyText as t } from '../../text/en-third-party';
import { declarationText } from '../../text/en-declaration';
import { JourneyIntro } from '../../shell/steps';
import { StatusLink, Summary } from '../../shell/screen-parts';
import { useStore } from '../../shell/use-store';
import { ROUTE } from '../../../core/shared/routes';
import { useArea } from '../../services-context';
import { DeclarationForm } from './third-party-fields';
import { useFormSubmit } from '../../shell/use-form-submit';

/** /third-party/one-time-payment: the payor's declaration for the logged-in policyholder's payment. */
export default function DeclarationScreen() {
  const services = useArea('thirdParty');
  const payment = useStore(services.paymentDraft.store);
  const form = useFormSubmit();
  const ready = payment.lines.length > 0 && payment.payor?.kind === 'third-party';
  const total = payment.lines.reduce((sum, l) => sum + l.amountCents, 0);
  return (
    <>
      <JourneyIntro purposes={t.purposes} />
      {!ready ? (
        <StatusLink
          says={declarationText.declaration.nothingToPayWithLogin}
          href={ROUTE.paymentMethod}
          link={declarationText.declaration.backToMethod}
        />
      ) : (
        <>
          <h2 className="tp-h2">{declarationText.declaration.paymentHeading}</h2>
          <Summary
            label={declarationText.declaration.paymentHeading}
            rows={[
              ...payment.lines.map((l) => [`${l.productName} ${l.policyNumber}`, formatMoney(l.amountCents)] as const),
              [declarationText.declaration.total, formatMoney(total)],
            ]}
          />
          <DeclarationForm form={form} mode="with-login" />
        </>
      )}
    </>
  );
}
