import type { Decoder } from './decode';

/**
 * A journey's draft as stored, or `empty` if it is missing, unreadable or not ours. A submission that was
 * still being sent when the page unloaded is now of unknown outcome: its key is kept and asked about again.
 */
export function readStoredDraft<T extends { submission?: { state: string } }>(
  raw: string | null,
  decoder: Decoder<unknown>,
  empty: T,
): T {
  if (!raw) return empty;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return empty;
  }
  const decoded = decoder(json);
  if (decoded === undefined) return empty;
  const out = stripUndefined(decoded) as T;
  if (out.submission?.state === 'sending') return { ...out, submission: { ...out.submission, state: 'unconfirmed' } };
  return out;
}

/** Optional fields decode to undefined; a snapshot leaves them out, so it compares equal to what was stored. */
export function stripUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripUndefined) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, stripUndefined(v)]),
  ) as T;
}
