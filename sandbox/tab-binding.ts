import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The server's half of a tab binding (docs/api.md, "The tab binding"), for every Singpass departure (the login and
 * Myinfo): the start brings the binding's hash, the return the binding itself.
 */
export const BINDING_HASH = /^[A-Za-z0-9_-]{43}$/;

/** Whether the presented binding is the one whose hash the start call brought, compared in constant time. */
export function bindingMatches(binding: unknown, bindingHash: string): boolean {
  if (typeof binding !== 'string' || binding === '') return false;
  const presented = createHash('sha256').update(binding).digest();
  return timingSafeEqual(presented, Buffer.from(bindingHash, 'base64url'));
}
