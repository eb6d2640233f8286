import { lazy, Suspense, useEffect, useState } from 'react';
import { Form } from '../../shell/form';
import { checkTotal, formatMoney } from '../../../core/shared/money';
import { CARD_BRANDS } from '../../../core/api/payment.codes';
import { useScreenText } from '../../shell/current-route';
import { PageIntro } from '../../shell/steps';
import { en } from '../../text/en';
import { thirdPartyText as t } from '../../text/en-third-party';
import { fundsText } from '../../text/en-third-party-funds';
import { guestPayorText } from '../../text/en-third-party-guest';
import { SourceOfFundsFields, useSourceOfFunds } from './source-of-funds-fields';
import { DownloadCopy, NoDeclaration, PayorSummary, PolicyDue, usePayorDraft } from './third-party-parts';
import { useArea } from '../../services-context';
import { FormNotice } from '../../shell/screen-parts';
import { ChoiceField, type Choice } from '../../shell/choice-field';
import { CheckboxField } from '../../shell/form-parts';
import { errorTexts, useFormSubmit } from '../../shell/use-form-submit';
import { SubmitButton } from '../../shell/submit-button';
import { PATH } from '../../../core/shared/paths';

// Only once a PayNow code is made: the form's page carries neither the QR encoder nor the PayNow texts.
const GuestPayNow = lazy(() =>
  import(/* webpackChunkName: "guest-paynow" */ './guest-paynow').then((m) => ({ default: m.GuestPayNow })),
);

/** An option's words with the muted line under them. */
const option = (value: string, label: string, hint: string): Choice => ({
  value,
  label: (
    <span>
      {label}
      <span className="payment-line payment-muted">{hint}</span>
    </span>
  ),
});

/** The card brands and PayNow; above the card limit, PayNow alone. Built as the screen renders (its language). */
function methods(cards: boolean): readonly Choice[] {
  const p = guestPayorText.pay;
  return [
    ...(cards ? CARD_BRANDS.map((b) => option(b, p.brands[b], p.cardHint)) : []),
    option('paynow', p.paynow, p.paynowHint),
  ];
}

/**
 * /third-party/source-of-funds, guest: the source of funds, then Pay by card on the gateway's page, or by PayNow
 * with the code shown here in place of the form. There is no review route for a guest, nor a PayNow one, so the
 * payment is on this page, under what was declared.
 */
export default function GuestPayScreen() {
  const text = useScreenText();
  const { draft } = usePayorDraft();
  const { payAsGuest } = useArea('guestPayor');
  const funds = useSourceOfFunds();
  // Above the card limit PayNow is the one way, chosen already; so it is after "Pay with PayNow instead".
  const [method, setMethod] = useState(() =>
    draft.payNowInstead || checkTotal(draft.amountCents ?? 0, 'card') ? 'paynow' : '',
  );
  const [consent, setConsent] = useState(false);
  // As the policyholder's review does: the code's chunk loads and lean-qr runs once before the press.
  useEffect(() => {
    if (method === 'paynow' && consent)
      void import(/* webpackChunkName: "guest-paynow" */ './guest-paynow').then((m) => m.warmUpPayNowQr());
  }, [method, consent]);
  const { formProps, busy, errors, edited, notice, noticeReference, submit } = useFormSubmit();

  const ready = draft.mode === 'guest' && draft.declarationId && draft.policy && draft.amountCents !== undefined;
  const amountCents = draft.amountCents ?? 0;
  const amount = formatMoney(amountCents);
  const cards = !checkTotal(amountCents, 'card');

  const onSubmit = submit(async (data) => {
    const result = await payAsGuest.execute({ ...funds.read(data), method, consent });
    if (result.kind === 'leaving') return; // the gateway's page is loading: stay busy
    if (result.kind === 'paynow') return {}; // the code replaces the form
    if (result.kind === 'invalid')
      return { errors: errorTexts(result.errors, { ...fundsText.funds.errors, ...guestPayorText.pay.errors }) };
    if (result.kind === 'noDeclaration') return { notice: fundsText.funds.noDeclaration };
    if (result.kind === 'unconfirmed') return { notice: guestPayorText.pay.unconfirmed };
    return result.shown ? {} : { notice: guestPayorText.pay.failed, reference: result.failure.reference };
  });

  // The consent checkbox says its own error; the Form speaks for the fields.
  const { consent: consentError, ...rest } = errors;
  if (!ready) return <NoDeclaration at={PATH.thirdParty} />;
  const submission = draft.submission;
  if (submission?.state === 'accepted' && submission.payNow) {
    return (
      <Suspense fallback={<p className="loading">{en.loading}</p>}>
        <GuestPayNow
          policyNumber={draft.policy!.policyNumber}
          amountCents={amountCents}
          reference={submission.payNow.reference}
        />
      </Suspense>
    );
  }
  return (
    <>
      <PageIntro purposes={t.purposes} />
      <PolicyDue policy={draft.policy!} />
      {draft.summary ? <PayorSummary amountCents={draft.amountCents} /> : null}
      <DownloadCopy copy={draft.copy} />
      <FormNotice text={notice} reference={noticeReference} />
      <Form {...formProps} validationErrors={rest} onSubmit={onSubmit} aria-label={text.title}>
        <SourceOfFundsFields {...funds.fields} amountCents={amountCents} />
        <h2 className="tp-h2">{guestPayorText.pay.heading}</h2>
        {cards ? null : <p className="field-hint">{guestPayorText.pay.payNowOnly}</p>}
        <ChoiceField
          name="method"
          label={guestPayorText.pay.method.label}
          value={method}
          onChange={setMethod}
          onEdit={edited}
          choices={methods(cards)}
          listClassName="payment-options"
        />
        <CheckboxField name="consent" isSelected={consent} onChange={setConsent} onEdit={edited} error={consentError}>
          {guestPayorText.pay.consent(amount)}
        </CheckboxField>
        <SubmitButton busy={busy} busyText={guestPayorText.pay.submitting}>
          {method === 'paynow' ? guestPayorText.pay.submitPayNow : guestPayorText.pay.submit(amount)}
        </SubmitButton>
      </Form>
    </>
  );
}
