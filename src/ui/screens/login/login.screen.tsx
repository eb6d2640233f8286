import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'wouter';
import type { IdType } from '../../../core/login/login.contract';
import { useDeferredServices } from '../../services-context';
import { useScreenText } from '../../shell/current-route';
import { ScreenHeading } from '../../shell/screen-heading';
import { loginText as t } from '../../text/en-login';
import { en } from '../../text/en';
import { errorTexts, focusFirstInvalid, IdentityFields, withoutError } from './identity-fields';
import { BusyButton } from '../../shell/busy-button';

/** /login: who are you? Only identifies the customer; the next step proves it. */
export default function LoginScreen() {
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
    const outcome = await (await services()).identifyCustomer.execute({
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
        <IdentityFields
          idType={idType}
          onIdTypeChange={(next) => {
            setIdType(next);
            setErrors({});
          }}
          onEdit={(field) => setErrors((current) => withoutError(current, field))}
        />
        <BusyButton type="submit" busy={busy}>
          {busy ? t.submitting : t.submitIdentify}
        </BusyButton>
      </Form>
      <p className="aside">
        <Link href="/login/acceptance-code">{t.acceptanceCodeLink}</Link>
      </p>
    </>
  );
}
