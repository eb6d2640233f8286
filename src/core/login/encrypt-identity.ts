import type { IdType } from '../api/login.contract';
import type { CryptoPort } from '../ports/crypto.port';
import {
  normaliseIdNumber,
  parseDateOfBirth,
  validateIdNumber,
  type DateOfBirthError,
  type IdNumberError,
} from './identity';
import type { Body } from '../api/openapi';

// The identity form's check and encryption, not in identify-customer.use-case.ts: the third-party payor's find uses it
// too, and must not bring the login's call and contract decoders with it.
export interface IdentityForm {
  idType: IdType;
  idNumber: string;
  dateOfBirth: string;
}

export interface IdentityErrors {
  idNumber?: IdNumberError;
  dateOfBirth?: DateOfBirthError;
}

/** Checks the identity fields; on success returns them encrypted for the server, never in plain text. */
export async function encryptIdentity(
  form: IdentityForm,
  nowMs: number,
  crypto: CryptoPort,
): Promise<{ ok: true; request: Body<'/rs/v1/login/identify'> } | { ok: false; errors: IdentityErrors }> {
  const errors: IdentityErrors = {};
  const idError = validateIdNumber(form.idType, form.idNumber);
  if (idError) errors.idNumber = idError;
  const date = parseDateOfBirth(form.dateOfBirth, nowMs);
  if (!date.ok) errors.dateOfBirth = date.error;
  if (!date.ok || idError) return { ok: false, errors };
  const [idNumber, dateOfBirth] = await Promise.all([
    crypto.encryptForServer(normaliseIdNumber(form.idNumber)),
    crypto.encryptForServer(date.iso),
  ]);
  return { ok: true, request: { idType: form.idType, idNumber, dateOfBirth } };
}
