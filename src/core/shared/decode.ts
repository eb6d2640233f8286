import { parseWebAddress } from './web-address';

/**
 * Tiny decoders for untrusted JSON. A decoder returns the typed value or undefined; it never throws,
 * so a reply of the wrong shape becomes a typed failure rather than an exception.
 */
export type Decoder<T> = (input: unknown) => T | undefined;
export type Decoded<D> = D extends Decoder<infer T> ? T : never;

const MAX_STRING = 10_000;

export const str: Decoder<string> = (v) => (typeof v === 'string' && v.length <= MAX_STRING ? v : undefined);
export const num: Decoder<number> = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
export const bool: Decoder<boolean> = (v) => (typeof v === 'boolean' ? v : undefined);
export const unknownValue: Decoder<unknown> = (v) => v;

/** An identifier or token: an empty (or blank) one would read as "none" further on, e.g. a login with no token. */
export const nonEmptyStr: Decoder<string> = (v) =>
  str(v) !== undefined && (v as string).trim() !== '' ? (v as string) : undefined;
/**
 * Where a reply may send the browser (a gateway's, bank's or Singpass's page, or a path of the portal): an address
 * `parseWebAddress` reads, never javascript:, data:, credentials or an address a browser would read otherwise than
 * it looks ("/\t/evil.example"). Whether it may be followed is the outbound guard's to say, where the page's
 * origin is known (src/core/shell/outbound.ts).
 */
export const webAddress: Decoder<string> = (v) =>
  str(v) !== undefined && parseWebAddress(v as string, 'https://portal.invalid') ? (v as string) : undefined;
/** A count, whole seconds or integer cents: never negative, fractional or past exact integers (1e308 seconds is Infinity ms). */
export const whole: Decoder<number> = (v) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined;

/** A calendar date, `YYYY-MM-DD`. */
export const isoDate: Decoder<string> = (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
/** An ISO 8601 instant with its offset or Z: without one, the browser would read it in its own time zone. */
export const instant: Decoder<string> = (v) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v)
    ? v
    : undefined;

export function literal<const L extends string | number | boolean>(...values: L[]): Decoder<L> {
  return (v) => (values.includes(v as L) ? (v as L) : undefined);
}

export function arrayOf<T>(item: Decoder<T>, maxLength = 1000): Decoder<T[]> {
  return (v) => {
    if (!Array.isArray(v) || v.length > maxLength) return undefined;
    const out: T[] = [];
    for (const element of v) {
      const decoded = item(element);
      if (decoded === undefined) return undefined;
      out.push(decoded);
    }
    return out;
  };
}

/** Marks a field that may be absent (or null); decodes to undefined then. */
export function optional<T>(inner: Decoder<T>): Decoder<T | undefined> & { optional: true } {
  const d = ((v: unknown) => (v === undefined || v === null ? OPTIONAL_ABSENT : inner(v))) as Decoder<T | undefined> & {
    optional: true;
  };
  d.optional = true;
  return d;
}
const OPTIONAL_ABSENT = undefined;

type Shape = Record<string, Decoder<unknown>>;
type FromShape<S extends Shape> = { [K in keyof S]: Decoded<S[K]> };

export function object<S extends Shape>(shape: S): Decoder<FromShape<S>> {
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const record = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, decoder] of Object.entries(shape)) {
      const raw = Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
      const decoded = decoder(raw);
      if (decoded === undefined && !(decoder as { optional?: boolean }).optional) return undefined;
      out[key] = decoded;
    }
    return out as FromShape<S>;
  };
}
