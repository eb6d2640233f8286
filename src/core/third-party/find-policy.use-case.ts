import type { ErrorState } from '../errors/error-state';
import type { ApiClient } from '../http/api-client';
import { encryptIdentity, type IdentityErrors, type IdentityForm } from '../login/encrypt-identity';
import type { ClockPort } from '../ports/clock.port';
import type { CryptoPort } from '../ports/crypto.port';
import { DEPLOYMENT_FAULT, reportFailure, type CallFailed } from '../errors/failure-policy';
import type { PayorDraft } from './payor-draft';
import { findPolicyReply, THIRD_PARTY_ERRORS, THIRD_PARTY_PATHS } from '../api/third-party.contract';
import type { Body } from '../api/openapi';

export interface FindPolicyForm extends IdentityForm {
  policyNumber: string;
}

export type FindPolicyErrors = IdentityErrors & { policyNumber?: 'required' | 'policyNumberFormat' };

export type FindPolicyOutcome =
  | { kind: 'invalid'; errors: FindPolicyErrors }
  | { kind: 'found' }
  /**
   * Deliberately one answer for a wrong number, a wrong identity and a policy with nothing due: no one learns which
   * policies exist, or whose premiums are paid.
   */
  | { kind: 'notFound' }
  /** Too many searches that found nothing (docs/api.md, "Lock-outs"); the wait in whole minutes when the server said. */
  | { kind: 'limited'; retryAfterMinutes?: number }
  | CallFailed;

export function normalisePolicyNumber(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase();
}

/**
 * /third-party, guest: finds the one policy by its number and the policyholder's ID number and date
 * of birth (encrypted as at login). The reply is what is due and a guest token scoped to that policy.
 */
export class FindPolicy {
  constructor(
    private readonly guestApi: ApiClient,
    private readonly crypto: CryptoPort,
    private readonly clock: ClockPort,
    private readonly draft: PayorDraft,
    private readonly errors: ErrorState,
  ) {}

  async execute(form: FindPolicyForm): Promise<FindPolicyOutcome> {
    const policyNumber = normalisePolicyNumber(form.policyNumber);
    const policyError = !policyNumber
      ? 'required'
      : /^[A-Z0-9-]{4,20}$/.test(policyNumber)
        ? undefined
        : 'policyNumberFormat';
    let identity: Awaited<ReturnType<typeof encryptIdentity>>;
    try {
      identity = await encryptIdentity(form, this.clock.now(), this.crypto);
    } catch {
      return reportFailure(this.errors, 'third-party', DEPLOYMENT_FAULT); // no usable public key: a deployment fault
    }
    if (!identity.ok || policyError) {
      return {
        kind: 'invalid',
        errors: { ...(identity.ok ? {} : identity.errors), ...(policyError ? { policyNumber: policyError } : {}) },
      };
    }
    this.draft.reset(); // a new search never carries an earlier payor's token or declaration
    const request: Body<'/rs/v1/third-party/policy/find'> = { policyNumber, ...identity.request };
    const result = await this.guestApi.post(THIRD_PARTY_PATHS.findPolicy, request, findPolicyReply);
    if (result.ok) {
      this.draft.foundPolicy(result.data.policy, result.data.guestToken);
      return { kind: 'found' };
    }
    const code = result.failure.kind === 'status' ? result.failure.code : undefined;
    if (code === THIRD_PARTY_ERRORS.policyNotFound) return { kind: 'notFound' };
    if (code === THIRD_PARTY_ERRORS.findLimited) {
      const seconds = result.failure.kind === 'status' ? result.failure.retryAfterSeconds : undefined;
      return seconds ? { kind: 'limited', retryAfterMinutes: Math.ceil(seconds / 60) } : { kind: 'limited' };
    }
    return reportFailure(this.errors, 'third-party', result.failure);
  }
}
