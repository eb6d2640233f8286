import type { DraftStoragePort } from '../ports/draft-storage.port';
import type { SecretPort } from '../ports/secret.port';

/**
 * Ties a Singpass return, the login's or Myinfo's, to the tab that left for Singpass (docs/api.md, "The tab
 * binding"): a fresh secret kept in this tab's session storage, whose SHA-256 goes with the start call and which the
 * return must present itself. A return URL sent to someone else finds no binding in their tab, so it cannot sign them
 * in as the sender, nor fill their declaration with the sender's identity.
 */
export class SingpassBinding {
  constructor(
    private readonly secrets: SecretPort,
    private readonly storage: DraftStoragePort,
  ) {}

  /** A new binding for this departure (any earlier one is replaced); returns its hash for the start call. */
  create(): Promise<string> {
    const binding = this.secrets.newSecret();
    this.storage.write(binding);
    return this.secrets.sha256(binding);
  }

  /** The tab's binding, taken out of storage: one return uses it, whatever the server answers. */
  take(): string | null {
    const binding = this.storage.read();
    this.storage.clear();
    return binding || null;
  }

  /** The login ended (LoginState.holds). */
  forget(): void {
    this.storage.clear();
  }
}
