import { useEffect, useLayoutEffect, useState } from 'react';
import { ChoiceField } from '../../shell/choice-field';
import { Form } from '../../shell/form';
import { Link, useSearch } from 'wouter';
import type { AuthMethod } from '../../../core/api/login.contract';
import type { SingpassReturn } from '../../../core/login/complete-singpass.use-case';
import { useArea } from '../../services-context';
import { SingpassButton } from '../../shell/singpass-button';
import { useScreenText } from '../../shell/current-route';
import { ScreenHeading } from '../../shell/screen-heading';
import { loginText as t } from '../../text/en-login';
import { loginStepsText as s } from '../../text/en-login-steps';
import { SubmitButton } from '../../shell/submit-button';
import { useFormSubmit } from '../../shell/use-form-submit';
import { InlineAlert, submitted } from './login-form-parts';
import { PATH } from '../../../core/shared/paths';

/** /login/auth-method: how to prove it is you; also where Singpass returns to. */
export default function AuthMethodScreen() {
  const text = useScreenText();
  // The address as the page opened: a Singpass return clears its query at once (CompleteSingpass).
  const opened = useSearch();
  const [search] = useState(opened);
  const params = new URLSearchParams(search);
  const fromSingpass = params.has('code') || params.has('error');
  return (
    <>
      <ScreenHeading>{text.title}</ScreenHeading>
      {fromSingpass ? (
        <SingpassReturnView search={search} purpose={text.purpose} />
      ) : (
        <MethodChoice purpose={text.purpose} />
      )}
    </>
  );
}

type OtpMethod = Exclude<AuthMethod, 'SINGPASS'>;

function MethodChoice({ purpose }: { purpose: string }) {
  const services = useArea('login');
  const [choice] = useState(() => services.listAuthMethods.execute());
  const singpass = choice?.methods.some((m) => m.method === 'SINGPASS') ?? false;
  // Singpass is its own button, first; the radio group holds the one-time password's ways only.
  const otpMethods = (choice?.methods ?? []).flatMap((m) =>
    m.method === 'SINGPASS' ? [] : [{ ...m, method: m.method }],
  );
  const [method, setMethod] = useState<OtpMethod | null>(() => otpMethods[0]?.method ?? null);
  const { busy, notice, noticeReference, submit } = useFormSubmit();
  // No login attempt (a reload, a bookmark): RestartLogin moves the customer back to /login.
  useLayoutEffect(() => {
    if (!choice) services.restartLogin.execute();
  }, [choice, services]);
  if (!choice) return null;

  const onSingpass = submit(async () => submitted(await services.startSingpass.execute()));
  const onSubmit = submit(async () => (method ? submitted(await services.sendOtp.execute(method)) : {}));

  return (
    <>
      <p className="lead">{purpose}</p>
      {choice.singpassHiddenInApp && (
        <p className="notice" role="note">
          {choice.methods.length ? s.authMethod.singpassHiddenInApp : s.authMethod.noMethod}
        </p>
      )}
      <InlineAlert text={notice} reference={noticeReference} />
      {singpass && (
        <Form className="form" onSubmit={onSingpass}>
          <SingpassButton
            busy={busy}
            text={{
              label: s.authMethod.singpass,
              labelWith: s.authMethod.singpassWith,
              spoken: s.authMethod.singpassSpoken,
              hint: s.authMethod.singpassHint,
            }}
          />
        </Form>
      )}
      {otpMethods.length > 0 && (
        <Form className="form" onSubmit={onSubmit}>
          <ChoiceField
            name="method"
            label={singpass ? s.authMethod.otpLegend : s.authMethod.legend}
            value={method}
            onChange={(v) => setMethod(v as OtpMethod)}
            choices={otpMethods.map((option) => ({
              value: option.method,
              label:
                option.method === 'SMS_OTP'
                  ? s.authMethod.sms(option.destination ?? '')
                  : s.authMethod.email(option.destination ?? ''),
            }))}
            listClassName="choice-options"
          />
          <SubmitButton busy={busy} busyText={t.submitting}>
            {s.authMethod.continue}
          </SubmitButton>
        </Form>
      )}
    </>
  );
}

function SingpassReturnView({ search, purpose }: { search: string; purpose: string }) {
  const services = useArea('login');
  const [outcome, setOutcome] = useState<SingpassReturn | null>(null);
  useEffect(() => {
    let live = true;
    void services.completeSingpass.execute(new URLSearchParams(search)).then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the code works once: the first search only, never a re-run.
  }, []);
  if (!outcome) {
    return (
      <p className="lead" role="status">
        {s.authMethod.completingSingpass}
      </p>
    );
  }
  if (outcome.kind === 'authenticated') return null;
  // Cancelled, and the same login attempt is back: the method choice again, nothing to retype.
  if (outcome.kind === 'cancelled' && outcome.resumed) {
    return (
      <>
        <p className="notice" role="status">
          {s.authMethod.singpassCancelledChoose}
        </p>
        <MethodChoice purpose={purpose} />
      </>
    );
  }
  // No readable answer, or a return this tab did not leave for (unbound): said here, with a new login as the way on;
  // the Singpass code is never sent twice.
  const said = submitted(outcome);
  return (
    <>
      <InlineAlert text={said?.notice} reference={said?.reference} />
      <p className="lead" role="status">
        {outcome.kind === 'cancelled' ? s.authMethod.singpassCancelled : s.authMethod.singpassFailed}
      </p>
      <Link href={PATH.login} className="button">
        {s.authMethod.loginAgain}
      </Link>
    </>
  );
}
