import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { closeActions, describeError } from '../../src/core/errors/catalogue';
import type { ErrorState } from '../../src/core/errors/error-state';
import type { HttpReply } from '../../src/core/ports/http.port';
import { en } from '../../src/ui/text/en';
import { sessionText } from '../../src/ui/text/en-session';
import { FUZZ_RUNS, fuzzParameters } from './fuzz-config';

/**
 * A string of exactly `length` characters: a random unit of 1 to 8 characters repeated. Drawing 20,000 characters
 * one by one cost 5 ms a value, most of the fuzz tests' time; the limits under test care about the length.
 */
function longString(...lengths: number[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...lengths))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

/** Any JSON-ish value, including the wrong types a broken server sends. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(undefined),
  longString(20000, 20001),
  fc.constantFrom(NaN, Infinity, -0, Number.MAX_SAFE_INTEGER + 2),
);

const statusCode = fc.oneof(
  fc.constantFrom(200, '200', 201, 204, 400, '401', 403, 404, 500, '503', 599, ' 200 ', '2OO', null, true),
  fc.integer({ min: -1000, max: 1000 }),
  fc.string({ maxLength: 5 }),
);

/** Error codes any call may meet: the catalogue's, and the ones the use cases branch on. */
const KNOWN_CODES = [
  'CUSTOMER_NOT_FOUND',
  'CUSTOMER_IS_BLACKLISTED',
  'CUSTOMER_BLOCKED_AML',
  'SPQR_NRIC_NOT_MATCHING',
  'SPQR_INVALID',
  'INVALID_BANK_ACCOUNT_ERROR',
  'AML_SCREENING_NOT_AVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
  '',
];

function errorItem(codes: readonly string[] = []): fc.Arbitrary<unknown> {
  return fc.record(
    {
      errorCode: fc.oneof(fc.constantFrom(...KNOWN_CODES, ...codes), fc.string(), anyValue),
      errorMessage: fc.oneof(fc.string(), fc.constantFrom('', '   ', '<b>bold</b>'), anyValue),
    },
    { requiredKeys: [] },
  );
}

/** Envelopes of every shape: right, wrong, partial. `body` may be anything a decoder might be handed. */
export function envelopeArbitrary(
  body: fc.Arbitrary<unknown> = anyValue,
  codes: readonly string[] = [],
): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.record(
      { header: fc.record({ statusCode }, { requiredKeys: [] }), body: fc.oneof(body, anyValue) },
      { requiredKeys: [] },
    ),
    fc.record({
      header: fc.record({ statusCode }),
      body: fc.record({ errors: fc.oneof(fc.array(errorItem(codes), { maxLength: 3 }), anyValue) }),
    }),
    anyValue,
  );
}

/**
 * Raw replies, in four families:
 * - a 200 with a well-formed envelope whose body is `body` (so a good share reaches the call's decoder);
 * - an error envelope (HTTP or header status 4xx/5xx, body.errors with the call's own `codes` among others);
 * - broken bytes: envelopes of any shape as JSON, truncated JSON, an HTML page, an empty body, any text, any status;
 * - transport failures (network, timeout).
 */
export function replyArbitrary(body?: fc.Arbitrary<unknown>, codes: readonly string[] = []): fc.Arbitrary<HttpReply> {
  const httpStatus = fc.oneof(
    fc.constantFrom(200, 200, 200, 201, 400, 401, 403, 404, 500, 502, 503, 504),
    fc.integer({ min: 100, max: 599 }),
  );
  const json = envelopeArbitrary(body, codes).map((value) => JSON.stringify(value) ?? '');
  const text = fc.oneof(
    json,
    json.chain((full) => fc.nat({ max: Math.max(0, full.length - 1) }).map((cut) => full.slice(0, cut))),
    fc.constant('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>'),
    fc.constant(''),
    fc.string(),
  );
  const success = fc
    .record({ statusCode: fc.constantFrom(200, '200'), body: body ?? anyValue })
    .map(({ statusCode: code, body: b }): HttpReply => ({
      kind: 'reply',
      status: 200,
      text: JSON.stringify({ header: { statusCode: code }, body: b }),
    }));
  const errorStatus = fc.constantFrom(400, 401, 403, 404, 409, 422, 424, 429, 500, 502, 503);
  const failure = fc
    .record({
      http: fc.oneof(fc.constant(200), errorStatus),
      header: errorStatus,
      errors: fc.array(errorItem(codes), { minLength: 1, maxLength: 2 }),
    })
    .map(({ http, header, errors }): HttpReply => ({
      kind: 'reply',
      status: http,
      text: JSON.stringify({ header: { statusCode: String(header) }, body: { errors } }),
    }));
  return fc.oneof(
    { weight: 4, arbitrary: success },
    { weight: 2, arbitrary: failure },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('reply' as const), status: httpStatus, text }) },
    { weight: 1, arbitrary: fc.constantFrom<HttpReply>({ kind: 'network' }, { kind: 'timeout' }) },
  );
}

