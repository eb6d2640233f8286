import { Form } from '../../shell/form';
import { useScreenText } from '../../shell/current-route';
import { PageIntro } from '../../shell/steps';
import { thirdPartyText as t } from '../../text/en-third-party';
import { fundsText } from '../../text/en-third-party-funds';
import { SourceOfFundsFields, useSourceOfFunds } from './source-of-funds-fields';
import { NoDeclaration, PayorSummary, usePayorDraft } from './third-party-parts';
import { FormNotice } from '../../shell/screen-parts';
import { errorTexts, useFormSubmit } from '../../shell/use-form-submit';
import { SubmitButton } from '../../shell/submit-button';
import { PATH } from '../../../core/shared/paths';

/** /third-party/one-time-payment/source-of-funds: completes the payor, then back to the policyholder's review. */
export default function SourceOfFundsScreen() {
  const text = useScreenText();
  const { services, draft } = usePayorDraft();
  const funds = useSourceOfFunds();
  const { formProps, busy, notice, noticeReference, submit } = useFormSubmit();

  const ready = draft.mode === 'signed-in' && draft.declarationId;

  const onSubmit = submit(async (data) => {
    const outcome = await services.submitSourceOfFunds.execute('signed-in', funds.read(data));
    if (outcome.kind === 'invalid') return { errors: errorTexts(outcome.errors, fundsText.funds.errors) };
    if (outcome.kind === 'noDeclaration') return { notice: fundsText.funds.noDeclaration };
    if (outcome.kind === 'paymentLocked') return { notice: fundsText.funds.failed };
    if (outcome.kind === 'failed' && !outcome.shown)
      return { notice: fundsText.funds.failed, reference: outcome.failure.reference };
    return {};
  });

  if (!ready) return <NoDeclaration at={PATH.thirdPartyDeclaration} />;
  return (
    <>
      <PageIntro purposes={t.purposes} />
      {draft.summary ? <PayorSummary amountCents={draft.amountCents} /> : null}
      <FormNotice text={notice} reference={noticeReference} />
      <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
        <SourceOfFundsFields {...funds.fields} amountCents={draft.amountCents ?? 0} />
        <SubmitButton busy={busy} busyText={fundsText.funds.submitting}>
          {fundsText.funds.submitWithLogin}
        </SubmitButton>
      </Form>
    </>
  );
}
