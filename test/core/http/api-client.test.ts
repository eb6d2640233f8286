import { ApiClient, readReply } from '../../../src/core/http/api-client';
import { object, str } from '../../../src/core/shared/decode';
import { envelopeReply, FakeHttp } from '../../support/fakes';

const decoder = object({ name: str });

describe('readReply: the envelope and how statuses combine', () => {
  it('gives the body as data when header.statusCode is 200', () => {
    expect(readReply(envelopeReply({ name: 'Tan' }), decoder)).toEqual({ ok: true, data: { name: 'Tan' } });
  });

  it('accepts statusCode as a number as well as a string', () => {
    const reply = {
      kind: 'reply' as const,
      status: 200,
      text: JSON.stringify({ header: { statusCode: 200 }, body: { name: 'A' } }),
    };
    expect(readReply(reply, decoder)).toEqual({ ok: true, data: { name: 'A' } });
  });

  it('takes code and message from the first item of body.errors', () => {
    const reply = envelopeReply(
      { errors: [{ errorCode: 'CUSTOMER_NOT_FOUND', errorMessage: 'No match' }, { errorCode: 'X' }] },
      400,
      200,
    );
    expect(readReply(reply, decoder)).toEqual({
      ok: false,
      failure: { kind: 'status', status: 400, code: 'CUSTOMER_NOT_FOUND', message: 'No match' },
    });
  });

  it('lets a non-2xx HTTP status win over the envelope', () => {
    const reply = envelopeReply({ errors: [{ errorCode: 'E1', errorMessage: '' }] }, 200, 401);
    expect(readReply(reply, decoder)).toEqual({ ok: false, failure: { kind: 'status', status: 401, code: 'E1' } });
  });

  it('treats an HTML error page from a gateway as its HTTP status', () => {
    expect(readReply({ kind: 'reply', status: 502, text: '<html>Bad gateway</html>' }, decoder)).toEqual({
      ok: false,
      failure: { kind: 'status', status: 502 },
    });
  });

  it.each([
    ['not JSON', 'Service Unavailable'],
    ['truncated JSON', '{"header": {"statusCode": "200"}, "body": '],
    ['no header', JSON.stringify({ body: { name: 'x' } })],
    ['a non-numeric status', JSON.stringify({ header: { statusCode: 'OK' }, body: { name: 'x' } })],
    ['a body of the wrong shape', JSON.stringify({ header: { statusCode: '200' }, body: { name: 42 } })],
    ['an array', '[]'],
    ['empty', ''],
  ])('calls a 200 reply that is %s malformed', (_, text) => {
    expect(readReply({ kind: 'reply', status: 200, text }, decoder)).toEqual({
      ok: false,
      failure: { kind: 'malformed' },
    });
  });

  it('passes transport failures through as values', () => {
    expect(readReply({ kind: 'timeout' }, decoder)).toEqual({ ok: false, failure: { kind: 'timeout' } });
    expect(readReply({ kind: 'network' }, decoder)).toEqual({ ok: false, failure: { kind: 'network' } });
  });
});

describe('ApiClient', () => {
  it('sends JSON with the bearer token and the configured origin', async () => {
    const http = new FakeHttp().on('/rs/v1/thing', envelopeReply({ name: 'ok' }));
    const api = new ApiClient(http, {
      apiOrigin: 'https://api.test',
      requestTimeoutMs: 1000,
      bearerToken: () => 'tok',
    });
    await expect(api.post('/rs/v1/thing', { a: 1 }, decoder)).resolves.toEqual({ ok: true, data: { name: 'ok' } });
    expect(http.requests[0]).toEqual({
      method: 'POST',
      url: 'https://api.test/rs/v1/thing',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: '{"a":1}',
      timeoutMs: 1000,
    });
  });

  it('sends no Authorization header without a token', async () => {
    const http = new FakeHttp().on('/x', envelopeReply({ name: 'ok' }));
    const api = new ApiClient(http, { apiOrigin: '', requestTimeoutMs: 1000, bearerToken: () => null });
    await api.get('/x', decoder);
    expect(http.requests[0]!.headers.Authorization).toBeUndefined();
  });

  it('turns an adapter that throws into a network failure', async () => {
    const api = new ApiClient(
      { send: () => Promise.reject(new Error('bug')) },
      { apiOrigin: '', requestTimeoutMs: 1, bearerToken: () => null },
    );
    await expect(api.get('/x', decoder)).resolves.toEqual({ ok: false, failure: { kind: 'network' } });
  });
});