export { FUZZ_RUNS, FUZZ_TIMEOUT_MS } from './fuzz-config';

// ---- bodies shaped like a call's success body ---------------------------------------------------

/** What a broken server puts in a field: wrong types, out-of-range numbers, hostile or huge strings. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  anyValue,
  fc.constantFrom(null, '', ' ', -1, 0.5, -0.01, 1e308, Number.MAX_SAFE_INTEGER + 2, true, [], {}),
  fc.constantFrom(
    '2026-02-30',
    '2026-11-22T99:99:99Z',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '<script>alert(1)</script>',
  ),
  longString(10001),
);

/** A value near a good one: the same thing as text or number, negative, fractional, enormous, padded. */
function nearLeaf(good: unknown): fc.Arbitrary<unknown> {
  if (typeof good === 'number') return fc.constantFrom(String(good), -good - 1, good + 0.5, good * 1e300, -good);
  if (typeof good === 'string')
    return fc.constantFrom(` ${good}`, good.toUpperCase(), good.toLowerCase(), Number(good), good.repeat(2), '');
  if (typeof good === 'boolean') return fc.constantFrom(String(good), Number(good));
  return wrongValue;
}

const DROPPED = Symbol('dropped');

/** The good sample with some of its fields (at any depth) missing, of the wrong type, or near-miss values. */
function mutate(sample: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(sample)) {
    const first: unknown = sample[0] ?? {};
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.tuple(
          ...sample.map((item) =>
            fc.oneof({ weight: 2, arbitrary: fc.constant(item) }, { weight: 1, arbitrary: mutate(item) }),
          ),
        ),
      },
      // Over every list's limit (10, 20, 100, 1000) or empty.
      {
        weight: 1,
        arbitrary: fc.constantFrom(11, 21, 101, 1001, 0).map((n) => Array.from({ length: n }, () => first)),
      },
      { weight: 1, arbitrary: wrongValue },
    );
  }
  if (typeof sample === 'object' && sample !== null) {
    const fields = Object.entries(sample).map(([key, value]) =>
      fc
        .oneof(
          { weight: 5, arbitrary: fc.constant<unknown>(value) },
          { weight: 1, arbitrary: fc.constant<unknown>(DROPPED) },
          { weight: 2, arbitrary: mutate(value) },
        )
        .map((v) => [key, v] as const),
    );
    return fc.oneof(
      {
        weight: 6,
        arbitrary: fc.tuple(...fields).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== DROPPED))),
      },
      { weight: 1, arbitrary: wrongValue },
    );
  }
  return fc.oneof(wrongValue, nearLeaf(sample));
}

/**
 * Bodies shaped like a call's success body: two in five as generated by `valid` (edge values included),
 * the rest the same with fields missing, of the wrong type, out of range, or huge.
 */
export function nearValid(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((sample) =>
    fc.oneof({ weight: 2, arbitrary: fc.constant(sample) }, { weight: 3, arbitrary: mutate(sample) }),
  );
}

