import fc from 'fast-check';
import type { HttpReply } from '../../src/core/ports/http.port';

/** Any JSON-ish value, including the wrong types a broken server sends. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(undefined),
  fc.string({ minLength: 20000, maxLength: 20001 }),
  fc.constantFrom(NaN, Infinity, -0, Number.MAX_SAFE_INTEGER + 2),
);

const statusCode = fc.oneof(
  fc.constantFrom(200, '200', 201, 204, 400, '401', 403, 404, 500, '503', 599, ' 200 ', '2OO', null, true),
  fc.integer({ min: -1000, max: 1000 }),
  fc.string({ maxLength: 5 }),
);

const errorItem = fc.record(
  { errorCode: fc.oneof(fc.constantFrom('CUSTOMER_NOT_FOUND', 'SPQR_INVALID', ''), fc.string(), anyValue), errorMessage: fc.oneof(fc.string(), anyValue) },
  { requiredKeys: [] },
);

/** Envelopes of every shape: right, wrong, partial. `body` may be anything a decoder might be handed. */
export function envelopeArbitrary(body: fc.Arbitrary<unknown> = anyValue): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.record({ header: fc.record({ statusCode }, { requiredKeys: [] }), body: fc.oneof(body, anyValue) }, { requiredKeys: [] }),
    fc.record({ header: fc.record({ statusCode }), body: fc.record({ errors: fc.oneof(fc.array(errorItem, { maxLength: 3 }), anyValue) }) }),
    anyValue,
  );
}

/** Raw replies: envelopes as JSON, HTML pages, empty bodies, truncated JSON, transport failures; any HTTP status. */
export function replyArbitrary(body?: fc.Arbitrary<unknown>): fc.Arbitrary<HttpReply> {
  const httpStatus = fc.oneof(fc.constantFrom(200, 200, 200, 201, 400, 401, 403, 404, 500, 502, 503, 504), fc.integer({ min: 100, max: 599 }));
  const json = envelopeArbitrary(body).map((value) => JSON.stringify(value) ?? '');
  const text = fc.oneof(
    json,
    json.chain((full) => fc.nat({ max: Math.max(0, full.length - 1) }).map((cut) => full.slice(0, cut))),
    fc.constant('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>'),
    fc.constant(''),
    fc.string(),
  );
  return fc.oneof(
    { weight: 10, arbitrary: fc.record({ kind: fc.constant('reply' as const), status: httpStatus, text }) },
    { weight: 1, arbitrary: fc.constantFrom<HttpReply>({ kind: 'network' }, { kind: 'timeout' }) },
  );
}

/** The number of generated replies per client call that the reliability gate asks for. */
export const FUZZ_RUNS = 1000;
