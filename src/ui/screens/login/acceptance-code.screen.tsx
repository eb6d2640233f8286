import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import type { IdType } from '../../../core/login/login.contract';
import { useDeferredServices } from '../../services-context';
import { useScreenText } from '../../shell/current-route';
import { ScreenHeading } from '../../shell/screen-heading';
import { loginText as t } from '../../text/en-login';
import { en } from '../../text/en';
import { errorTexts, focusFirstInvalid, IdentityFields, withoutError } from './identity-fields';
import { BusyButton } from '../../shell/busy-button';

/** /login/acceptance-code: a new policy's first premium, with the code from the acceptance letter. */
export default function AcceptanceCodeScreen() {
  const text = useScreenText();
  // The form paints before the services arrive (the /login budget, docs/performance.md).
  const services = useDeferredServices();
  const form = useRef<HTMLFormElement>(null);
  const [idType, setIdType] = useState<IdType>('NRIC_FIN');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
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
    const outcome = await (await services()).acceptanceCodeLogin.execute({
      acceptanceCode: String(data.get('acceptanceCode') ?? ''),
      idType,
      idNumber: String(data.get('idNumber') ?? ''),
      dateOfBirth: String(data.get('dateOfBirth') ?? ''),
    });
    setBusy(false);
    // No readable answer: said here, and the form keeps what was typed (a dialog would log out on close).
    if (outcome.kind === 'error' && outcome.inline) setNotice(en.inline[outcome.inline]);
    setErrors(outcome.kind === 'invalid' ? errorTexts(outcome.errors, t.errors) : {});
    if (outcome.kind === 'invalid') setAttempt((n) => n + 1);
  }

  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{text.purpose}</p>
      {notice ? (
        <p className="notice notice-error" role="alert">
          {notice}
        </p>
      ) : null}
      <Form ref={form} className="form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit} aria-label={text.title}>
        <TextField name="acceptanceCode" className="field" autoComplete="off" onChange={() => setErrors((current) => withoutError(current, 'acceptanceCode'))}>
          <Label className="field-label">{t.acceptanceCode.label}</Label>
          <Text slot="description" className="field-hint">
            {t.acceptanceCode.hint}
          </Text>
          <FieldError className="field-error" />
          <Input className="field-input" autoCapitalize="characters" spellCheck={false} />
        </TextField>
        <IdentityFields
          idType={idType}
          onIdTypeChange={(next) => {
            setIdType(next);
            setErrors({});
          }}
          onEdit={(field) => setErrors((current) => withoutError(current, field))}
        />
        <BusyButton type="submit" busy={busy}>
          {busy ? t.submitting : t.submitAcceptanceCode}
        </BusyButton>
      </Form>
    </>
  );
}
