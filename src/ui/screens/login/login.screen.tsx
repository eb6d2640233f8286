import { useState } from 'react';
import { Form } from '../../shell/form';
import { Link } from 'wouter';
import type { IdType } from '../../../core/api/login.contract';
import { useServicesOnDemand } from '../../services-context';
import { useScreenText } from '../../shell/current-route';
import { ScreenHeading } from '../../shell/screen-heading';
import { loginText as t } from '../../text/en-login';
import { IdentityFields } from './identity-fields';
import { InlineAlert, submitted } from './login-form-parts';
import { SubmitButton } from '../../shell/submit-button';
import { useFormSubmit, formText } from '../../shell/use-form-submit';
import { ROUTE } from '../../../core/shared/routes';

/** /login: who are you? Only identifies the customer; the next step proves it. */
export default function LoginScreen() {
  const text = useScreenText();
  // The form paints before the services arrive (the /login budget, docs/performance.md).
  const services = useServicesOnDemand('login');
  const [idType, setIdType] = useState<IdType>('NRIC_FIN');
  const { formProps, busy, setErrors, edited, notice, noticeReference, submit } = useFormSubmit();

  const onSubmit = submit(async (data) =>
    submitted(
      await (
        await services()
      ).identifyCustomer.execute({
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
      <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
        <IdentityFields
          idType={idType}
          onIdTypeChange={(next) => {
            setIdType(next);
            setErrors({});
          }}
          onEdit={edited}
        />
        <SubmitButton busy={busy} busyText={t.submitting}>
          {t.submitIdentify}
        </SubmitButton>
      </Form>
      <p className="aside">
        <Link href={ROUTE.loginAcceptanceCode}>{t.acceptanceCodeLink}</Link>
      </p>
    </>
  );
}
