import { useState } from 'react';
import { FieldError, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'wouter';
import { formatMoney } from '../../../core/shared/money';
import type { PaymentMethod, Payor } from '../../../core/payment/payment-draft';
import { CARD_BRANDS } from '../../../core/api/payment.contract';
import { usePaymentServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { paymentText as t } from '../../text/en-payment';
import { Status } from '../../shell/screen-parts';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { methodText } from './payment-parts';
import { SubmitButton } from '../../shell/busy-button';
import { ROUTE } from '../../../core/shared/routes';

type MethodValue = 'paynow' | `card-${(typeof CARD_BRANDS)[number]}`;

const toValue = (m: PaymentMethod | undefined): MethodValue | null =>
  m ? (m.kind === 'paynow' ? 'paynow' : `card-${m.brand}`) : null;
const toMethod = (v: MethodValue): PaymentMethod =>
  v === 'paynow'
    ? { kind: 'paynow' }
    : { kind: 'card', brand: v.slice('card-'.length) as (typeof CARD_BRANDS)[number] };

/** /one-time-payment/payment-method: card (by brand) or PayNow, and who pays. */
export default function PaymentMethodScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = usePaymentServices();
  const draft = useStore(services.paymentDraft.store);
  const [method, setMethod] = useState<MethodValue | null>(toValue(draft.method));
  const [payor, setPayor] = useState<Payor['kind'] | null>(draft.payor?.kind ?? null);
  const { formProps, edited, notice, submit } = useFormSubmit();

  if (draft.lines.length === 0) {
    return (
      <>
        <JourneyHeading>{text.title}</JourneyHeading>
        <Status>
          {t.method.noPolicies} <Link href={ROUTE.oneTimePayment}>{t.startAgain}</Link>
        </Status>
      </>
    );
  }

  const onSubmit = submit(() => {
    const missing: Record<string, string> = {};
    if (!method) missing.method = t.method.required;
    if (!payor) missing.payor = t.method.payorRequired;
    if (!method || !payor) return { errors: missing };
    const result = services.choosePaymentMethod.execute(toMethod(method), payor);
    if (result.ok) return; // the use case moved the page
    const e = result.error;
    return {
      errors: missing,
      notice: e === 'locked' ? t.locked : e === 'noPolicies' ? t.method.noPolicies : t.limitErrors[e],
    };
  });

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      <p className="payment-total">
        {t.policies.total}: <strong>{formatMoney(services.paymentDraft.totalCents)}</strong>
      </p>
      <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
        <RadioGroup
          name="method"
          value={method}
          onChange={(v) => {
            setMethod(v as MethodValue);
            edited('method');
          }}
          className="field"
        >
          <Label className="field-label">{t.method.label}</Label>
          <FieldError className="field-error" />
          <div className="payment-options">
            {CARD_BRANDS.map((brand) => (
              <Radio key={brand} value={`card-${brand}`} className="radio radio-card">
                <span>
                  {methodText('card', brand)}
                  <span className="payment-line payment-muted">{t.method.cardHint}</span>
                </span>
              </Radio>
            ))}
            <Radio value="paynow" className="radio radio-card">
              <span>
                {t.method.paynow}
                <span className="payment-line payment-muted">{t.method.paynowHint}</span>
              </span>
            </Radio>
          </div>
        </RadioGroup>
        <RadioGroup
          name="payor"
          value={payor}
          onChange={(v) => {
            setPayor(v as Payor['kind']);
            edited('payor');
          }}
          className="field"
        >
          <Label className="field-label">{t.method.payorLabel}</Label>
          <FieldError className="field-error" />
          <div className="payment-options">
            <Radio value="policyholder" className="radio radio-card">
              {t.method.policyholder}
            </Radio>
            <Radio value="third-party" className="radio radio-card">
              <span>
                {t.method.thirdParty}
                <span className="payment-line payment-muted">{t.method.thirdPartyHint}</span>
              </span>
            </Radio>
          </div>
        </RadioGroup>
        {notice ? <Status tone="error">{notice}</Status> : null}
        <SubmitButton>{t.continue}</SubmitButton>
      </Form>
    </>
  );
}
