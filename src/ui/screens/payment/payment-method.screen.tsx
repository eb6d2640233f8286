import { useEffect, useState } from 'react';
import { Form } from '../../shell/form';
import { formatMoney } from '../../../core/shared/money';
import type { PaymentMethod, Payor } from '../../../core/payment/payment-draft';
import { CARD_BRANDS } from '../../../core/api/payment.codes';
import { useScreenText } from '../../shell/current-route';
import { PageIntro, MissingStep } from '../../shell/steps';
import { paymentText as t } from '../../text/en-payment';
import { FormNotice } from '../../shell/screen-parts';
import { ChoiceField, type Choice } from '../../shell/choice-field';
import { useFormSubmit } from '../../shell/use-form-submit';
import { methodText, usePaymentDraft } from './payment-parts';
import { missingPaymentStep } from '../../../core/payment/payment-steps';
import { SubmitButton } from '../../shell/submit-button';
import { PATH } from '../../../core/shared/paths';
import { prepareScreen } from '../../shell/route-view';
import { usePrepareArea } from '../../services-context';

type MethodValue = 'paynow' | `card-${(typeof CARD_BRANDS)[number]}`;

const toValue = (m: PaymentMethod | undefined): MethodValue | null =>
  m ? (m.kind === 'paynow' ? 'paynow' : `card-${m.brand}`) : null;
const toMethod = (v: MethodValue): PaymentMethod =>
  v === 'paynow'
    ? { kind: 'paynow' }
    : { kind: 'card', brand: v.slice('card-'.length) as (typeof CARD_BRANDS)[number] };

/** An option's words with the muted line under them. */
const option = (value: string, label: string, hint?: string): Choice => ({
  value,
  label: hint ? (
    <span>
      {label}
      <span className="payment-line payment-muted">{hint}</span>
    </span>
  ) : (
    label
  ),
});

// Built as the screen renders, so a language chosen on it names the choices too.
const methods = (): readonly Choice[] => [
  ...CARD_BRANDS.map((brand) => option(`card-${brand}`, methodText('card', brand), t.method.cardHint)),
  option('paynow', t.method.paynow, t.method.paynowHint),
];
const payors = (): readonly Choice[] => [
  option('policyholder', t.method.policyholder),
  option('third-party', t.method.thirdParty, t.method.thirdPartyHint),
];

/** /one-time-payment/payment-method: card (by brand) or PayNow, and who pays. */
export default function PaymentMethodScreen() {
  const text = useScreenText();
  const { services, draft } = usePaymentDraft();
  const [method, setMethod] = useState<MethodValue | null>(toValue(draft.method));
  const [payor, setPayor] = useState<Payor['kind'] | null>(draft.payor?.kind ?? null);
  const { formProps, edited, notice, submit } = useFormSubmit();
  // The payor's declaration loads once the customer says someone else pays, not on every visit: loaded ahead always,
  // it would take this page's JS by network idle over its budget (docs/performance.md).
  const prepareArea = usePrepareArea();
  useEffect(() => {
    if (payor !== 'third-party') return;
    prepareScreen(PATH.thirdPartyDeclaration);
    prepareArea(PATH.thirdPartyDeclaration);
  }, [payor, prepareArea]);

  const missing = missingPaymentStep(draft, PATH.paymentMethod);
  if (missing) return <MissingStep step={missing} says={t.method.noPolicies} link={t.startAgain} />;

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
      <PageIntro purposes={t.purposes} />
      <p className="payment-total">
        {t.policies.total}: <strong>{formatMoney(services.paymentDraft.totalCents)}</strong>
      </p>
      <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
        <ChoiceField
          name="method"
          label={t.method.label}
          value={method}
          onChange={(v) => setMethod(v as MethodValue)}
          onEdit={edited}
          choices={methods()}
          listClassName="payment-options"
        />
        <ChoiceField
          name="payor"
          label={t.method.payorLabel}
          value={payor}
          onChange={(v) => setPayor(v as Payor['kind'])}
          onEdit={edited}
          choices={payors()}
          listClassName="payment-options"
        />
        <FormNotice text={notice} />
        <SubmitButton>{t.continue}</SubmitButton>
      </Form>
    </>
  );
}