/** Good values of the kinds the contracts use, with their edges. */
export const good = {
  /** Up to the decoders' 10,000-character limit. */
  text: fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
    { weight: 1, arbitrary: longString(10000) },
  ),
  id: fc.oneof(fc.stringMatching(/^[A-Z0-9-]{1,16}$/), fc.constant('')),
  cents: fc.oneof(fc.integer({ min: 0, max: 10_000_00 }), fc.constantFrom(0, 1, Number.MAX_SAFE_INTEGER)),
  count: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant(Number.MAX_SAFE_INTEGER)),
  isoDate: fc.constantFrom('2026-11-27', '2027-01-01', '2026-02-29', '0000-00-00'),
  instant: fc.constantFrom(
    '2026-11-22T10:15:00+08:00',
    '2026-11-22T02:15:00Z',
    '2026-11-22T10:15:00.123+08:00',
    '2026-13-45T99:99Z',
  ),
  /** Where a reply may send the browser: the gateway, our own path, and what a tampered reply could say. */
  url: fc.constantFrom(
    'https://gateway.example/pay/1',
    '/sandbox/gateway/1',
    'http://localhost:8080/sandbox/gateway/1',
    'http://portal.test/sandbox/gateway/1',
    'HTTPS://GATEWAY.EXAMPLE/PAY',
    'https:evil.example',
    '#left-for-%2Fsandbox%2Fgateway%2F1',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/pay',
    '/\\evil.example',
    'vbscript:msgbox(1)',
  ),
};

// ---- what a run may end in: the spec's dialog, an inline error, or typed data -------------------

/**
 * An address the browser may be sent to (the outbound guard then says whether to this origin): http(s) as the
 * browser reads it, with no credentials and nothing the browser would drop or reinterpret (whitespace, controls,
 * a backslash).
 */
export function isWebAddress(url: string): boolean {
  const read = new URL(url, 'https://portal.test/here');
  // eslint-disable-next-line no-control-regex -- the controls are what it looks for
  return read.protocol.startsWith('http') && !read.username && !read.password && !/[\s\u0000-\u001f\\]/.test(url);
}

export const isCount = (n: unknown): boolean => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** The error dialog is up, with a text of the spec's catalogue (or the reply's own message) and a way to close it. */
export function expectDialog(errors: ErrorState): void {
  const error = errors.store.getSnapshot();
  expect(error.status).not.toBe(200);
  const view = describeError(error);
  const text = sessionText.error.text(view.key, '+65 6000 0000', view.message);
  expect(typeof text).toBe('string');
  expect(text.trim().length).toBeGreaterThan(0);
  expect(text.length).toBeLessThanOrEqual(500);
  expect(closeActions(error).at(-1)).toBe('reset');
}

export function expectNoDialog(errors: ErrorState): void {
  expect(errors.store.getSnapshot().status).toBe(200);
}

/** A transport failure the login screens say inline (`en.inline`). */
export function expectInlineText(kind: string): void {
  expect(en.inline[kind as keyof typeof en.inline]).toEqual(expect.any(String));
}

/** Answers from a list of generated replies, one per request, the last one repeated; counts what it served. */
export class ReplyQueue {
  served = 0;
  private replies: readonly HttpReply[] = [];

  load(replies: readonly HttpReply[]): void {
    this.replies = replies;
    this.sent = 0;
  }
  private sent = 0;

  readonly next = (): HttpReply => {
    const reply = this.replies[Math.min(this.sent, this.replies.length - 1)] ?? { kind: 'network' };
    this.sent += 1;
    this.served += 1;
    return reply;
  };
}

/** Lets queued promise callbacks run (the fake HTTP answers asynchronously). */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `task` to the end, moving the fake clock past every retry delay while it waits. */
export async function settle<T>(task: Promise<T>, clock: { advance(ms: number): void }, stepMs = 5000): Promise<T> {
  let done = false;
  const result = task.finally(() => (done = true));
  for (let i = 0; i < 50 && !done; i++) {
    await flush();
    if (!done) clock.advance(stepMs);
  }
  expect(done).toBe(true);
  return result;
}

/**
 * The gate for one client call: FUZZ_RUNS generated cases, each loading its replies into `queue`; at the end the
 * call must have been fed at least FUZZ_RUNS of them. With FUZZ_REPORT=<file>, appends "name<TAB>runs<TAB>replies".
 */
export async function fuzzCall<T>(
  name: string,
  queue: ReplyQueue,
  cases: fc.Arbitrary<T>,
  run: (value: T) => Promise<void>,
): Promise<void> {
  queue.served = 0;
  const started = Date.now();
  await fc.assert(fc.asyncProperty(cases, run), fuzzParameters());
  expect(queue.served).toBeGreaterThanOrEqual(FUZZ_RUNS);
  const report = process.env.FUZZ_REPORT;
  if (report) appendFileSync(report, `${name}\t${FUZZ_RUNS}\t${queue.served}\t${Date.now() - started} ms\n`);
}
