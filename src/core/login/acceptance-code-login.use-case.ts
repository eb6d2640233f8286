import type { ApiClient } from '../http/api-client';
import type { ClockPort } from '../ports/clock.port';
import type { CryptoPort } from '../ports/crypto.port';
import { normaliseAcceptanceCode, validateAcceptanceCode, type AcceptanceCodeError } from './login-codes';
import { encryptIdentity, type IdentityErrors, type IdentityForm } from './encrypt-identity';
import { DEPLOYMENT_FAULT, type CallFailed } from '../errors/failure-policy';
import type { LoginCompletion } from './login-completion';
import { acceptanceCodeReply, LOGIN_PATHS } from '../api/login.contract';
import { maskIdNumber } from './masked-id';
import { PATH } from '../shared/paths';
import type { Body } from '../api/openapi';

export const AFTER_ACCEPTANCE_CODE = PATH.acceptanceCodePayment;

export interface AcceptanceCodeForm extends IdentityForm {
  acceptanceCode: string;
}

export interface AcceptanceCodeErrors extends IdentityErrors {
  acceptanceCode?: AcceptanceCodeError | 'acceptanceCodeNotRecognised';
}

export type AcceptanceCodeOutcome =
  { kind: 'invalid'; errors: AcceptanceCodeErrors } | { kind: 'authenticated' } | CallFailed;

/**
 * /login/acceptance-code: a new application's first premium. The code from the acceptance letter
 * is the secret; ID number and date of birth tie it to the applicant. All three travel encrypted.
 */
export class AcceptanceCodeLogin {
  constructor(
    private readonly api: ApiClient,
    private readonly crypto: CryptoPort,
    private readonly clock: ClockPort,
    private readonly completion: LoginCompletion,
  ) {}

  async execute(form: AcceptanceCodeForm): Promise<AcceptanceCodeOutcome> {
    const codeError = validateAcceptanceCode(form.acceptanceCode);
    let request: Body<'/rs/v1/login/acceptance-code'>;
    try {
      const identity = await encryptIdentity(form, this.clock.now(), this.crypto);
      if (!identity.ok || codeError) {
        const errors: AcceptanceCodeErrors = identity.ok ? {} : { ...identity.errors };
        if (codeError) errors.acceptanceCode = codeError;
        return { kind: 'invalid', errors };
      }
      const acceptanceCode = await this.crypto.encryptForServer(normaliseAcceptanceCode(form.acceptanceCode));
      request = { ...identity.request, acceptanceCode };
    } catch {
      return this.completion.callFailed(DEPLOYMENT_FAULT, undefined, 'whole');
    }
    const result = await this.api.post(LOGIN_PATHS.acceptanceCode, request, acceptanceCodeReply);
    if (!result.ok) {
      const failure = result.failure;
      if (failure.kind === 'status' && failure.code === 'ACCEPTANCE_CODE_INVALID') {
        this.completion.failed(); // a refused code ends the attempt: session storage is cleared (the spec)
        return { kind: 'invalid', errors: { acceptanceCode: 'acceptanceCodeNotRecognised' } };
      }
      return this.completion.callFailed(failure, undefined, 'whole');
    }
    const { maskedIdNumber = maskIdNumber(form.idNumber) } = result.data;
    this.completion.succeeded({ ...result.data, maskedIdNumber }, AFTER_ACCEPTANCE_CODE);
    return { kind: 'authenticated' };
  }
}
