import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { contractFile, contractWatch, watchContract } from '../../sandbox/contract';
import { ajvContract } from '../../sandbox/contract-ajv';
import { SEED_POLICIES, type SeedPolicy } from '../../sandbox/payment.seed';
import { createSandbox } from '../../sandbox/sandbox';
import { CONTRACT_VALIDATORS, testContract } from '../support/contract-validators';
import { testSandboxKeys } from '../support/sandbox-keys';
import { LOGIN_ERROR_CODES } from '../../src/core/api/login.contract';
import { IDEMPOTENCY_ERRORS, PAYMENT_ERRORS } from '../../src/core/api/payment.contract';
import { RECURRING_ERRORS } from '../../src/core/api/recurring.contract';
import { THIRD_PARTY_ERRORS } from '../../src/core/api/third-party.contract';

const contract = ajvContract();
const ORIGIN = 'http://portal.test';
const sandbox = createSandbox({ keys: testSandboxKeys() });
sandbox.areas.login.sessions.set('tok-contract', 'C-1001');

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(ORIGIN + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok-contract', ...headers },
    body: JSON.stringify(body),
  });

/** Runs a request through the sandbox with the contract watched by this test alone; returns what it reported. */
async function violationsOf(request: Request, using = contract): Promise<string[]> {
  const suite = contractWatch();
  const seen: string[] = [];
  watchContract({ contract: using, report: (v) => seen.push(v) });
  try {
    await getResponse(sandbox.handlers, request);
  } finally {
    watchContract(suite);
  }
  return seen;
}

