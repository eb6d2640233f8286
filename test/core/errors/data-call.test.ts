import { object, str } from '../../../src/core/shared/decode';
import type { HttpReply } from '../../../src/core/ports/http.port';
import { envelopeReply } from '../../support/fakes';
import { sessionTab, settle, TERMINATE } from '../session/session-harness';

const PATH = '/rs/v1/policies';
const decoder = object({ policyNo: str });

function tabReplying(reply: HttpReply | (() => HttpReply | Promise<HttpReply>)) {
  const tab = sessionTab({ path: '/one-time-payment' });
  tab.http.on(PATH, reply);
  return tab;
}

describe('the generic data call', () => {
  it('POSTs the JSON body with the bearer token and JSON types; 200 makes the body the result', async () => {
    const tab = tabReplying(envelopeReply({ policyNo: 'L123' }));
    const result = await tab.dataCall.execute(PATH, { page: 1 }, decoder);
    expect(result).toEqual({ kind: 'ok', data: { policyNo: 'L123' } });
    const [request] = tab.http.callsTo(PATH);
    expect(request).toMatchObject({ method: 'POST', body: '{"page":1}' });
    expect(request!.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(tab.session.store.getSnapshot().kind).toBe('none');
  });

  it.each<[string, HttpReply, number]>([
    ['HTTP 401', envelopeReply({}, 401, 401), 401],
    ['header.statusCode 401 on HTTP 200', envelopeReply({}, 401), 401],
    ['HTTP 403', envelopeReply({}, 403, 403), 403],
    ['HTTP 500', envelopeReply({}, 500, 500), 500],
    ['a gateway’s HTML 502', { kind: 'reply', status: 502, text: '<html>Bad gateway</html>' }, 502],
    ['header.statusCode 503', envelopeReply({ errors: [{ errorCode: 'X', errorMessage: 'down' }] }, 503), 503],
  ])('%s: the error dialog', async (_, reply, status) => {
    const tab = tabReplying(reply);
    const result = await tab.dataCall.execute(PATH, {}, decoder);
    expect(result).toMatchObject({ kind: 'failed', shown: true, failure: { kind: 'status', status } });
    expect(tab.session.store.getSnapshot()).toMatchObject({ kind: 'error', error: { status } });
  });

  it('passes code, message and callback to the error state', async () => {
    const callback = jest.fn();
    const tab = tabReplying(
      envelopeReply({ errors: [{ errorCode: 'CUSTOMER_IS_BLACKLISTED', errorMessage: 'Blocked' }] }, 403),
    );
    await tab.dataCall.execute(PATH, {}, decoder, { callback });
    expect(tab.errorState.store.getSnapshot()).toMatchObject({
      status: 403,
      code: 'CUSTOMER_IS_BLACKLISTED',
      message: 'Blocked',
    });
    await tab.session.closeDialog();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each<[string, HttpReply, string]>([
    ['a timeout', { kind: 'timeout' }, 'timeout'],
    ['a dropped connection', { kind: 'network' }, 'network'],
    ['a 200 that is not JSON', { kind: 'reply', status: 200, text: '<html>' }, 'malformed'],
    ['a 200 of the wrong shape', envelopeReply({ policyNo: 42 }), 'malformed'],
  ])('%s: a typed result for the screen to show inline, no dialog, no rejection', async (_, reply, kind) => {
    const tab = tabReplying(reply);
    const result = await tab.dataCall.execute(PATH, {}, decoder);
    expect(result).toEqual({ kind: 'failed', shown: false, failure: { kind } });
    expect(tab.session.store.getSnapshot().kind).toBe('none');
  });

  it('a 400 with a catalogue code comes back to the screen with its code (it may raise the dialog itself)', async () => {
    const tab = tabReplying(
      envelopeReply({ errors: [{ errorCode: 'INVALID_BANK_ACCOUNT_ERROR', errorMessage: 'Not own account' }] }, 400),
    );
    const result = await tab.dataCall.execute(PATH, {}, decoder);
    expect(result).toEqual({
      kind: 'failed',
      shown: false,
      failure: { kind: 'status', status: 400, code: 'INVALID_BANK_ACCOUNT_ERROR', message: 'Not own account' },
    });
  });

  it('an adapter that throws still ends in a typed result', async () => {
    const tab = tabReplying(() => Promise.reject(new Error('adapter bug')));
    await expect(tab.dataCall.execute(PATH, {}, decoder)).resolves.toMatchObject({
      kind: 'failed',
      failure: { kind: 'network' },
    });
  });

  it('ten 401 replies arriving together cause exactly one logout', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tab = tabReplying(async () => {
      await gate;
      return envelopeReply({}, 401, 401);
    });
    const calls = Array.from({ length: 10 }, () => tab.dataCall.execute(PATH, {}, decoder));
    release();
    const results = await Promise.all(calls);
    expect(results.every((r) => r.kind === 'failed' && r.shown)).toBe(true);
    expect(tab.events()).toEqual(['Session Ended']); // one dialog
    await Promise.all([tab.session.closeDialog(), tab.session.closeDialog()]);
    // a straggler after the logout raises nothing
    await tab.dataCall.execute(PATH, {}, decoder);
    await settle();
    expect(tab.http.callsTo(TERMINATE)).toHaveLength(1);
    expect(tab.navigation.history).toEqual(['/']);
    expect(tab.session.store.getSnapshot().kind).toBe('none');
  });
});
