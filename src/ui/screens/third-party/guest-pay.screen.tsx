import { useState } from 'react';
import { Form } from '../../shell/form';
import { formatMoney } from '../../../core/shared/money';
import { CARD_BRANDS } from '../../../core/api/payment.codes';
import { useScreenText } from '../../shell/current-route';
import { JourneyIntro } from '../../shell/steps';
import { thirdPartyText as t } from '../../text/en-third-party';
import { fundsText } from '../../text/en-third-party-funds';
import { guestPayorText } from '../../text/en-third-party-guest';
import { SourceOfFundsFields, useSourceOfFunds } from './source-of-funds-fields';
import { DownloadCopy, NoDeclaration, PayorSummary, PolicyDue, useThirdPartyDraft } from './third-party-parts';
import { useArea } from '../../services-context';
import { FormNotice } from '../../shell/screen-parts';
import { ChoiceField } from '../../shell/choice-field';
import { CheckboxField } from '../../shell/form-parts';
import { errorTexts, useFormSubmit } from '../../shell/use-form-submit';
import { SubmitButton } from '../../shell/submit-button';
import { ROUTE } from '../../../core/shared/routes';

/**
 * /third-party/source-of-funds, standalone: the source of funds, then Pay by card on the gateway's page.
 * There is no review route for a guest, so the payment is on this page, under what was declared.
 */
export default function GuestPayScreen() {
  const text = useScreenText();
  const { draft } = useThirdPartyDraft();
  const { payAsGuest } = useArea('guestPayor');
  const funds = useSourceOfFunds();
  const [brand, setBrand] = useState('');
  const [consent, setConsent] = useState(false);
  const { formProps, busy, errors, edited, notice, noticeReference, submit } = useFormSubmit();

  const ready = draft.mode === 'standalone' && draft.declarationId && draft.policy && draft.amountCents !== undefined;
  const amount = formatMoney(draft.amountCents ?? 0);

  const onSubmit = submit(async (data) => {
    const result = await payAsGuest.execute({
      ...funds.read(data),
      brand,
      consent,
    });
    if (result.kind === 'leaving') return; // the gateway's page is loading: stay busy
    if (result.kind === 'invalid')
      return { errors: errorTexts(result.errors, { ...fundsText.funds.errors, ...guestPayorText.pay.errors }) };
    if (result.kind === 'noDeclaration') return { notice: fundsText.funds.noDeclaration };
    if (result.kind === 'unconfirmed') return { notice: guestPayorText.pay.unconfirmed };
    return result.shown ? {} : { notice: guestPayorText.pay.failed, reference: result.failure.reference };
  });

  // The consent checkbox says its own error; the Form speaks for the fields.
  const { consent: consentError, ...rest } = errors;
  if (!ready) return <NoDeclaration at={ROUTE.thirdParty} />;
  return (
    <>
      <JourneyIntro purposes={t.purposes} />
      <PolicyDue policy={draft.policy!} />
      {draft.summary ? <PayorSummary amountCents={draft.amountCents} /> : null}
      <DownloadCopy copy={draft.copy} />
      <FormNotice text={notice} reference={noticeReference} />
      <Form
        {...formProps}
        validationErrors={rest}

        onSubmit={onSubmit}
        aria-label={text.title}
      >
        <SourceOfFundsFields {...funds.fields} amountCents={draft.amountCents ?? 0} />
        <h2 className="tp-h2">{guestPayorText.pay.heading}</h2>
        <p className="field-hint">{guestPayorText.pay.intro}</p>
        <ChoiceField
          name="brand"
          label={guestPayorText.pay.brand.label}
          value={brand}
          onChange={setBrand}
          choices={CARD_BRANDS.map((b) => ({ value: b, label: guestPayorText.pay.brands[b] }))}
          listClassName="radio-options"
          choiceClassName="radio"
        />
        <CheckboxField name="consent" isSelected={consent} onChange={setConsent} onEdit={edited} error={consentError}>
          {guestPayorText.pay.consent(amount)}
        </CheckboxField>
        <SubmitButton busy={busy} busyText={guestPayorText.pay.submitting}>
          {guestPayorText.pay.submit(amount)}
        </SubmitButton>
      </Form>
    </>
  );
}
