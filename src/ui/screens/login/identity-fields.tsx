import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { IdType } from '../../../core/api/login.contract';
import { Form } from '../../shell/form';
import { IdFields } from '../../shell/id-fields';
import { ScreenHeading } from '../../shell/screen-heading';
import { SubmitButton } from '../../shell/submit-button';
import { useScreenText } from '../../shell/current-route';
import { formText, useFormSubmit } from '../../shell/use-form-submit';
import { loginText } from '../../text/en-login';
import { InlineAlert, submitted } from './login-form-parts';

export interface Identity {
  idType: IdType;
  idNumber: string;
  dateOfBirth: string;
}

/**
 * The page of /login and /login/acceptance-code: its heading and purpose, a line for a call without an answer, any
 * fields of its own (`fields`), then the customer's own ID type, number and date of birth (their own birthday, so
 * the browser may fill it in, with the number pad), and the submit. `send` makes the call with what was typed.
 */
export function IdentityForm({
  submitText,
  send,
  prepare,
  fields,
}: {
  submitText: string;
  send: (identity: Identity, data: FormData) => Promise<Parameters<typeof submitted>[0]>;
  /**
   * Called with the fields as they stand as the customer edits one (what `send` needs loads, and may work on them,
   * meanwhile), and with nothing as the form goes.
   */
  prepare: (identity?: Identity) => void;
  fields?: (onEdit: (field: string) => void) => ReactNode;
}) {
  const text = useScreenText();
  const [idType, setIdType] = useState<IdType>('NRIC_FIN');
  const { formProps, busy, setErrors, edited, notice, noticeReference, submit } = useFormSubmit();
  const prepared = useRef(false);
  const typed = (): Identity | undefined => {
    if (!formProps.ref.current) return undefined;
    const data = new FormData(formProps.ref.current);
    return { idType, idNumber: formText(data, 'idNumber'), dateOfBirth: formText(data, 'dateOfBirth') };
  };
  // What was prepared from the fields goes with the form.
  const last = useRef(prepare);
  last.current = prepare;
  useEffect(() => () => void (prepared.current && last.current()), []);
  const onSubmit = submit(async (data) =>
    submitted(
      await send({ idType, idNumber: formText(data, 'idNumber'), dateOfBirth: formText(data, 'dateOfBirth') }, data),
    ),
  );
  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{text.purpose}</p>
      <InlineAlert text={notice} reference={noticeReference} />
      <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
        {fields?.(edited)}
        <IdFields
          idType={idType}
          onIdType={(next) => {
            setIdType(next);
            setErrors({});
          }}
          onEdit={(field) => {
            prepared.current = true;
            prepare(typed());
            edited(field);
          }}
          text={loginText}
          dateOfBirth={{ autoComplete: 'bday', inputMode: 'numeric' }}
        />
        <SubmitButton busy={busy} busyText={loginText.submitting}>
          {submitText}
        </SubmitButton>
      </Form>
    </>
  );
}
