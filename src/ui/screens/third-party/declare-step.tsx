import { useState } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { formatMoney, toDecimal } from '../../../core/shared/money';
import { useThirdPartyServices } from '../../services-context';
import { thirdPartyText as t } from '../../text/en-third-party';
import { DeclarationFields, declarationForm, useDeclarationChoices } from './third-party-fields';
import { PolicyDue } from './third-party-parts';
import { Status } from '../../shell/screen-parts';
import { errorTexts, useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { SubmitButton } from '../../shell/busy-button';

/** /third-party's second step: the policy found, the amount, and the payor's declaration (its own chunk). */
export default function DeclareStep() {
  const services = useThirdPartyServices();
  const draft = useStore(services.thirdPartyDraft.store);
  const policy = draft.policy!;
  const [amount, setAmount] = useState(toDecimal(draft.amountCents ?? policy.amountDueCents));
  const { formProps, busy, errors, edited, notice, submit } = useFormSubmit();
  const { choices, onChoice } = useDeclarationChoices(edited);

  const onSubmit = submit(async (data) => {
    const outcome = await services.submitDeclaration.execute('standalone', declarationForm(data, choices), amount);
    if (outcome.kind === 'invalid')
      return { errors: errorTexts(outcome.errors, { ...t.declaration.errors, amount: t.amount.errors }) };
    return { notice: outcome.kind === 'failed' && !outcome.shown ? t.declaration.failed : undefined };
  });

  // The declaration's checkbox says its own error; react-aria's Form speaks for the fields.
  const { declaredTrue, ...texts } = errors;
  return (
    <>
      <h2 className="tp-h2">{t.policy.heading}</h2>
      <PolicyDue policy={policy} />
      <p>
        <Button className="link-button" onPress={() => services.thirdPartyDraft.reset()}>
          {t.policy.searchAgain}
        </Button>
      </p>
      {notice ? <Status tone="error">{notice}</Status> : null}
      <Form
        {...formProps}
        validationErrors={texts}
        validationBehavior="aria"
        onSubmit={onSubmit}
        aria-label={t.declaration.heading}
      >
        <TextField name="amount" className="field" value={amount} onChange={setAmount} inputMode="decimal">
          <Label className="field-label">{t.amount.label}</Label>
          <Text slot="description" className="field-hint">
            {t.amount.hint(formatMoney(policy.amountDueCents))}
          </Text>
          <FieldError className="field-error" />
          <Input className="field-input field-input-date" />
        </TextField>
        <DeclarationFields choices={choices} onChoice={onChoice} onEdit={edited} declaredError={declaredTrue} />
        <SubmitButton busy={busy} busyText={t.declaration.submitting}>
          {t.declaration.submit}
        </SubmitButton>
      </Form>
    </>
  );
}
