import { use } from 'react';
import { formatMoney } from '../../../core/shared/money';
import { thirdPartyText as t } from '../../text/en-third-party';
import { declarationText } from '../../text/en-declaration';
import { PageIntro, MissingStep } from '../../shell/steps';
import { Summary } from '../../shell/screen-parts';
import { useStore } from '../../shell/use-store';
import { PATH } from '../../../core/shared/paths';
import { useArea, useSessionServices } from '../../services-context';
import { DeclarationForm } from './third-party-fields';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useMyinfoReturn } from './myinfo-panel';

/** /third-party/one-time-payment: the payor's declaration for the logged-in policyholder's payment. */
export default function DeclarationScreen() {
  const services = useArea('payor');
  const payment = useStore(services.paymentDraft.store);
  const form = useFormSubmit();
  useMyinfoReturn('signed-in');
  const session = useSessionServices();
  const { isLoggedIn, maskedId } = useStore(session.loginState.store);
  // After a page load the masked ID is asked of the server: the screen waits for it, so the sentence that names it
  // does not push the form down as it arrives.
  if (isLoggedIn && !maskedId) use(session.recallProfile.execute());
  const d = declarationText.declaration;
  const ready = payment.lines.length > 0 && payment.payor?.kind === 'third-party';
  const total = payment.lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (!ready)
    return (
      <MissingStep
        step={{ at: PATH.paymentMethod }}
        says={declarationText.declaration.nothingToPayWithLogin}
        link={declarationText.declaration.backToMethod}
      />
    );
  return (
    <>
      <PageIntro purposes={t.purposes} />
      <p>
        {d.payingFor(payment.lines.map((l) => `${l.productName} ${l.policyNumber}`).join(', '))}
        {maskedId ? ` ${d.holderSignedIn(maskedId)}` : null} {d.aboutYou}
      </p>
      <h2 className="tp-h2">{declarationText.declaration.paymentHeading}</h2>
      <Summary
        label={declarationText.declaration.paymentHeading}
        rows={[
          ...payment.lines.map((l) => [`${l.productName} ${l.policyNumber}`, formatMoney(l.amountCents)] as const),
          [declarationText.declaration.total, formatMoney(total)],
        ]}
      />
      <DeclarationForm form={form} mode="signed-in" />
    </>
  );
}
