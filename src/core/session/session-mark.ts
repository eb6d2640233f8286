import type { StoragePort } from '../ports/storage.port';
import { Store } from '../shared/store';

/**
 * The spec's endToken: set by a logout or an ended session, so any page but / shows the Session
 * ended dialog. Storage is the truth (a reload keeps it); the store lets the overlay react.
 */
export class SessionMark {
  readonly store: Store<boolean>;

  constructor(private readonly storage: StoragePort) {
    this.store = new Store(this.read());
  }

  get ended(): boolean {
    return this.store.getSnapshot();
  }

  markEnded(): void {
    this.storage.set('endToken', 'true');
    this.store.set(true);
  }

  clear(): void {
    this.storage.remove('endToken');
    this.store.set(false);
  }

  /** Re-reads storage after someone else changed it (LoginState.succeeded removes the mark). */
  sync(): void {
    this.store.set(this.read());
  }

  private read(): boolean {
    return this.storage.get('endToken') === 'true';
  }
}
