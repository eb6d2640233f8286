import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'wouter';
import { formatMoney } from '../../../core/shared/money';
import { useThirdPartyServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { thirdPartyText as t } from '../../text/en-third-party';
import { DeclarationFields, declarationForm, withoutErrors, type DeclarationChoices } from './third-party-fields';
import { fieldTexts, focusFirstInvalid, Status, Summary, useStore } from './third-party-parts';
import { BusyButton } from '../../shell/busy-button';
import { ROUTE } from '../../../core/shared/routes';

const NO_CHOICES: DeclarationChoices = {
  idType: 'NRIC_FIN',
  nationality: '',
  relationship: '',
  reason: '',
  declaredTrue: false,
};

/** /third-party/one-time-payment: the payor's declaration for the logged-in policyholder's payment. */
export default function DeclarationScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useThirdPartyServices();
  const payment = useStore(services.paymentDraft.store);
  const form = useRef<HTMLFormElement>(null);
  const [choices, setChoices] = useState<DeclarationChoices>(NO_CHOICES);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);

  const ready = payment.lines.length > 0 && payment.payor?.kind === 'third-party';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setNotice(null);
    const outcome = await services.submitDeclaration.execute('with-login', declarationForm(data, choices));
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors({ ...outcome.errors });
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    if (outcome.kind === 'nothingToPay') setNotice(t.declaration.nothingToPayWithLogin);
    else if (outcome.kind === 'error' && !outcome.shown) setNotice(t.declaration.failed);
  }

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
            ref={form}
            className="form"
            validationBehavior="aria"
            validationErrors={fieldTexts(rest, t.declaration.errors)}
            onSubmit={(event) => void onSubmit(event)}
            aria-label={t.declaration.heading}
          >
            <DeclarationFields
              choices={choices}
              onChoice={(change) => {
                setChoices((c) => ({ ...c, ...change }));
                setErrors((e) => withoutErrors(e, Object.keys(change)));
              }}
              onEdit={(field) => setErrors((e) => withoutErrors(e, [field]))}
              declaredError={declaredTrue ? t.declaration.errors.declaredTrue!.required : undefined}
            />
            <BusyButton type="submit" busy={busy}>
              {busy ? t.declaration.submitting : t.declaration.submit}
            </BusyButton>
          </Form>
        </>
      )}
    </>
  );
}
