import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { formatMoney, toDecimal } from '../../../core/shared/money';
import { useThirdPartyServices } from '../../services-context';
import { thirdPartyText as t } from '../../text/en-third-party';
import { DeclarationFields, declarationForm, withoutErrors, type DeclarationChoices } from './third-party-fields';
import { fieldTexts, focusFirstInvalid, PolicyDue, Status, useStore } from './third-party-parts';
import { BusyButton } from '../../shell/busy-button';

const NO_CHOICES: DeclarationChoices = {
  idType: 'NRIC_FIN',
  nationality: '',
  relationship: '',
  reason: '',
  declaredTrue: false,
};

/** /third-party's second step: the policy found, the amount, and the payor's declaration (its own chunk). */
export default function DeclareStep() {
  const services = useThirdPartyServices();
  const draft = useStore(services.thirdPartyDraft.store);
  const policy = draft.policy!;
  const form = useRef<HTMLFormElement>(null);
  const [choices, setChoices] = useState<DeclarationChoices>(NO_CHOICES);
  const [amount, setAmount] = useState(toDecimal(draft.amountCents ?? policy.amountDueCents));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setNotice(null);
    const outcome = await services.submitDeclaration.execute('standalone', declarationForm(data, choices), amount);
    setBusy(false);
    if (outcome.kind === 'invalid') {
      setErrors({ ...outcome.errors });
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    if (outcome.kind === 'error' && !outcome.shown) setNotice(t.declaration.failed);
  }

  const { declaredTrue, ...rest } = errors;
  const texts = fieldTexts(rest, { ...t.declaration.errors, amount: t.amount.errors });
  return (
    <>
      <h2 className="tp-h2">{t.policy.heading}</h2>
      <PolicyDue policy={policy} />
      <p>
        <Button className="tp-link-button" onPress={() => services.thirdPartyDraft.reset()}>
          {t.policy.searchAgain}
        </Button>
      </p>
      {notice ? <Status tone="error">{notice}</Status> : null}
      <Form
        ref={form}
        className="form"
        validationBehavior="aria"
        validationErrors={texts}
        onSubmit={(event) => void onSubmit(event)}
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
        <DeclarationFields
          choices={choices}
          onChoice={(change) => {
            setChoices((c) => ({ ...c, ...change }));
            setErrors((e) => withoutErrors(e, Object.keys(change)));
          }}
          onEdit={(field) => setErrors((e) => withoutErrors(e, [field]))}
          declaredError={declaredTrue ? t.declaration.errors.declaredTrue!.required : undefined}
        />
        <BusyButton type="submit" busy={busy}>
          {busy ? t.declaration.submitting : t.declaration.submit}
        </BusyButton>
      </Form>
    </>
  );
}
