import type { StoragePort } from '../ports/storage.port';
import { Store } from '../shared/store';
import type { TokenVault } from './token-vault';

/** The spec's login state. The token itself lives encrypted in storage; the store only says whether there is one. */
export interface LoginSnapshot {
  isLoggedIn: boolean;
  /** Identified (ID number and date of birth matched) but not yet authenticated (OTP, Singpass). */
  preLogin: boolean;
  /**
   * Who is signed in, masked ("•••••567D"), for the header. Memory only: never stored, gone on logout; after a
   * page load the token survives and this is asked again (RecallProfile, ADR 0058).
   */
  maskedId?: string;
}

/** Something held in memory for the customer being served: a draft, a list, a result. */
export interface CustomerMemory {
  forget(): void;
}

export class LoginState {
  readonly store: Store<LoginSnapshot>;
  private readonly held: CustomerMemory[] = [];

  constructor(
    private readonly tokens: TokenVault,
    private readonly storage: StoragePort,
  ) {
    this.store = new Store<LoginSnapshot>({ isLoggedIn: tokens.read() !== null, preLogin: false });
  }

  /**
   * Registers what must go when this customer's login ends (logout, session end, a 401, another tab's
   * logout, the webview hand-back, a failed login), so nothing of theirs is left for the next in the tab.
   */
  holds(...items: CustomerMemory[]): void {
    this.held.push(...items);
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

  /** Who is signed in, told again by the server after a page load (RecallProfile): memory only, as before. */
  recalled(maskedId: string | undefined): void {
    const now = this.store.getSnapshot();
    if (now.isLoggedIn && maskedId) this.store.set({ ...now, maskedId });
  }

  /** Login failure clears session storage (the spec); the mobile app's source and channel survive it. */
  failed(): void {
    this.storage.clearAllButEntry();
    this.forgetAll();
    this.store.set({ isLoggedIn: false, preLogin: false });
  }

  /** After logout: the token is emptied, and every in-memory customer value dropped. */
  cleared(): void {
    this.tokens.clear();
    this.forgetAll();
    this.store.set({ isLoggedIn: false, preLogin: false });
  }

  private forgetAll(): void {
    for (const item of this.held) item.forget();
  }

  get accessToken(): string | null {
    return this.tokens.read();
  }
}
