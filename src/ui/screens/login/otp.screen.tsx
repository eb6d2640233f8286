import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Form } from '../../shell/form';
import { TextInput } from '../../shell/text-input';
import { Link } from 'wouter';
import { normaliseOtp } from '../../../core/login/login-codes';
import type { OtpChallenge } from '../../../core/login/login-journey';
import { useArea, usePrepareArea } from '../../services-context';
import { prepareScreen } from '../../shell/route-view';
import { useScreenText } from '../../shell/current-route';
import { ScreenHeading } from '../../shell/screen-heading';
import { loginText as t } from '../../text/en-login';
import { clockText, loginStepsText as s } from '../../text/en-login-steps';
import { BusyButton } from '../../shell/busy-button';
import { SubmitButton } from '../../shell/submit-button';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { InlineAlert, submitted } from './login-form-parts';
import { PATH } from '../../../core/shared/paths';
import { WithHotline } from '../../shell/hotline';
import { useInsurer } from '../../shell/insurer';

/** /login/otp: one six-digit field (paste and one-time-code autofill), countdowns, resend, tries left. */
export default function OtpScreen() {
  const text = useScreenText();
  const services = useArea('login');
  // The challenge as it was on arrival: a lock-out clears the journey, and its message must stay on screen.
  const [initial] = useState(() => services.loginJourney.snapshot.otp);
  const journey = useStore(services.loginJourney.store);
  const otp = journey.otp ?? initial;
  const [locked, setLocked] = useState(false);
  // No challenge (a reload, a bookmark): RestartLogin moves the customer back to /login.
  useLayoutEffect(() => {
    if (!otp) services.restartLogin.execute();
  }, [otp, services]);
  if (!otp) return null;
  return (
    <>
      <ScreenHeading>{locked ? s.otp.lockedTitle : text.title}</ScreenHeading>
      {locked ? (
        <>
          <p className="lead" role="alert">
            {s.otp.locked}
          </p>
          <Link href={PATH.login} className="button">
            {s.authMethod.loginAgain}
          </Link>
        </>
      ) : (
        <OtpForm otp={otp} onLocked={() => setLocked(true)} />
      )}
    </>
  );
}

function OtpForm({ otp, onLocked }: { otp: OtpChallenge; onLocked: () => void }) {
  const services = useArea('login');
  const { phone } = useInsurer();
  const countdown = useStore(services.otpCountdown.store);
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const { formProps, busy, setErrors, edited, notice, noticeReference, setNotice, submit } = useFormSubmit();
  // "We sent a new code" is news (a polite status); a failed call's words are the alert.
  const [news, setNews] = useState<string | undefined>();
  const [resending, setResending] = useState(false);

  useEffect(() => services.otpCountdown.start(), [services]);
  // Where Verify leads, loaded while the code is typed: its screen then draws as the reply lands.
  const prepareArea = usePrepareArea();
  useEffect(() => {
    const [next = ''] = services.loginDestination().split('?');
    prepareScreen(next);
    prepareArea(next);
  }, [services, prepareArea]);

  const expired = otp.state === 'expired';

  const onSubmit = submit(async () => {
    setNews(undefined);
    const outcome = await services.verifyOtp.execute(code);
    switch (outcome.kind) {
      case 'invalid':
        return { errors: { otp: t.errors.otp[outcome.error] } };
      case 'wrong':
        setCode('');
        return { errors: { otp: s.otp.wrong(outcome.attemptsRemaining) } };
      case 'expired':
        return { errors: { otp: s.otp.expired } };
      case 'locked':
        onLocked(); // the screen changes
        return;
      default:
        // No readable answer: said here, and the code stays in the field for another try.
        return submitted(outcome);
    }
  });

  async function resend() {
    if (resending) return;
    setResending(true);
    setNotice(undefined);
    setNews(undefined);
    const outcome = await services.sendOtp.execute(otp.method, { resend: true });
    setResending(false);
    if (outcome.kind === 'sent') {
      setErrors({});
      setCode('');
      setNews(s.otp.resent(otp.destination));
      input.current?.focus();
    } else {
      // No readable answer: said here, and a typed code stays for another try.
      const said = submitted(outcome);
      setNotice(said?.notice, said?.reference);
    }
  }

  return (
    <>
      <p className="lead">{s.otp.sentTo(otp.method, otp.destination)}</p>
      <p className="countdown">
        <span aria-hidden="true">{expired ? s.otp.expired : s.otp.expiresIn(clockText(countdown.expiresIn))}</span>
        <span className="visually-hidden" aria-live="polite">
          {expired ? s.otp.expired : s.otp.expiresAnnounce(stepped(countdown.expiresIn))}
        </span>
      </p>
      <InlineAlert text={notice} reference={noticeReference} />
      {news && (
        <p className="notice" role="status">
          {news}
        </p>
      )}
      <Form {...formProps} onSubmit={onSubmit}>
        <TextInput
          name="otp"
          label={s.otp.label}
          hint={s.otp.hint}
          value={code}
          onChange={(value) => setCode(normaliseOtp(value))}
          onEdit={edited}
          autoComplete="one-time-code"
          input={{ ref: input, className: 'field-input field-input-otp', inputMode: 'numeric' }}
        />
        <SubmitButton busy={busy} busyText={t.submitting}>
          {s.otp.submit}
        </SubmitButton>
      </Form>
      <div className="resend">
        {countdown.resendIn > 0 ? (
          <p>{s.otp.resendIn(clockText(countdown.resendIn))}</p>
        ) : (
          <BusyButton data-secondary onClick={() => void resend()} busy={resending}>
            {s.otp.resend}
          </BusyButton>
        )}
        <p>
          <Link href={PATH.loginAuthMethod}>{s.otp.otherMethod}</Link>
        </p>
      </div>
      <details className="help">
        <summary>{s.otp.help.summary}</summary>
        <p>{s.otp.help.wait}</p>
        <p>{s.otp.help.check(otp.method, otp.destination)}</p>
        <p>
          <WithHotline text={s.otp.help.call(phone)} phone={phone} />
        </p>
      </details>
    </>
  );
}

/** The announced value moves in steps (whole minutes, then 60 and 30 seconds), not every second. */
function stepped(seconds: number): number {
  if (seconds > 60) return Math.ceil(seconds / 60) * 60;
  return seconds > 30 ? 60 : 30;
}
