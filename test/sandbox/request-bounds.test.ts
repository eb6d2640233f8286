import Ajv2020 from 'ajv/dist/2020';
import { getResponse } from 'msw';
import { type Json } from '../../sandbox/contract';
import { readContract } from '../../sandbox/contract-ajv';
import { createSandbox, type Sandbox } from '../../sandbox/sandbox';
import { testContract } from '../support/contract-validators';
import { testSandboxKeys } from '../support/sandbox-keys';

/**
 * Generated from docs/openapi.yaml: every bound of every request schema (a string's maxLength, an integer's minimum
 * and maximum, an array's maxItems, in a body or a query parameter) is sent one past, to a body that otherwise keeps
 * the contract. The sandbox answers 400 with the code the call's tag names and changes nothing; the value at the
 * bound passes the same check.
 */
const document = readContract();
const contract = testContract();
const ajv = new Ajv2020({ strict: false, formats: { int32: true, int64: true } });
ajv.addSchema(document, 'openapi.json');

/** The schema at a `$ref`, followed until it is not one; siblings of the reference (a description) are kept. */
function resolve(schema: Json): Json {
  const ref = schema.$ref as string | undefined;
  if (!ref) return schema;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  const { $ref: _, ...siblings } = schema;
  return resolve({ ...(node as Json), ...siblings });
}

/** A value of the pattern: the first of a few candidates that matches it (what a real portal would send). */
const SAMPLES = ['x', 'L-1001-01', 'a@b.sg', '+6591234567', 'A'.repeat(43), 'A'.repeat(512), 'S1234567D'];
function sample(schema: Json): string {
  const found = SAMPLES.find((s) => ajv.validate({ ...schema, minLength: undefined }, s) && ajv.validate(schema, s));
  if (found === undefined) throw new Error(`no sample for ${JSON.stringify(schema)}`);
  return found;
}

/** A string of `length` characters the schema's pattern allows (built from its sample), or undefined. */
function stringOf(schema: Json, length: number): string | undefined {
  const base = sample(schema);
  for (const fill of [base.at(-1)!, 'A', '1', 'a']) {
    const value =
      base.length >= length
        ? base.slice(0, length)
        : base.slice(0, 1) + fill.repeat(length - base.length) + base.slice(1);
    if (value.length === length && ajv.validate(schema, value)) return value;
  }
  return undefined;
}

/** A minimal value that keeps the schema; `towards` picks the oneOf branch and optional properties a path needs. */
function build(raw: Json, towards: string[] = []): unknown {
  const schema = resolve(raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.oneOf)) {
    const branches = (schema.oneOf as Json[]).map(resolve);
    const branch = branches.find((b) => towards[0] && (b.properties as Json | undefined)?.[towards[0]]) ?? branches[0]!;
    return build(branch, towards);
  }
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const names = new Set([...((schema.required ?? []) as string[]), ...(towards[0] ? [towards[0]] : [])]);
      return Object.fromEntries(
        [...names].map((name) => [name, build(properties[name]!, name === towards[0] ? towards.slice(1) : [])]),
      );
    }
    case 'array':
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 0)) }, () =>
        build(schema.items as Json, towards.slice(1)),
      );
    case 'integer':
      return Number(schema.minimum ?? 0);
    case 'boolean':
      return true;
    case 'string':
      return sample(schema);
    default:
      throw new Error(`cannot build ${JSON.stringify(schema)}`);
  }
}

interface Bound {
  /** Where the value goes: property names, `[]` for an array's first item. */
  at: string[];
  what: string;
  past: unknown;
  atBound: unknown;
}

/** Every bound inside a schema, with the value one past it and the value at it. */
function boundsOf(raw: Json, at: string[] = [], seen = new Set<Json>()): Bound[] {
  const schema = resolve(raw);
  if (seen.has(schema)) return [];
  seen.add(schema);
  const found: Bound[] = [];
  if (schema.type === 'string' && typeof schema.maxLength === 'number') {
    const max = schema.maxLength;
    const atBound = stringOf(schema, max);
    found.push({
      at,
      what: `maxLength ${max}`,
      past: (atBound ?? 'A'.repeat(max)) + (atBound ?? 'A').slice(-1),
      atBound,
    });
  }
  if (schema.type === 'integer') {
    if (typeof schema.maximum === 'number')
      found.push({ at, what: `maximum ${schema.maximum}`, past: schema.maximum + 1, atBound: schema.maximum });
    if (typeof schema.minimum === 'number')
      found.push({ at, what: `minimum ${schema.minimum}`, past: schema.minimum - 1, atBound: schema.minimum });
  }
  if (schema.type === 'array' && typeof schema.maxItems === 'number') {
    const item = build(schema.items as Json);
    const n = schema.maxItems;
    found.push({
      at,
      what: `maxItems ${n}`,
      past: Array.from({ length: n + 1 }, () => item),
      atBound: schema.uniqueItems ? undefined : Array.from({ length: n }, () => item),
    });
  }
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>))
    found.push(...boundsOf(property, [...at, name], seen));
  if (schema.items) found.push(...boundsOf(schema.items as Json, [...at, '[]'], seen));
  for (const branch of (schema.oneOf ?? []) as Json[]) found.push(...boundsOf(branch, at, new Set(seen)));
  return found;
}

