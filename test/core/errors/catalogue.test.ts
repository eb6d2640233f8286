import { closeActions, describeError, type CloseAction, type ErrorTextKey } from '../../../src/core/errors/catalogue';

const noop = () => undefined;

describe('the catalogue: which text', () => {
  it.each<[string, { status: number; code?: string; message?: string }, ErrorTextKey]>([
    ['CUSTOMER_NOT_FOUND', { status: 400, code: 'CUSTOMER_NOT_FOUND', message: 'server words' }, 'CUSTOMER_NOT_FOUND'],
    ['CUSTOMER_IS_BLACKLISTED', { status: 403, code: 'CUSTOMER_IS_BLACKLISTED' }, 'CUSTOMER_IS_BLACKLISTED'],
    ['CUSTOMER_BLOCKED_AML', { status: 400, code: 'CUSTOMER_BLOCKED_AML' }, 'CUSTOMER_BLOCKED_AML'],
    ['SPQR_NRIC_NOT_MATCHING', { status: 400, code: 'SPQR_NRIC_NOT_MATCHING' }, 'SPQR_NRIC_NOT_MATCHING'],
    ['SPQR_INVALID', { status: 400, code: 'SPQR_INVALID' }, 'SPQR_INVALID'],
    ['INVALID_BANK_ACCOUNT_ERROR', { status: 422, code: 'INVALID_BANK_ACCOUNT_ERROR' }, 'INVALID_BANK_ACCOUNT_ERROR'],
    [
      'AML_SCREENING_NOT_AVAILABLE on a 503 (the code is the more precise)',
      { status: 503, code: 'AML_SCREENING_NOT_AVAILABLE' },
      'AML_SCREENING_NOT_AVAILABLE',
    ],
    ['a 500', { status: 500, message: 'NullPointerException at …' }, 'technical'],
    ['a 599', { status: 599 }, 'technical'],
    ['401 without a message', { status: 401 }, 'status401'],
    ['403 without a message', { status: 403 }, 'status403'],
    ['400 without a message', { status: 400 }, 'status400'],
    ['404 without a message', { status: 404 }, 'generic'],
    ['201 (handleErrormsg) without a message', { status: 201 }, 'generic'],
    ['an unknown code', { status: 400, code: 'SOMETHING_NEW' }, 'status400'],
  ])('%s', (_, error, key) => {
    expect(describeError(error).key).toBe(key);
  });

  it('shows the message from the response otherwise, even on 401 and 403', () => {
    expect(describeError({ status: 401, message: 'Token expired' })).toEqual({
      key: 'serverMessage',
      message: 'Token expired',
    });
    expect(describeError({ status: 403, message: 'Not yours' })).toEqual({
      key: 'serverMessage',
      message: 'Not yours',
    });
    expect(describeError({ status: 201, message: 'Saved' })).toEqual({ key: 'serverMessage', message: 'Saved' });
  });
});

describe('the catalogue: what closing does, in the spec’s order', () => {
  it.each<[string, { status: number; code?: string; callback?: () => void }, CloseAction[]]>([
    ['401: logout, then reset', { status: 401 }, ['logout', 'reset']],
    ['5xx: reset, then logout', { status: 502 }, ['reset', 'logout', 'reset']],
    ['SPQR_NRIC_NOT_MATCHING: logout', { status: 400, code: 'SPQR_NRIC_NOT_MATCHING' }, ['logout', 'reset']],
    ['SPQR_INVALID: logout', { status: 400, code: 'SPQR_INVALID' }, ['logout', 'reset']],
    ['CUSTOMER_BLOCKED_AML: logout', { status: 400, code: 'CUSTOMER_BLOCKED_AML' }, ['logout', 'reset']],
    ['CUSTOMER_IS_BLACKLISTED: logout', { status: 400, code: 'CUSTOMER_IS_BLACKLISTED' }, ['logout', 'reset']],
    [
      'CUSTOMER_IS_BLACKLISTED on a 401: one logout',
      { status: 401, code: 'CUSTOMER_IS_BLACKLISTED' },
      ['logout', 'reset'],
    ],
    ['403: back', { status: 403 }, ['back', 'reset']],
    [
      'INVALID_BANK_ACCOUNT_ERROR: to /recurring-giro',
      { status: 400, code: 'INVALID_BANK_ACCOUNT_ERROR' },
      ['recurring-giro', 'reset'],
    ],
    ['CUSTOMER_NOT_FOUND: reset only', { status: 400, code: 'CUSTOMER_NOT_FOUND' }, ['reset']],
    [
      'AML_SCREENING_NOT_AVAILABLE (200-level code): reset only',
      { status: 400, code: 'AML_SCREENING_NOT_AVAILABLE' },
      ['reset'],
    ],
    ['a callback runs before the final reset', { status: 400, callback: noop }, ['callback', 'reset']],
    ['403 with a callback: back, callback, reset', { status: 403, callback: noop }, ['back', 'callback', 'reset']],
    ['401 with a callback: logout, callback, reset', { status: 401, callback: noop }, ['logout', 'callback', 'reset']],
    ['201 message: reset', { status: 201 }, ['reset']],
  ])('%s', (_, error, actions) => {
    expect(closeActions(error)).toEqual(actions);
  });
});
