import type { ApiClient } from '../http/api-client';
import type { ClockPort } from '../ports/clock.port';
import type { CryptoPort } from '../ports/crypto.port';
import type { NavigationPort } from '../ports/navigation.port';
import type { LoginState } from '../session/login-state';
import { encryptIdentity, type IdentityErrors, type IdentityForm } from './encrypt-identity';
import { DEPLOYMENT_FAULT, type CallFailed } from '../errors/failure-policy';
import type { LoginCompletion } from './login-completion';
import type { LoginJourney } from './login-journey';
import { identifyReply, LOGIN_PATHS } from '../api/login.contract';
import { maskIdNumber } from './masked-id';
import { PATH } from '../shared/paths';

export type IdentifyOutcome = { kind: 'invalid'; errors: IdentityErrors } | { kind: 'identified' } | CallFailed;

/**
 * /login: finds the customer by ID number and date of birth. This only identifies; the OTP or
 * Singpass step authenticates (docs/api.md).
 */
export class IdentifyCustomer {
  constructor(
    private readonly api: ApiClient,
    private readonly crypto: CryptoPort,
    private readonly clock: ClockPort,
    private readonly journey: LoginJourney,
    private readonly loginState: LoginState,
    private readonly completion: LoginCompletion,
    private readonly navigation: NavigationPort,
  ) {}

  /** The fields as last edited, and their check and encryption: sent only if the press finds exactly these. */
  private ahead?: { form: IdentityForm; checked: ReturnType<typeof encryptIdentity> };

  /**
   * While the customer types: the encryption's code loads, and the fields as they stand (`form`) are checked and
   * encrypted, so Continue sends at once. Only the last edit's are held, in memory, until the next edit, the press
   * or `forget`.
   */
  prepare(form?: IdentityForm): void {
    this.crypto.prepareForServer();
    this.ahead = undefined;
    if (!form) return;
    const checked = encryptIdentity(form, this.clock.now(), this.crypto);
    checked.catch(() => undefined); // met again, and reported, by the press
    this.ahead = { form: { ...form }, checked };
  }

  /** Drops what `prepare` holds (the form is gone). */
  forget(): void {
    this.ahead = undefined;
  }

  async execute(form: IdentityForm): Promise<IdentifyOutcome> {
    const ahead = this.ahead;
    this.ahead = undefined;
    const same =
      ahead?.form.idType === form.idType &&
      ahead.form.idNumber === form.idNumber &&
      ahead.form.dateOfBirth === form.dateOfBirth;
    let checked: Awaited<ReturnType<typeof encryptIdentity>>;
    try {
      checked = await (same ? ahead.checked : encryptIdentity(form, this.clock.now(), this.crypto));
    } catch {
      // The public key is missing or broken: a deployment fault, shown as a technical difficulty.
      return this.completion.callFailed(DEPLOYMENT_FAULT, undefined, 'whole');
    }
    if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
    const result = await this.api.post(LOGIN_PATHS.identify, checked.request, identifyReply);
    if (!result.ok) return this.completion.callFailed(result.failure, undefined, 'whole');
    this.journey.started(result.data.loginId, result.data.methods);
    this.loginState.identified(maskIdNumber(form.idNumber));
    this.navigation.go(PATH.loginAuthMethod);
    return { kind: 'identified' };
  }
}
