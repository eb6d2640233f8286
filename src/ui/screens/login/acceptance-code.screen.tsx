import { useState } from 'react';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import type { IdType } from '../../../core/api/login.contract';
import { useServicesOnDemand } from '../../services-context';
import { useScreenText } from '../../shell/current-route';
import { ScreenHeading } from '../../shell/screen-heading';
import { loginText as t } from '../../text/en-login';
import { IdentityFields } from './identity-fields';
import { InlineAlert, submitted } from './login-form-parts';
import { BusyButton } from '../../shell/busy-button';
import { useFormSubmit, formText } from '../../shell/use-form-submit';

/** /login/acceptance-code: a new policy's first premium, with the code from the acceptance letter. */
export default function AcceptanceCodeScreen() {
  const text = useScreenText();
  // The form paints before the services arrive (the /login budget, docs/performance.md).
  const services = useServicesOnDemand('login');
  const [idType, setIdType] = useState<IdType>('NRIC_FIN');
  const { formProps, busy, setErrors, edited, notice, noticeReference, submit } = useFormSubmit();

  const onSubmit = submit(async (data) =>
    submitted(
      await (
        await services()
      ).acceptanceCodeLogin.execute({
        acceptanceCode: formText(data, 'acceptanceCode'),
        idType,
        idNumber: formText(data, 'idNumber'),
        dateOfBirth: formText(data, 'dateOfBirth'),
      }),
    ),
  );

  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      <p className="lead">{text.purpose}</p>
      <InlineAlert text={notice} reference={noticeReference} />
      <Form {...formProps} validationBehavior="aria" onSubmit={onSubmit} aria-label={text.title}>
        <TextField name="acceptanceCode" className="field" autoComplete="off" onChange={() => edited('acceptanceCode')}>
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
          onEdit={edited}
        />
        <BusyButton type="submit" busy={busy}>
          {busy ? t.submitting : t.submitAcceptanceCode}
        </BusyButton>
      </Form>
    </>
  );
}
