import { Form } from 'react-aria-components';
import { Link } from 'wouter';
import { useThirdPartyServices } from '../../services-context';
import { usePurpose, useScreenText } from '../../shell/current-route';
import { JourneyHeading } from '../../shell/steps';
import { thirdPartyText as t } from '../../text/en-third-party';
import { SourceOfFundsFields, useSourceOfFunds } from './source-of-funds-fields';
import { DownloadCopy, PayorSummary } from './third-party-parts';
import { Status } from '../../shell/screen-parts';
import { errorTexts, useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { SubmitButton } from '../../shell/busy-button';
import { ROUTE } from '../../../core/shared/routes';

/** /third-party/one-time-payment/source-of-funds: completes the payor, then back to the policyholder's review. */
export default function SourceOfFundsScreen() {
  const text = useScreenText();
  const purpose = usePurpose(t.purposes);
  const services = useThirdPartyServices();
  const draft = useStore(services.thirdPartyDraft.store);
  const funds = useSourceOfFunds();
  const { formProps, busy, notice, submit } = useFormSubmit();

  const ready = draft.mode === 'with-login' && draft.declarationId;

  const onSubmit = submit(async (data) => {
    const outcome = await services.submitSourceOfFunds.execute('with-login', funds.read(data));
    if (outcome.kind === 'invalid') return { errors: errorTexts(outcome.errors, t.funds.errors) };
    if (outcome.kind === 'noDeclaration') return { notice: t.funds.noDeclaration };
    const failed = outcome.kind === 'paymentLocked' || (outcome.kind === 'failed' && !outcome.shown);
    return { notice: failed ? t.funds.failed : undefined };
  });

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
          <Form {...formProps} validationBehavior="aria" onSubmit={onSubmit} aria-label={text.title}>
            <SourceOfFundsFields {...funds.fields} amountCents={draft.amountCents ?? 0} />
            <SubmitButton busy={busy} busyText={t.funds.submitting}>
              {t.funds.submitWithLogin}
            </SubmitButton>
          </Form>
        </>
      )}
    </>
  );
}
