import type { Reply, ApiPath } from '../api/openapi';
import type { ApiClient } from '../http/api-client';
import { safeMaskedId } from '../login/masked-id';
import { object, str, type Decoder } from '../shared/decode';
import type { LoginState } from './login-state';

export const PROFILE_PATH = '/rs/v1/session/profile' satisfies ApiPath;
const profileReply: Decoder<Reply<'/rs/v1/session/profile'>> = object({ maskedIdNumber: str });

/**
 * Who is signed in, asked again after a full page load (back from the card gateway, the bank or Singpass, a reload):
 * the masked ID lives in memory only (ADR 0024), and this brings it back without storing it (ADR 0058). Asked once a
 * page, by the header; a screen that shows the masked ID waits for the same answer. A failure leaves "Signed in", and
 * the page's own calls meet a token that has ended.
 */
export class RecallProfile {
  private asked: Promise<void> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly loginState: LoginState,
  ) {}

  /** Settles once the masked ID is known or cannot be: the one answer of the page, however often it is asked. */
  execute(): Promise<void> {
    const token = this.loginState.accessToken;
    if (this.asked) return this.asked;
    if (token === null || this.loginState.store.getSnapshot().maskedId) return Promise.resolve();
    return (this.asked = this.ask(token));
  }

  private async ask(token: string): Promise<void> {
    const result = await this.api.post(PROFILE_PATH, undefined, profileReply);
    // Only for the login that asked: a logout or another login meanwhile has its own.
    if (result.ok && this.loginState.accessToken === token)
      this.loginState.recalled(safeMaskedId(result.data.maskedIdNumber));
  }
}
