import { looksPersonal } from '../analytics/personal-data';
import type { IdGeneratorPort } from '../ports/id-generator.port';

/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone cannot be misheard as another. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short support reference such as "7KQ2-M9XD" (40 random bits): sent with every API call as the correlation
 * id, shown under every error, kept in the monitoring event and the server's log (docs/api.md). Taken from the
 * random part of a version 4 UUID; one that happens to look like a phone number or a date is drawn again, so the
 * privacy guards never drop it.
 */
export function newReference(ids: IdGeneratorPort): string {
  for (;;) {
    let bits = toBits(ids.newId());
    let out = '';
    for (let i = 0; i < 8; i++) {
      out = ALPHABET[bits % 32]! + out;
      bits = Math.floor(bits / 32);
    }
    const reference = `${out.slice(0, 4)}-${out.slice(4)}`;
    if (!looksPersonal(reference)) return reference;
  }
}

/** 40 bits of an id: its first ten hex digits (a UUID's random part), or a fold of any other id (test fakes). */
function toBits(id: string): number {
  const hex = id.replace(/-/g, '').slice(0, 10);
  if (/^[0-9a-f]{10}$/i.test(hex)) return parseInt(hex, 16);
  let bits = 0;
  for (const char of id) bits = (bits * 31 + char.charCodeAt(0)) % 2 ** 40;
  return bits;
}

export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