/** The body with the value put at the path (the first item of an array). */
function put(body: unknown, at: string[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at as [string, ...string[]];
  if (head === '[]') return [put((body as unknown[])[0], rest, value), ...(body as unknown[]).slice(1)];
  return { ...(body as Json), [head]: put((body as Json)[head], rest, value) };
}

interface Case {
  call: string;
  method: string;
  path: string;
  code: string;
  bound: Bound;
  query: Record<string, string>;
  body: unknown;
}

const tags = (document.tags as Json[]).map((t) => [t.name, t['x-invalid-request']]);
const codeOf = (operation: Json) => String(Object.fromEntries(tags)[(operation.tags as string[])[0]!]);

function cases(): Case[] {
  const found: Case[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, raw] of Object.entries(item)) {
      const operation = raw as Json;
      const call = `${method.toUpperCase()} ${path}`;
      const queryParameters = ((operation.parameters ?? []) as Json[]).map(resolve).filter((p) => p.in === 'query');
      const query = Object.fromEntries(queryParameters.map((p) => [p.name, String(build(p.schema as Json))]));
      const requestBody = operation.requestBody ? resolve(operation.requestBody as Json) : undefined;
      const schema = (requestBody?.content as Json | undefined)?.['application/json'] as Json | undefined;
      for (const parameter of queryParameters)
        for (const bound of boundsOf(parameter.schema as Json))
          found.push({
            call,
            method,
            path,
            code: codeOf(operation),
            bound: { ...bound, at: ['?', String(parameter.name)] },
            query,
            body: undefined,
          });
      if (!schema) continue;
      for (const bound of boundsOf(schema.schema as Json))
        found.push({
          call,
          method,
          path,
          code: codeOf(operation),
          bound,
          query,
          body: build(
            schema.schema as Json,
            bound.at.filter((p) => p !== '[]'),
          ),
        });
    }
  }
  return found;
}

function request({ method, path, query, body, bound }: Case, value: unknown): Request {
  const url = new URL(`http://portal.test${path}`);
  const inQuery = bound.at[0] === '?';
  for (const [name, v] of Object.entries(query))
    url.searchParams.set(name, inQuery && name === bound.at[1] ? String(value) : v);
  return new Request(url, {
    method: method.toUpperCase(),
    headers: {
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-bounds',
      'Idempotency-Key': 'bounds-key-0001',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(inQuery ? body : put(body, bound.at, value)) }),
  });
}

/** Every record and counter of the sandbox's areas: what a refused request must leave as it was. */
function world(sandbox: Sandbox): string {
  const { login, payment, recurring, thirdParty } = sandbox.areas;
  return JSON.stringify({
    attempts: login.attempts.size,
    singpass: login.singpassStates.size,
    payments: [payment.payments.size, payment.stats],
    arrangements: [recurring.arrangements.size, recurring.stats],
    thirdParty: [thirdParty.guests.size, thirdParty.declarations.size, thirdParty.payments.size, thirdParty.screenings],
  });
}

const sandbox = createSandbox({ keys: testSandboxKeys() });
sandbox.areas.login.sessions.set('tok-bounds', 'C-1001');
const all = cases();

describe('the sandbox enforces the bounds of docs/openapi.yaml', () => {
  it('finds the bounds of the request schemas', () => {
    expect(all.length).toBeGreaterThan(50);
    for (const expected of ['payor.fullName maxLength 66', 'amountCents maximum 20000000', 'lines maxItems 100'])
      expect(all.map((c) => `${c.bound.at.filter((p) => p !== '[]').join('.')} ${c.bound.what}`)).toContain(expected);
  });

  it.each(all.map((c) => [`${c.call} ${c.bound.at.join('.') || '(query)'} ${c.bound.what}`, c] as const))(
    '%s: one past is refused 400 and changes nothing; the bound passes',
    async (_, c) => {
      const url = (r: Request) => new URL(r.url);
      const before = world(sandbox);
      const past = request(c, c.bound.past);
      const response = (await getResponse(sandbox.handlers, past))!;
      const reply = (await response.json()) as { body: { errors: { errorCode: string }[] } };
      expect([response.status, reply.body.errors[0]!.errorCode]).toEqual([400, c.code]);
      expect(world(sandbox)).toBe(before);
      if (c.bound.atBound === undefined) return;
      const atBound = request(c, c.bound.atBound);
      expect(contract.refusal(c.method, url(atBound), await atBound.text())).toBeUndefined();
    },
  );
});
