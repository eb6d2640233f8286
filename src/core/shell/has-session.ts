import type { StoragePort } from '../ports/storage.port';

/** A token (signed in) or an endToken (a session that ended here) means the session's rules apply now. */
export function hasSession(storage: StoragePort): boolean {
  return storage.get('accessToken') !== null || storage.get('endToken') !== null;
}
