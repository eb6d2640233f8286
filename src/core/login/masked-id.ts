import { normaliseIdNumber } from './identity';

const MASK = '•';

/**
 * An ID number as the header may show it: only the last characters (at most four, never more than half),
 * the rest masked, as PDPC's advisory on NRIC numbers allows ("•••••567D").
 */
export function maskIdNumber(raw: string): string {
  const id = normaliseIdNumber(raw).replace(/[^A-Z0-9]/g, '');
  if (!id) return '';
  const shown = Math.min(4, Math.floor(id.length / 2));
  return MASK.repeat(Math.max(4, id.length - shown)) + id.slice(id.length - shown);
}

/**
 * A masked ID the server sent, kept only if it reveals no more than four letters or digits; otherwise
 * (a server that sent the whole number) masked here. Never a whole ID on screen.
 */
export function safeMaskedId(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const revealed = value.replace(/[^A-Za-z0-9]/g, '');
  if (value.length <= 24 && revealed.length <= 4 && !/[\p{Cc}<>]/u.test(value)) return value;
  return maskIdNumber(revealed) || undefined;
}
