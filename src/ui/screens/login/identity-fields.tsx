import { useState, type ReactNode } from 'react';
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
  /** Called as the customer edits a field: what `send` needs loads meanwhile. */
  prepare: () => void;
  fields?: (onEdit: (field: string) => void) => ReactNode;
}) {
  const text = useScreenText();
  const [idType, setIdType] = useState<IdType>('NRIC_FIN');
  const { formProps, busy, setErrors, edited, notice, noticeReference, submit } = useFormSubmit();
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
            prepare();
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
