import { formText } from '../../shell/use-form-submit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'wouter';
import { formatMoney } from '../../../core/shared/money';
import { needsSourceOfWealth } from '../../../core/third-party/declaration-rules';
import { SOURCE_OF_WEALTH_THRESHOLD_CENTS } from '../../../core/api/third-party.contract';
import { useThirdPartyServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { thirdPartyText as t } from '../../text/en-third-party';
import { SourceOfFundsFields } from './source-of-funds-fields';
import { DownloadCopy, fieldTexts, focusFirstInvalid, PayorSummary, Status, useStore } from './third-party-parts';
import { BusyButton } from '../../shell/busy-button';
import { ROUTE } from '../../../core/shared/routes';

/** /third-party/one-time-payment/source-of-funds: completes the payor, then back to the policyholder's review. */
export default function SourceOfFundsScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useThirdPartyServices();
  const draft = useStore(services.thirdPartyDraft.store);
  const form = useRef<HTMLFormElement>(null);
  const [source, setSource] = useState('');
  const [wealthSource, setWealthSource] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);

  const ready = draft.mode === 'with-login' && draft.declarationId;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setNotice(null);
    const outcome = await services.submitSourceOfFunds.execute('with-login', {
      source,
      sourceOther: formText(data, 'sourceOther'),
      wealthSource,
      wealthDescription: formText(data, 'wealthDescription'),
    });
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors({ ...outcome.errors });
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    if (outcome.kind === 'noDeclaration') setNotice(t.funds.noDeclaration);
    else if (outcome.kind === 'error' && !outcome.shown) setNotice(t.funds.failed);
  }

  return (
    <>
      <JourneyHeading>{text.title}</JourneyHeading>
      <p className="lead">{purpose}</p>
      {!ready ? (
        <Status>
          {t.funds.noDeclaration} <Link href={ROUTE.thirdPartyDeclaration}>{t.funds.goToDeclaration}</Link>
        </Status>
      ) : (
        <>
          {draft.summary ? <PayorSummary amountCents={draft.amountCents} /> : null}
          {draft.copy ? <DownloadCopy copy={draft.copy} /> : null}
          {notice ? <Status tone="error">{notice}</Status> : null}
          <Form
            ref={form}
            className="form"
            validationBehavior="aria"
            validationErrors={fieldTexts(errors, t.funds.errors)}
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
            <BusyButton type="submit" busy={busy}>
              {busy ? t.funds.submitting : t.funds.submitWithLogin}
            </BusyButton>
          </Form>
        </>
      )}
    </>
  );
}
