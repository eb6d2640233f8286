import { formText } from '../../shell/use-form-submit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Checkbox, FieldError, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'wouter';
import { formatMoney } from '../../../core/shared/money';
import { CARD_BRANDS } from '../../../core/api/payment.contract';
import { needsSourceOfWealth } from '../../../core/third-party/declaration-rules';
import { SOURCE_OF_WEALTH_THRESHOLD_CENTS } from '../../../core/api/third-party.contract';
import { useThirdPartyServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { thirdPartyText as t } from '../../text/en-third-party';
import { SourceOfFundsFields } from './source-of-funds-fields';
import {
  CheckError,
  DownloadCopy,
  fieldTexts,
  focusFirstInvalid,
  PayorSummary,
  PolicyDue,
  Status,
  useStore,
} from './third-party-parts';
import { BusyButton } from '../../shell/busy-button';
import { ROUTE } from '../../../core/shared/routes';

const CONSENT_ERROR = 'tp-consent-error';

/**
 * /third-party/source-of-funds, standalone: the source of funds, then Pay by card on the gateway's page.
 * There is no review route for a guest, so the payment is on this page, under what was declared.
 */
export default function GuestPayScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useThirdPartyServices();
  const draft = useStore(services.thirdPartyDraft.store);
  const form = useRef<HTMLFormElement>(null);
  const [source, setSource] = useState('');
  const [wealthSource, setWealthSource] = useState('');
  const [brand, setBrand] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);

  const ready = draft.mode === 'standalone' && draft.declarationId && draft.policy && draft.amountCents !== undefined;
  const amount = formatMoney(draft.amountCents ?? 0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setNotice(null);
    const result = await services.payAsGuest.execute({
      source,
      sourceOther: formText(data, 'sourceOther'),
      wealthSource,
      wealthDescription: formText(data, 'wealthDescription'),
      brand,
      consent,
    });
    if (result.kind === 'leaving') return; // the gateway's page is loading: stay busy
    setBusy(false);
    if (result.kind === 'invalid') {
      setErrors({ ...result.errors });
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    if (result.kind === 'noDeclaration') setNotice(t.funds.noDeclaration);
    else if (result.kind === 'unconfirmed') setNotice(t.pay.unconfirmed);
    else if (!result.shown) setNotice(t.pay.failed);
  }

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
            ref={form}
            className="form"
            validationBehavior="aria"
            validationErrors={fieldTexts(rest, { ...t.funds.errors, ...t.pay.errors })}
            onSubmit={(event) => void onSubmit(event)}
            aria-label={text.title}
          >
            <SourceOfFundsFields
              source={source}
              onSource={setSource}
              wealthSource={wealthSource}
              onWealthSource={setWealthSource}
              askWealth={needsSourceOfWealth(draft.amountCents ?? 0)}
              threshold={formatMoney(SOURCE_OF_WEALTH_THRESHOLD_CENTS)}
            />
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
            <div className="field">
              <Checkbox
                name="consent"
                className="tp-checkbox"
                isSelected={consent}
                onChange={(value) => {
                  setConsent(value);
                  setErrors((e) => ({ ...e, consent: undefined }));
                }}
                isInvalid={Boolean(consentError)}
                aria-describedby={consentError ? CONSENT_ERROR : undefined}
              >
                {t.pay.consent(amount)}
              </Checkbox>
              {consentError ? <CheckError id={CONSENT_ERROR}>{t.pay.errors.consent!.required}</CheckError> : null}
            </div>
            <BusyButton type="submit" busy={busy}>
              {busy ? t.pay.submitting : t.pay.submit(amount)}
            </BusyButton>
          </Form>
        </>
      )}
    </>
  );
}
