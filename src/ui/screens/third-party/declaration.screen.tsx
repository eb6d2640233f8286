import { Form } from 'react-aria-components';
import { Link } from 'wouter';
import { formatMoney } from '../../../core/shared/money';
import { useThirdPartyServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { thirdPartyText as t } from '../../text/en-third-party';
import { DeclarationFields, declarationForm, useDeclarationChoices } from './third-party-fields';
import { Status, Summary } from '../../shell/screen-parts';
import { errorTexts, useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { SubmitButton } from '../../shell/busy-button';
import { ROUTE } from '../../../core/shared/routes';

/** /third-party/one-time-payment: the payor's declaration for the logged-in policyholder's payment. */
export default function DeclarationScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useThirdPartyServices();
  const payment = useStore(services.paymentDraft.store);
  const { formProps, busy, errors, edited, notice, submit } = useFormSubmit();
  const { choices, onChoice } = useDeclarationChoices(edited);

  const ready = payment.lines.length > 0 && payment.payor?.kind === 'third-party';

  const onSubmit = submit(async (data) => {
    const outcome = await services.submitDeclaration.execute('with-login', declarationForm(data, choices));
    if (outcome.kind === 'invalid') return { errors: errorTexts(outcome.errors, t.declaration.errors) };
    if (outcome.kind === 'nothingToPay') return { notice: t.declaration.nothingToPayWithLogin };
    return { notice: outcome.kind === 'failed' && !outcome.shown ? t.declaration.failed : undefined };
  });

  // The declaration's checkbox says its own error; react-aria's Form speaks for the fields.
  const { declaredTrue, ...rest } = errors;
  const total = payment.lines.reduce((sum, l) => sum + l.amountCents, 0);
  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      {!ready ? (
        <Status>
          {t.declaration.nothingToPayWithLogin} <Link href={ROUTE.paymentMethod}>{t.declaration.backToMethod}</Link>
        </Status>
      ) : (
        <>
          <h2 className="tp-h2">{t.declaration.paymentHeading}</h2>
          <Summary
            label={t.declaration.paymentHeading}
            rows={[
              ...payment.lines.map((l) => [`${l.productName} ${l.policyNumber}`, formatMoney(l.amountCents)] as const),
              [t.declaration.total, formatMoney(total)],
            ]}
          />
          {notice ? <Status tone="error">{notice}</Status> : null}
          <Form
            {...formProps}
            validationErrors={rest}
            validationBehavior="aria"
            onSubmit={onSubmit}
            aria-label={t.declaration.heading}
          >
            <DeclarationFields choices={choices} onChoice={onChoice} onEdit={edited} declaredError={declaredTrue} />
            <SubmitButton busy={busy} busyText={t.declaration.submitting}>
              {t.declaration.submit}
            </SubmitButton>
          </Form>
        </>
      )}
    </>
  );
}
