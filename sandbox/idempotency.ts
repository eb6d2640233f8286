import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_HEADER } from '../src/core/api/payment.contract';
import { errorEnvelope } from './envelope';

/**
 * The Idempotency-Key of every money call (POST /payments, /third-party/payments, /recurring/arrangements), stated
 * once. Its syntax is docs/openapi.yaml's IdempotencyKey (test/sandbox/idempotency.test.ts holds them equal).
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

let keysIgnored = false;

/**
 * SANDBOX_BREAK=idempotency (server/sandbox-site.ts): every request is new whatever its key, neither replayed nor
 * refused as a reuse: the rule broken on purpose, so that `npm run contract:check` can be seen to catch it.
 */
export function breakIdempotency(on: boolean): void {
  keysIgnored = on;
}

/** JSON with every object's keys in order: one text for one request, however the client spaced or ordered it. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What the key decided: the answer already (a refusal or a replay), or a new request to make and then `keep`. */
export type Claim<T> = { answer: Response } | { body: Record<string, unknown>; keep(made: T): void };

/**
 * One caller's keys and what each made. In this order: a key missing or off the syntax is 400
 * IDEMPOTENCY_KEY_REQUIRED; a body that is not a JSON object is the area's `unreadable`; a key seen before with
 * the same canonical body is `replay` of what it made (counted in the area's `stats`, where it keeps them); with
 * another body, 409 IDEMPOTENCY_KEY_REUSED.
 */
export class IdempotencyBook<T> {
  private readonly made = new Map<string, { request: string; made: T }>();

  constructor(
    private readonly replay: (made: T) => Response,
    private readonly unreadable: () => Response,
    private readonly stats?: () => { replays: number },
  ) {}

  async claim(request: Request, caller: string): Promise<Claim<T>> {
    const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
    if (!IDEMPOTENCY_KEY.test(key))
      return {
        answer: errorEnvelope(
          400,
          IDEMPOTENCY_ERRORS.required,
          'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.',
        ),
      };
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return { answer: this.unreadable() };
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { answer: this.unreadable() };
    const canonical = canonicalJson(body);
    const slot = `${caller}\n${key}`;
    const earlier = keysIgnored ? undefined : this.made.get(slot);
    if (earlier && earlier.request !== canonical)
      return {
        answer: errorEnvelope(409, IDEMPOTENCY_ERRORS.reused, 'This key was already used for a different request.'),
      };
    if (earlier) {
      const stats = this.stats?.();
      if (stats) stats.replays += 1;
      return { answer: this.replay(earlier.made) };
    }
    return { body: body as Record<string, unknown>, keep: (made) => this.made.set(slot, { request: canonical, made }) };
  }

  reset(): void {
    this.made.clear();
  }
}
