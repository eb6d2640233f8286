import { useState } from 'react';
import { FieldError, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'wouter';
import { formatMoney } from '../../../core/shared/money';
import { CARD_BRANDS } from '../../../core/api/payment.contract';
import { useThirdPartyServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { thirdPartyText as t } from '../../text/en-third-party';
import { SourceOfFundsFields, useSourceOfFunds } from './source-of-funds-fields';
import { DownloadCopy, PayorSummary, PolicyDue } from './third-party-parts';
import { Status } from '../../shell/screen-parts';
import { CheckboxField } from '../../shell/form-parts';
import { errorTexts, useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { SubmitButton } from '../../shell/busy-button';
import { ROUTE } from '../../../core/shared/routes';

/**
 * /third-party/source-of-funds, standalone: the source of funds, then Pay by card on the gateway's page.
 * There is no review route for a guest, so the payment is on this page, under what was declared.
 */
export default function GuestPayScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useThirdPartyServices();
  const draft = useStore(services.thirdPartyDraft.store);
  const funds = useSourceOfFunds();
  const [brand, setBrand] = useState('');
  const [consent, setConsent] = useState(false);
  const { formProps, busy, errors, edited, notice, submit } = useFormSubmit();

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
    return { notice: result.shown ? undefined : t.pay.failed };
  });

  // The consent checkbox says its own error; react-aria's Form speaks for the fields.
  const { consent: consentError, ...rest } = errors;
  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      {!ready ? (
        <Status>
          {t.funds.noDeclaration} <Link href={ROUTE.thirdParty}>{t.funds.goToDeclaration}</Link>
        </Status>
      ) : (
        <>
          <PolicyDue policy={draft.policy!} />
          {draft.summary ? <PayorSummary amountCents={draft.amountCents} /> : null}
          {draft.copy ? <DownloadCopy copy={draft.copy} /> : null}
          {notice ? <Status tone="error">{notice}</Status> : null}
          <Form
            {...formProps}
            validationErrors={rest}
            validationBehavior="aria"
            onSubmit={onSubmit}
            aria-label={text.title}
          >
            <SourceOfFundsFields {...funds.fields} amountCents={draft.amountCents ?? 0} />
            <h2 className="tp-h2">{t.pay.heading}</h2>
            <p className="field-hint">{t.pay.intro}</p>
            <RadioGroup
              name="brand"
              value={brand || null}
              onChange={setBrand}
              className="field radio-group"
              orientation="horizontal"
            >
              <Label className="field-label">{t.pay.brand.label}</Label>
              <FieldError className="field-error" />
              <div className="radio-options">
                {CARD_BRANDS.map((b) => (
                  <Radio key={b} value={b} className="radio">
                    {t.pay.brands[b]}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
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
