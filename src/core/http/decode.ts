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
