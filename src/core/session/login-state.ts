import type { StoragePort } from '../ports/storage.port';
import { Store } from '../store';
import type { TokenVault } from './token-vault';

/** The spec's login state. The token itself lives encrypted in storage; the store only says whether there is one. */
export interface LoginSnapshot {
  isLoggedIn: boolean;
  /** Identified (ID number and date of birth matched) but not yet authenticated (OTP, Singpass). */
  preLogin: boolean;
  /**
   * Who is signed in, masked ("•••••567D"), for the header. Memory only: never stored, gone on logout,
   * and after a reload (the token survives it, this does not).
   */
  maskedId?: string;
}

export class LoginState {
  readonly store: Store<LoginSnapshot>;

  constructor(
    private readonly tokens: TokenVault,
    private readonly storage: StoragePort,
  ) {
    this.store = new Store<LoginSnapshot>({ isLoggedIn: tokens.read() !== null, preLogin: false });
  }

  /** The customer was found and must now prove who they are. */
  identified(maskedId?: string): void {
    this.store.set({ isLoggedIn: false, preLogin: true, ...(maskedId ? { maskedId } : {}) });
  }

  /** Login success stores the token (encrypted) and sets isLoggedIn. */
  succeeded(accessToken: string, analyticsUserId?: string, maskedId?: string): void {
    this.tokens.store(accessToken);
    if (analyticsUserId) this.storage.set('aauserid', analyticsUserId);
    this.storage.remove('endToken');
    // The server's masked ID, else the one of the identify step in this tab.
    const shown = maskedId ?? this.store.getSnapshot().maskedId;
    this.store.set({ isLoggedIn: true, preLogin: false, ...(shown ? { maskedId: shown } : {}) });
  }

  /** Login failure clears session storage (the spec); the mobile app's source and channel survive it. */
  failed(): void {
    const source = this.storage.get('source');
    const channel = this.storage.get('channel');
    this.storage.clearAll();
    if (source) this.storage.set('source', source);
    if (channel) this.storage.set('channel', channel);
    this.store.set({ isLoggedIn: false, preLogin: false });
  }

  /** After logout: the token is emptied. */
  cleared(): void {
    this.tokens.clear();
    this.store.set({ isLoggedIn: false, preLogin: false });
  }

  get accessToken(): string | null {
    return this.tokens.read();
  }
}