describe('docs/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    const api = await SwaggerParser.validate(contractFile());
    expect((api as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('lists exactly the calls docs/api.md and docs/api-payor.md describe', () => {
    const prose = ['api.md', 'api-payor.md']
      .map((page) => readFileSync(join(__dirname, '../../docs', page), 'utf8'))
      .join('\n');
    const described = new Set<string>();
    for (const [, method, path] of prose.matchAll(/`?((?:GET|POST) )?(\/rs\/v1\/[a-z0-9/.-]+)/g))
      described.add(`${(method ?? 'POST ').trim()} ${path!.replace(/[/.]$/, '')}`);
    expect([...described].sort()).toEqual(contract.calls().sort());
  });

  it("lists each area's error codes as the contract files name them", () => {
    const codes = (schema: string) => {
      const components = contract.document.components as { schemas: Record<string, unknown> };
      const text = JSON.stringify(components.schemas[schema]);
      return JSON.parse(/"enum":(\[[^\]]*\])/.exec(text)![1]!) as string[];
    };
    expect(codes('LoginErrorEnvelope').sort()).toEqual([...LOGIN_ERROR_CODES].sort());
    expect(codes('PaymentErrorEnvelope').sort()).toEqual(
      ['SESSION_ENDED', ...Object.values(IDEMPOTENCY_ERRORS), ...Object.values(PAYMENT_ERRORS)].sort(),
    );
    expect(codes('RecurringErrorEnvelope').sort()).toEqual(
      ['SESSION_ENDED', ...Object.values(IDEMPOTENCY_ERRORS), ...Object.values(RECURRING_ERRORS)].sort(),
    );
    expect(codes('ThirdPartyErrorEnvelope').sort()).toEqual(
      ['SESSION_ENDED', ...Object.values(IDEMPOTENCY_ERRORS), ...Object.values(THIRD_PARTY_ERRORS)].sort(),
    );
  });
});

describe('the sandbox held to the contract', () => {
  it('passes a real reply', async () => {
    expect(await violationsOf(post('/rs/v1/policies/due', {}))).toEqual([]);
  });

  it('fails a reply with a wrong field planted, naming the call and the field', async () => {
    const seed = SEED_POLICIES['C-1001']![0]! as { -readonly [K in keyof SeedPolicy]: unknown };
    const name = seed.productName;
    seed.productName = 42;
    try {
      expect(await violationsOf(post('/rs/v1/policies/due', {}))).toEqual([
        'POST /rs/v1/policies/due (policiesDue) reply 200: body.policies.0.productName must be string',
      ]);
    } finally {
      seed.productName = name;
    }
  });

  it('in the browser suites, answers a 500 that names the call and the field instead of the broken reply', async () => {
    const seed = SEED_POLICIES['C-1001']![0]! as { -readonly [K in keyof SeedPolicy]: unknown };
    const suite = contractWatch();
    watchContract({ contract, report: () => {}, replaceReply: true });
    const name = seed.productName;
    seed.productName = 42;
    try {
      const response = (await getResponse(sandbox.handlers, post('/rs/v1/policies/due', {})))!;
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        header: { statusCode: '500' },
        body: {
          errors: [
            {
              errorCode: 'CONTRACT_VIOLATION',
              errorMessage:
                'POST /rs/v1/policies/due (policiesDue) reply 200: body.policies.0.productName must be string',
            },
          ],
        },
      });
    } finally {
      seed.productName = name;
      watchContract(suite);
    }
  });

  it('fails a request the sandbox accepts though the contract refuses it, naming the field', () => {
    expect(
      contract.check({
        method: 'POST',
        path: '/rs/v1/payments/status',
        query: new URLSearchParams(),
        headers: new Headers(),
        requestBody: JSON.stringify({ reference: 'PP1', extra: true }),
        status: 200,
        replyBody: '{}',
      }),
    ).toEqual([
      "POST /rs/v1/payments/status (paymentStatus) request: (root) must NOT have additional properties 'extra'",
      "POST /rs/v1/payments/status (paymentStatus) reply 200: (root) must have required property 'header'",
      "POST /rs/v1/payments/status (paymentStatus) reply 200: (root) must have required property 'body'",
    ]);
  });

  it('lets a refused request be refused, and flags an error code the document does not list', async () => {
    expect(await violationsOf(post('/rs/v1/payments', { lines: 'none' }))).toEqual([]);
    expect(
      contract.check({
        method: 'POST',
        path: '/rs/v1/payments',
        query: new URLSearchParams(),
        headers: new Headers(),
        requestBody: JSON.stringify({ lines: [], method: { kind: 'paynow' }, payor: { kind: 'policyholder' } }),
        status: 409,
        replyBody: JSON.stringify({
          header: { statusCode: '409' },
          body: { errors: [{ errorCode: 'NEW_CODE', errorMessage: '' }] },
        }),
      }),
    ).toEqual([
      'POST /rs/v1/payments (createPayment) reply 409: body.errors.0.errorCode must be equal to one of the allowed values (SESSION_ENDED, IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY_REUSED, POLICY_NOT_PAYABLE, PAYMENT_AMOUNT_INVALID, PAYMENT_LIMIT_EXCEEDED, PAYMENT_NOT_FOUND, PAYMENT_REQUEST_INVALID, RECEIPT_NOT_AVAILABLE, RECEIPT_SEND_LIMITED)',
    ]);
  });

  it('names a call the document does not have', () => {
    const exchange = {
      method: 'POST',
      path: '/rs/v1/nope',
      query: new URLSearchParams(),
      headers: new Headers(),
      requestBody: '',
      status: 200,
    };
    expect(contract.check({ ...exchange, replyBody: '{}' })).toEqual([
      'POST /rs/v1/nope: a call docs/openapi.yaml does not have',
    ]);
  });
});

describe('the validators compiled once a run (test/support/contract-validators.ts)', () => {
  const compiled = testContract();

  it('are what the jest suites check with: one for every request and reply schema of the document', () => {
    const dir = process.env[CONTRACT_VALIDATORS]!;
    expect(dir).toBeTruthy();
    const exported = Object.keys(require(join(dir, 'validators.js')) as object);
    expect(exported.sort()).toEqual(contract.schemas().sort());
    expect(exported.length).toBeGreaterThan(20);
  });

  it('give the verdicts Ajv gives, naming the call and the field', async () => {
    const seed = SEED_POLICIES['C-1001']![0]! as { -readonly [K in keyof SeedPolicy]: unknown };
    const name = seed.productName;
    seed.productName = 42;
    try {
      expect(await violationsOf(post('/rs/v1/policies/due', {}), compiled)).toEqual([
        'POST /rs/v1/policies/due (policiesDue) reply 200: body.policies.0.productName must be string',
      ]);
    } finally {
      seed.productName = name;
    }
    const exchanges = [
      { path: '/rs/v1/payments/status', requestBody: '{"reference":"PP1","extra":true}', status: 200, replyBody: '{}' },
      {
        path: '/rs/v1/payments',
        requestBody: '{"lines":[]}',
        status: 409,
        replyBody: '{"header":{"statusCode":"409"},"body":{"errors":[{"errorCode":"NEW_CODE","errorMessage":""}]}}',
      },
    ].map((e) => ({ ...e, method: 'POST', query: new URLSearchParams(), headers: new Headers() }));
    for (const exchange of exchanges) {
      expect(compiled.check(exchange)).toEqual(contract.check(exchange));
      expect(compiled.check(exchange).length).toBeGreaterThan(0);
    }
  });
});
