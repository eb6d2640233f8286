import { ErrorState } from '../../../src/core/errors/error-state';
import {
  FAILURE_POLICY,
  reportFailure,
  verdictOf,
  type CallFamily,
  type Verdict,
} from '../../../src/core/errors/failure-policy';
import type { ApiFailure } from '../../../src/core/http/api-client';

/**
 * The whole failure policy as one table: every call family against every failure a call can meet. Written out by
 * hand from the spec (section 7: the data call's 401, 403, 5xx; section 8: the catalogue) and docs/session.md, so a
 * change to the policy must change this table too.
 */
const FAILURES: Record<string, ApiFailure> = {
  '400': { kind: 'status', status: 400 },
  '400 INVALID_BANK_ACCOUNT_ERROR': { kind: 'status', status: 400, code: 'INVALID_BANK_ACCOUNT_ERROR' },
  '424 AML_SCREENING_NOT_AVAILABLE': { kind: 'status', status: 424, code: 'AML_SCREENING_NOT_AVAILABLE' },
  '400 CUSTOMER_NOT_FOUND': { kind: 'status', status: 400, code: 'CUSTOMER_NOT_FOUND' },
  '401': { kind: 'status', status: 401 },
  '403': { kind: 'status', status: 403 },
  '404': { kind: 'status', status: 404 },
  '409 IDEMPOTENCY_KEY_REUSED': { kind: 'status', status: 409, code: 'IDEMPOTENCY_KEY_REUSED' },
  '409': { kind: 'status', status: 409, code: 'CONFLICT' },
  '500': { kind: 'status', status: 500 },
  '503': { kind: 'status', status: 503 },
  '503 AML_SCREENING_NOT_AVAILABLE': { kind: 'status', status: 503, code: 'AML_SCREENING_NOT_AVAILABLE' },
  timeout: { kind: 'timeout' },
  network: { kind: 'network' },
  malformed: { kind: 'malformed' },
};
type FailureName = keyof typeof FAILURES;

const D: Verdict = 'dialog';
const I: Verdict = 'inline';
const U: Verdict = 'unknown';
const R: Verdict = 'retry';

// prettier-ignore
const TABLE: Record<FailureName, Record<CallFamily, Verdict>> = {
  //                                        read  money poll login third-party guest-status keep-alive
  '400':                             { read: I, money: I, poll: R, login: D, 'third-party': I, 'guest-status': I, 'keep-alive': R },
  '400 INVALID_BANK_ACCOUNT_ERROR':  { read: I, money: D, poll: R, login: D, 'third-party': D, 'guest-status': D, 'keep-alive': R },
  '424 AML_SCREENING_NOT_AVAILABLE': { read: I, money: D, poll: R, login: D, 'third-party': D, 'guest-status': D, 'keep-alive': R },
  '400 CUSTOMER_NOT_FOUND':          { read: I, money: I, poll: R, login: D, 'third-party': I, 'guest-status': I, 'keep-alive': R },
  '401':                             { read: D, money: D, poll: D, login: D, 'third-party': D, 'guest-status': I, 'keep-alive': D },
  '403':                             { read: D, money: D, poll: D, login: D, 'third-party': D, 'guest-status': D, 'keep-alive': R },
  '404':                             { read: I, money: I, poll: R, login: D, 'third-party': I, 'guest-status': I, 'keep-alive': R },
  '409 IDEMPOTENCY_KEY_REUSED':      { read: I, money: U, poll: R, login: D, 'third-party': I, 'guest-status': I, 'keep-alive': R },
  '409':                             { read: I, money: I, poll: R, login: D, 'third-party': I, 'guest-status': I, 'keep-alive': R },
  '500':                             { read: D, money: U, poll: R, login: D, 'third-party': D, 'guest-status': D, 'keep-alive': R },
  '503':                             { read: D, money: U, poll: R, login: D, 'third-party': D, 'guest-status': D, 'keep-alive': R },
  '503 AML_SCREENING_NOT_AVAILABLE': { read: D, money: U, poll: R, login: D, 'third-party': D, 'guest-status': D, 'keep-alive': R },
  timeout:                           { read: I, money: U, poll: R, login: I, 'third-party': I, 'guest-status': I, 'keep-alive': R },
  network:                           { read: I, money: U, poll: R, login: I, 'third-party': I, 'guest-status': I, 'keep-alive': R },
  malformed:                         { read: I, money: U, poll: R, login: I, 'third-party': I, 'guest-status': I, 'keep-alive': R },
};

const FAMILIES = Object.keys(FAILURE_POLICY) as CallFamily[];
const CASES = Object.entries(TABLE).flatMap(([name, row]) =>
  FAMILIES.map((family) => [family, name, row[family]] as const),
);

describe('the failure policy: one table, family x failure', () => {
  it('covers every family the policy has, and no other', () => {
    expect(FAMILIES.sort()).toEqual(['guest-status', 'keep-alive', 'login', 'money', 'poll', 'read', 'third-party']);
  });

  it.each(CASES)('%s, %s: %s', (family, name, verdict) => {
    expect(verdictOf(family, FAILURES[name]!)).toBe(verdict);
  });

  it.each(CASES)('reported, %s %s opens the dialog exactly when the table says dialog', (family, name, verdict) => {
    const errors = new ErrorState();
    const failure = FAILURES[name]!;
    const outcome = reportFailure(errors, family, failure);
    expect(outcome).toEqual({ kind: 'failed', failure, shown: verdict === 'dialog' });
    const snapshot = errors.store.getSnapshot();
    if (verdict === 'dialog' && failure.kind === 'status')
      expect(snapshot).toMatchObject({ status: failure.status, code: failure.code });
    else expect(snapshot.status).toBe(200);
  });
});

describe('reportFailure: the one place a failure opens the dialog', () => {
  const status401: ApiFailure = { kind: 'status', status: 401 };

  it('hands the reply’s code, message, lock-out wait and the close callback to the dialog', () => {
    const errors = new ErrorState();
    const callback = () => undefined;
    const failure: ApiFailure = {
      kind: 'status',
      status: 423,
      code: 'OTP_LOCKED',
      message: 'x',
      retryAfterSeconds: 90,
    };
    reportFailure(errors, 'login', failure, { callback });
    expect(errors.store.getSnapshot()).toMatchObject({
      status: 423,
      code: 'OTP_LOCKED',
      message: 'x',
      retryAfterSeconds: 90,
      callback,
    });
  });

  it('a 401 while a 401 dialog already shows raises nothing new, but is still the dialog’s', () => {
    const errors = new ErrorState();
    reportFailure(errors, 'read', status401);
    const first = errors.store.getSnapshot();
    expect(reportFailure(errors, 'third-party', status401)).toMatchObject({ shown: true });
    expect(errors.store.getSnapshot()).toBe(first);
  });

  it('a 401 after the session ended raises nothing: the Session ended dialog or the logout is on its way', () => {
    const errors = new ErrorState();
    expect(reportFailure(errors, 'read', status401, { sessionOver: () => true })).toMatchObject({ shown: true });
    expect(errors.store.getSnapshot().status).toBe(200);
    // Only a 401: a 403 after the session ended is still said.
    reportFailure(errors, 'read', { kind: 'status', status: 403 }, { sessionOver: () => true });
    expect(errors.store.getSnapshot().status).toBe(403);
  });
});
