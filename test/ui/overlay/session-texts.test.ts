import { CATALOGUE_CODES, describeError } from '../../../src/core/errors/catalogue';
import { sessionText } from '../../../src/ui/text/en-session';

const PHONE = '+65 6123 4567';
const text = (error: { status: number; code?: string; message?: string }) => {
  const view = describeError(error);
  return sessionText.error.text(view.key, PHONE, view.message);
};

describe('the catalogue’s texts, word for word (spec section 8)', () => {
  it.each<[string, { status: number; code?: string; message?: string }, string]>([
    [
      'CUSTOMER_NOT_FOUND',
      { status: 400, code: 'CUSTOMER_NOT_FOUND' },
      'The NRIC/FIN/Passport Number and Date of Birth entered do not match records; try again.',
    ],
    [
      'CUSTOMER_IS_BLACKLISTED',
      { status: 400, code: 'CUSTOMER_IS_BLACKLISTED' },
      `Access cannot be granted at this time; contact the insurer's customer service on ${PHONE} for more information.`,
    ],
    [
      'CUSTOMER_BLOCKED_AML',
      { status: 400, code: 'CUSTOMER_BLOCKED_AML' },
      `Access cannot be granted at this time; contact the insurer's customer service on ${PHONE} for more information.`,
    ],
    [
      'SPQR_NRIC_NOT_MATCHING',
      { status: 400, code: 'SPQR_NRIC_NOT_MATCHING' },
      'SPQR NRIC is not matching with the current NRIC.',
    ],
    [
      'SPQR_INVALID',
      { status: 400, code: 'SPQR_INVALID' },
      'The national digital identity account is invalid or incorrect; authenticate with the correct account.',
    ],
    [
      'INVALID_BANK_ACCOUNT_ERROR',
      { status: 400, code: 'INVALID_BANK_ACCOUNT_ERROR' },
      "Unable to proceed; check that the recurring GIRO arrangement is being set up with the user's own bank account.",
    ],
    [
      'AML_SCREENING_NOT_AVAILABLE',
      { status: 400, code: 'AML_SCREENING_NOT_AVAILABLE' },
      `Third-party payments are unavailable at the moment; try again later or contact customer service on ${PHONE}.`,
    ],
    [
      'a 5xx',
      { status: 502, message: 'upstream said no' },
      `Technical difficulties at the moment; try again later or contact customer service on ${PHONE}.`,
    ],
    [
      'the message from the response',
      { status: 409, message: 'This policy was paid a minute ago.' },
      'This policy was paid a minute ago.',
    ],
    ['401 without a message', { status: 401 }, 'Your session has ended. Please try to login again'],
    ['403 without a message', { status: 403 }, "You don't have access for this action"],
    ['400 without a message', { status: 400 }, 'Bad Request'],
  ])('%s', (_, error, expected) => {
    expect(text(error)).toBe(expected);
  });

  it('has a text for every code in the core’s catalogue', () => {
    for (const code of CATALOGUE_CODES) expect(text({ status: 400, code }).length).toBeGreaterThan(10);
  });

  it('the Session ended dialog and the extend prompt', () => {
    expect(sessionText.ended.body).toBe('Your session has ended. Please try to login again.');
    expect([sessionText.extend.yes, sessionText.extend.no]).toEqual(['Yes', 'No']);
    expect(sessionText.extend.clock(120)).toBe('2:00');
    expect(sessionText.extend.clock(9)).toBe('0:09');
    expect(sessionText.extend.announce(90)).toBe('Your session will end in 1 minute 30 seconds.');
  });
});

describe('the lock-outs’ texts (docs/api.md, "Lock-outs")', () => {
  const lockText = (code: string, retryAfterSeconds?: number) => {
    const view = describeError({ status: 429, code, retryAfterSeconds });
    return sessionText.error.text(view.key, PHONE, view.message, view.retryAfterMinutes);
  };

  it.each(['LOGIN_LIMITED', 'OTP_LOCKED', 'OTP_SEND_LIMITED', 'ACCEPTANCE_CODE_LOCKED'])(
    '%s says when to try again and whom to call, in the portal’s words rather than the server’s',
    (code) => {
      const body = lockText(code, 1800);
      expect(body).toMatch(/^We have paused login .*, to protect your details\./);
      expect(body).toContain('Please try again in 30 minutes.');
      expect(body).toContain(`call our customer service on ${PHONE}`);
      expect(lockText(code, 61)).toContain('in 2 minutes');
      expect(lockText(code, 60)).toContain('in 1 minute.');
      expect(lockText(code)).toContain('Please try again later.');
      // The server's own message is not shown: it could differ for a known and an unknown identity.
      const withMessage = describeError({ status: 429, code, message: 'Customer S1234567D locked' });
      expect(withMessage.key).toBe(code);
    },
  );
});
