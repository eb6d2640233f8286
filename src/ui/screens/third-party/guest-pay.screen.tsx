import { useState } from 'react';
import { Form } from '../../shell/form';
import { formatMoney } from '../../../core/shared/money';
import { CARD_BRANDS } from '../../../core/api/payment.codes';
import { useScreenText } from '../../shell/current-route';
import { JourneyIntro } from '../../shell/steps';
import { thirdPartyText as t } from '../../text/en-third-party';
import { SourceOfFundsFields, useSourceOfFunds } from './source-of-funds-fields';
import { DownloadCopy, PayorSummary, PolicyDue, useThirdPartyDraft } from './third-party-parts';
import { FormNotice, StatusLink } from '../../shell/screen-parts';
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
  const { services, draft } = useThirdPartyDraft();
  const funds = useSourceOfFunds();
  const [brand, setBrand] = useState('');
  const [consent, setConsent] = useState(false);
  const { formProps, busy, errors, edited, notice, noticeReference, submit } = useFormSubmit();

  const ready = draft.mode === 'standalone' && draft.declarationId && draft.policy && draft.amountCents !== undefined;
  const amount = formatMoney(draft.amountCents ?? 0);

  const onSubmit = submit(async (data) => {
    const result = await services.payAsGuest.execute({
      ...funds.read(data),
      brand,
      consent,
    });
    if (result.kind === 'leaving') return; // the gateway's page is loading: stay busy
    if (result.kind === 'invalid') return { errors: errorTexts(result.errors, { ...t.funds.errors, ...t.pay.errors }) };
    if (result.kind === 'noDeclaration') return { notice: t.funds.noDeclaration };
    if (result.kind === 'unconfirmed') return { notice: t.pay.unconfirmed };
    return result.shown ? {} : { notice: t.pay.failed, reference: result.failure.reference };
  });

  // The consent checkbox says its own error; the Form speaks for the fields.
  const { consent: consentError, ...rest } = errors;
  return (
    <>
      <JourneyIntro purposes={t.purposes} />
      {!ready ? (
        <StatusLink says={t.funds.noDeclaration} href={ROUTE.thirdParty} link={t.funds.goToDeclaration} />
      ) : (
        <>
          <PolicyDue policy={draft.policy!} />
          {draft.summary ? <PayorSummary amountCents={draft.amountCents} /> : null}
          {draft.copy ? <DownloadCopy copy={draft.copy} /> : null}
          <FormNotice text={notice} reference={noticeReference} />
          <Form
            {...formProps}
            validationErrors={rest}

            onSubmit={onSubmit}
            aria-label={text.title}
          >
            <SourceOfFundsFields {...funds.fields} amountCents={draft.amountCents ?? 0} />
            <h2 className="tp-h2">{t.pay.heading}</h2>
            <p className="field-hint">{t.pay.intro}</p>
            <ChoiceField
              name="brand"
              label={t.pay.brand.label}
              value={brand}
              onChange={setBrand}
              choices={CARD_BRANDS.map((b) => ({ value: b, label: t.pay.brands[b] }))}
              listClassName="radio-options"
              choiceClassName="radio"
            />
            <CheckboxField
              name="consent"
              isSelected={consent}
              onChange={setConsent}
              onEdit={edited}
              error={consentError}
            >
              {t.pay.consent(amount)}
            </CheckboxField>
            <SubmitButton busy={busy} busyText={t.pay.submitting}>
              {t.pay.submit(amount)}
            </SubmitButton>
          </Form>
        </>
      )}
    </>
  );
}
