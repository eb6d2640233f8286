import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
// Types only: the validators come from Ajv (contract-ajv.ts) or from code compiled once a jest run, so a test file
// that checks the contract never loads Ajv or a YAML parser.
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import { getResponse, http, type HttpHandler } from 'msw';
import { envelope } from './envelope';

/**
 * The sandbox held to docs/openapi.yaml: every request it receives and every reply it sends, checked while the
 * jest suites (test/support/contract.ts) and the browser suites (SANDBOX_CONTRACT=1, server/sandbox-site.ts) run.
 * A violation names the call and the field: `POST /rs/v1/payments (createPayment) reply 200: body.next.url …`.
 */
export interface Exchange {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  requestBody: string;
  status: number;
  replyBody: string;
}

export type Json = Record<string, unknown>;

/** The validator of the schema at a JSON pointer into the document (`paths/~1rs~1v1~1…/post/…/schema`). */
export type Validators = (schemaAt: string) => ValidateFunction | undefined;

export function contractFile(): string {
  // sandbox/ in the sources, build/sandbox/ once compiled for the preview server; the bench compiles it into
  // bench/tmp/server/ and runs it from the project's folder.
  for (const dir of [resolve(__dirname, '..'), resolve(__dirname, '../..'), process.cwd()]) {
    const file = resolve(dir, 'docs/openapi.yaml');
    if (existsSync(file)) return file;
  }
  throw new Error('docs/openapi.yaml not found');
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** `/body/next/url` as `body.next.url`, with the unexpected property's name when that is the fault. */
function describe(error: ErrorObject): string {
  const where = error.instancePath.split('/').filter(Boolean).join('.') || '(root)';
  const extra = error.keyword === 'additionalProperties' ? ` '${String(error.params.additionalProperty)}'` : '';
  const allowed = error.keyword === 'enum' ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : '';
  return `${where} ${error.message ?? error.keyword}${extra}${allowed}`;
}

/** Build one with `ajvContract()` (sandbox/contract-ajv.ts), or from validators compiled ahead (test/support). */
export class Contract {
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(
    readonly document: Json,
    private readonly validators: Validators,
  ) {}

  /** The operations, as `METHOD /path`. */
  calls(): string[] {
    const paths = (this.document.paths ?? {}) as Record<string, Json>;
    return Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
  }

  /**
   * Every schema `check` and `refusal` may validate against (JSON bodies and query parameters): what a set of
   * validators compiled ahead must hold.
   */
  schemas(): string[] {
    const found = new Set<string>();
    for (const call of this.calls()) {
      const [method = '', path = ''] = call.split(' ');
      const at = pointer('paths', path, method.toLowerCase());
      const operation = (this.document.paths as Record<string, Json>)[path]![method.toLowerCase()] as Json;
      const request = this.bodySchema(`${at}/requestBody`, operation.requestBody as Json | undefined);
      if (request) found.add(request);
      for (const { schemaAt } of this.queryParameters(operation, at)) found.add(schemaAt);
      for (const [key, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        const reply = this.bodySchema(`${at}/${pointer('responses', key)}`, response);
        if (reply) found.add(reply);
      }
    }
    return [...found];
  }

  /** An OpenAPI Reference Object followed (`$ref: '#/components/…'`), or the object itself. */
  private deref<T>(value: T): T {
    const ref = (value as { $ref?: string } | undefined)?.$ref;
    if (!ref?.startsWith('#/')) return value;
    let node: unknown = this.document;
    for (const part of ref.slice(2).split('/')) node = (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    return this.deref(node as T);
  }

  private validator(path: string): ValidateFunction {
    let validate = this.compiled.get(path);
    if (!validate) {
      validate = this.validators(path);
      if (!validate) throw new Error(`no schema at ${path}`);
      this.compiled.set(path, validate);
    }
    return validate;
  }

  /** The schema of a JSON body found through Reference Objects, as an Ajv pointer into the document. */
  private bodySchema(base: string, holder: Json | undefined): string | undefined {
    if (!holder) return undefined;
    const ref = (holder as { $ref?: string }).$ref;
    const at = ref?.startsWith('#/') ? ref.slice(2) : base;
    const target = this.deref(holder) as { content?: Record<string, { schema?: unknown }> };
    return target.content?.['application/json']?.schema
      ? `${at}/${pointer('content', 'application/json', 'schema')}`
      : undefined;
  }

  private problems(schemaAt: string, json: unknown): string[] {
    const validate = this.validator(schemaAt);
    return validate(json) ? [] : (validate.errors ?? []).slice(0, 4).map(describe);
  }

  private operation(method: string, path: string): Json | undefined {
    return (this.document.paths as Record<string, Json> | undefined)?.[path]?.[method.toLowerCase()] as
      Json | undefined;
  }

  /** The call's query parameters, each with the pointer of its schema. */
  private queryParameters(operation: Json, at: string): { name: string; required: boolean; schemaAt: string }[] {
    return ((operation.parameters ?? []) as Json[]).flatMap((holder, index) => {
      const parameter = this.deref(holder);
      if (parameter.in !== 'query') return [];
      const ref = (holder as { $ref?: string }).$ref;
      const base = ref?.startsWith('#/') ? ref.slice(2) : `${at}/${pointer('parameters', String(index))}`;
      return [{ name: String(parameter.name), required: parameter.required === true, schemaAt: `${base}/schema` }];
    });
  }

  /** What is wrong with a request's query and JSON body; its headers have codes of their own (`check` names them). */
  private requestProblems(operation: Json, at: string, query: URLSearchParams, body: string): string[] {
    const found: string[] = [];
    for (const { name, required, schemaAt } of this.queryParameters(operation, at)) {
      const value = query.get(name);
      if (value === null) {
        if (required) found.push(`query ${name} is missing`);
      } else found.push(...this.problems(schemaAt, value).map((p) => `query ${name}: ${p}`));
    }
    const requestBody = operation.requestBody as Json | undefined;
    const schema = this.bodySchema(`${at}/requestBody`, requestBody);
    if (!schema) return found;
    if (body.trim() === '') return this.deref(requestBody)?.required ? [...found, 'the body is missing'] : found;
    try {
      return [...found, ...this.problems(schema, JSON.parse(body))];
    } catch {
      return [...found, 'the body is not JSON'];
    }
  }

  /**
   * A request the document refuses (a field missing, unknown, too long or out of range, in its body or query): the
   * code its call's tag names (`x-invalid-request`) and what is wrong, as printable text. The sandbox answers it 400
   * before any handler runs, so it changes nothing.
   */
  refusal(method: string, url: URL, body: string): { code: string; message: string } | undefined {
    const operation = this.operation(method, url.pathname);
    if (!operation) return undefined;
    const problems = this.requestProblems(
      operation,
      pointer('paths', url.pathname, method.toLowerCase()),
      url.searchParams,
      body,
    );
    if (problems.length === 0) return undefined;
    const tag = ((this.document.tags ?? []) as Json[]).find((t) => t.name === (operation.tags as string[])[0]);
    // The field names come from the request: only printable ASCII of them goes back, and at most 500 characters.
    const message = `The request does not keep the API contract: ${problems.join('; ')}`;
    return { code: String(tag?.['x-invalid-request']), message: message.replace(/[^ -~]/g, '?').slice(0, 500) };
  }

  /** Everything wrong with one request and its reply; empty when both keep the contract. */
  check(exchange: Exchange): string[] {
    const { method, path, status } = exchange;
    const operation = this.operation(method, path);
    if (!operation) return [`${method} ${path}: a call docs/openapi.yaml does not have`];
    const name = `${method} ${path} (${String(operation.operationId)})`;
    const at = pointer('paths', path, method.toLowerCase());

    const requestProblems: string[] = [];
    for (const parameter of ((operation.parameters ?? []) as Json[]).map((p) => this.deref(p))) {
      if (parameter.in !== 'header') continue;
      const value = exchange.headers.get(String(parameter.name));
      if (value === null) {
        if (parameter.required) requestProblems.push(`header ${String(parameter.name)} is missing`);
      } else if (!new RegExp((parameter.schema as { pattern?: string } | undefined)?.pattern ?? '').test(value))
        requestProblems.push(`header ${String(parameter.name)} does not match its pattern`);
    }
    requestProblems.push(...this.requestProblems(operation, at, exchange.query, exchange.requestBody));
    // A request the contract refuses must be refused: the sandbox tests send such requests on purpose.
    const refused = status >= 400 && status < 500;
    const found = refused ? [] : requestProblems.map((p) => `${name} request: ${p}`);

    const responses = (operation.responses ?? {}) as Record<string, Json>;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return [...found, `${name} reply ${status}: a status docs/openapi.yaml does not list`];
    const replySchema = this.bodySchema(`${at}/${pointer('responses', key)}`, responses[key]);
    if (!replySchema) return found;
    let reply: unknown;
    try {
      reply = JSON.parse(exchange.replyBody);
    } catch {
      return [...found, `${name} reply ${status}: the body is not JSON`];
    }
    return [...found, ...this.problems(replySchema, reply).map((p) => `${name} reply ${status}: ${p}`)];
  }
}

// ---- the watch: who is told about a violation ------------------------------------------------------

export interface ContractWatch {
  contract: Contract;
  report(violation: string): void;
  /** Browser suites: answer 500 naming the violation, so the test that met it fails there. */
  replaceReply?: boolean;
}

let watch: ContractWatch | undefined;
let enforced: Contract | undefined;

/** The contract every sandbox refuses requests by from now on (`Contract.refusal`; undefined: none). */
export function enforceContract(next: Contract | undefined): void {
  enforced = next;
}

export function enforcedContract(): Contract | undefined {
  return enforced;
}

/** Checks every call of every sandbox from now on (undefined: stop). */
export function watchContract(next: ContractWatch | undefined): void {
  watch = next;
}

export function contractWatch(): ContractWatch | undefined {
  return watch;
}

/** The header a fault injected on purpose carries (sandbox.ts): such a reply is off the contract by design. */
export const FAULT_HEADER = 'X-Sandbox-Fault';

/**
 * One handler in front of the API handlers: answers with theirs, and checks the exchange while a test watches.
 * `seen` also receives the violations (the sandbox keeps them for GET /sandbox/state).
 */
export function contractGate(api: HttpHandler[], seen: (violations: string[]) => void = () => {}): HttpHandler {
  return http.all('*/rs/v1/*', async ({ request }) => {
    const requestBody = request.method === 'GET' ? '' : await request.clone().text();
    const response = await getResponse(api, request);
    const current = contractWatch();
    if (!response || !current || response.type === 'error' || response.headers.has(FAULT_HEADER)) return response;
    const url = new URL(request.url);
    const violations = current.contract.check({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      requestBody,
      status: response.status,
      replyBody: await response.clone().text(),
    });
    for (const violation of violations) current.report(violation);
    seen(violations);
    if (violations.length === 0 || !current.replaceReply) return response;
    return envelope({ errors: [{ errorCode: 'CONTRACT_VIOLATION', errorMessage: violations.join('; ') }] }, 500);
  });
}
