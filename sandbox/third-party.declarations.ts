import { randomBytes } from 'node:crypto';
import {
  FUND_SOURCES,
  NATIONALITIES,
  PAYMENT_REASONS,
  RELATIONSHIPS,
  SCREENING_UNAVAILABLE_STATUS,
  SOURCE_OF_WEALTH_THRESHOLD_CENTS,
  THIRD_PARTY_ERRORS,
} from '../src/core/api/third-party.contract';
import { PATH } from '../src/core/shared/paths';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { clientOf, lockedOut } from './failure-limiter';
import { SEED_CUSTOMERS } from './login.seed';
import { createMyinfo } from './myinfo';
import { SEED_POLICIES } from './payment.seed';
import { holdsCardNumber, LIMITS, validIdNumber } from './rules';
import type { SandboxContext } from './sandbox';
import { GUEST_TOKEN_TTL_SECONDS, SCREENING_HELD_ID, SCREENING_UNAVAILABLE_ID } from './third-party.seed';
import type { Guest, ThirdPartyArea } from './third-party.area';

const GUEST_PREFIX = 'guest:';
const FIND_LIMITED_MESSAGE = 'Too many searches that found nothing. Please try again later.';
export const invalid = (message: string, code: string = THIRD_PARTY_ERRORS.declarationInvalid) =>
  errorEnvelope(400, code, message);
const isOneOf = (list: readonly string[], v: unknown): v is string => typeof v === 'string' && list.includes(v);
const text = (v: unknown, required = true) =>
  v === undefined || v === null || v === ''
    ? !required
    : typeof v === 'string' && v.trim().length > 0 && v.length <= 200 && !holdsCardNumber(v);

/** Who is calling: a logged-in customer, a guest with a live token. */
export type Caller =
  { kind: 'customer'; token: string; customerId: string } | { kind: 'guest'; token: string; guest: Guest };

export const readJson = async (request: Request): Promise<Record<string, unknown>> => {
  const body = (await request.json().catch(() => ({}))) as unknown;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

/** The guest's find and the payor's declaration, screening and source of funds (docs/sandbox.md). */
export class ThirdPartyDeclarations {
  /** What guest payments (successful or held) have covered, by policy number. */
  readonly paid = new Map<string, number>();
  private sequence = 0;
  /** Myinfo returns to the declaration the caller's token belongs to. */
  readonly myinfo: ReturnType<typeof createMyinfo>;

  constructor(
    private readonly ctx: SandboxContext,
    private readonly area: ThirdPartyArea,
  ) {
    this.myinfo = createMyinfo(
      (request) => {
        const caller = this.callerOf(request);
        if (!caller) return undefined;
        return {
          token: caller.token,
          returnTo: caller.kind === 'guest' ? PATH.thirdParty : PATH.thirdPartyDeclaration,
        };
      },
      () => area.now(),
    );
  }

  reset(): void {
    this.paid.clear();
    this.sequence = 0;
    this.myinfo.reset();
  }

  next(prefix: string): string {
    return `${prefix}-${String(++this.sequence).padStart(6, '0')}`;
  }

  /** Who is calling: a logged-in customer, a guest with a live token, or nobody (401). */
  callerOf(request: Request): Caller | undefined {
    const token = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
    const who = this.ctx.customerOf(request);
    if (!who) return undefined;
    if (!who.startsWith(GUEST_PREFIX)) return { kind: 'customer', token, customerId: who };
    const guest = this.area.guests.get(token);
    if (!guest || this.area.now() >= guest.expiresAt) {
      this.ctx.sessions.delete(token);
      return undefined;
    }
    return { kind: 'guest', token, guest };
  }

  dueLeft(customerId: string, policyNumber: string) {
    const seed = (SEED_POLICIES[customerId] ?? []).find((p) => p.policyNumber === policyNumber && p.kind === 'policy');
    return seed ? { seed, left: seed.amountDueCents - (this.paid.get(policyNumber) ?? 0) } : undefined;
  }

  decryptOr(value: unknown): string | undefined {
    if (typeof value !== 'string') return undefined;
    try {
      return this.ctx.decrypt(value);
    } catch {
      return undefined;
    }
  }

  async findPolicy(request: Request) {
    const body = await readJson(request);
    const idNumber = this.decryptOr(body.idNumber);
    const dateOfBirth = this.decryptOr(body.dateOfBirth);
    if (idNumber === undefined || dateOfBirth === undefined)
      return invalid('The ID number and date of birth could not be read.');
    // Keyed on what was typed, whether or not it exists: the counts say nothing about which policies do.
    const keys = [
      [this.area.limits.identity, `${String(body.idType)}:${idNumber.trim().toUpperCase()}`],
      [this.area.limits.policy, String(body.policyNumber).replace(/\s/g, '').toUpperCase()],
      [this.area.limits.client, clientOf(request)],
    ] as const;
    const wait = Math.max(...keys.map(([limiter, key]) => limiter.lockedForSeconds(key)));
    if (wait) return lockedOut(THIRD_PARTY_ERRORS.findLimited, FIND_LIMITED_MESSAGE, wait);
    const customer = SEED_CUSTOMERS.find(
      (c) => c.idType === body.idType && c.idNumber === idNumber && c.dateOfBirth === dateOfBirth && !c.blockedWith,
    );
    const found =
      customer && typeof body.policyNumber === 'string'
        ? this.dueLeft(customer.customerId, body.policyNumber)
        : undefined;
    // One answer for a wrong number, a wrong identity and nothing due, counted alike: none of them can be told apart.
    // A find that succeeds clears nothing: it proves no one's identity.
    if (!customer || !found || found.left <= 0) {
      const lock = Math.max(...keys.map(([limiter, key]) => limiter.fail(key)));
      if (lock) return lockedOut(THIRD_PARTY_ERRORS.findLimited, FIND_LIMITED_MESSAGE, lock);
      return errorEnvelope(
        404,
        THIRD_PARTY_ERRORS.policyNotFound,
        'We could not find a premium due for these details.',
      );
    }
    const token = `tpg-${randomBytes(18).toString('base64url')}`;
    this.area.guests.set(token, {
      customerId: customer.customerId,
      policyNumber: found.seed.policyNumber,
      expiresAt: this.area.now() + GUEST_TOKEN_TTL_SECONDS * 1000,
    });
    this.ctx.sessions.set(token, GUEST_PREFIX + found.seed.policyNumber);
    return envelope({
      guestToken: token,
      expiresInSeconds: GUEST_TOKEN_TTL_SECONDS,
      policy: { policyNumber: found.seed.policyNumber, amountDueCents: found.left },
    });
  }

  async declare(request: Request) {
    const caller = this.callerOf(request);
    if (!caller) return unauthorised();
    const body = await readJson(request);
    const policyNumbers = body.policyNumbers;
    const amountCents = body.amountCents;
    if (!Array.isArray(policyNumbers) || policyNumbers.length === 0 || policyNumbers.length > 20)
      return invalid('Say which policies are this.paid.');
    if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents < LIMITS.minimumCents)
      return invalid('The amount is not valid.', THIRD_PARTY_ERRORS.amountInvalid);
    const allowed =
      caller.kind === 'guest'
        ? policyNumbers.length === 1 && policyNumbers[0] === caller.guest.policyNumber
        : policyNumbers.every((n) => typeof n === 'string' && this.dueLeft(caller.customerId, n) !== undefined);
    if (!allowed) return errorEnvelope(403, THIRD_PARTY_ERRORS.notAllowed, 'You cannot declare for this policy.');

    const p = (typeof body.payor === 'object' && body.payor !== null ? body.payor : {}) as Record<string, unknown>;
    const idNumber = this.decryptOr(p.idNumber);
    const dateOfBirth = this.decryptOr(p.dateOfBirth);
    const idType = p.idType === 'PASSPORT' || p.idType === 'NRIC_FIN' ? p.idType : undefined;
    const valid =
      idType &&
      idNumber !== undefined &&
      validIdNumber(idType, idNumber) &&
      dateOfBirth !== undefined &&
      /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) &&
      text(p.fullName) &&
      isOneOf(NATIONALITIES, p.nationality) &&
      (p.nationality !== 'OTHER' || text(p.nationalityOther)) &&
      isOneOf(RELATIONSHIPS, p.relationship) &&
      (p.relationship !== 'other' || text(p.relationshipOther)) &&
      isOneOf(PAYMENT_REASONS, p.reason) &&
      (p.reason !== 'other' || text(p.reasonOther)) &&
      text(p.nationalityOther, false) &&
      text(p.relationshipOther, false) &&
      text(p.reasonOther, false) &&
      typeof p.mobile === 'string' &&
      /^\+\d{8,15}$/.test(p.mobile) &&
      typeof p.email === 'string' &&
      p.email.includes('@') &&
      p.declaredTrue === true &&
      (p.myinfoRef === undefined || this.fromMyinfo(caller.token, p, idNumber, dateOfBirth));
    if (!valid) return invalid('The declaration is incomplete or not valid.');

    // Screening, by the payor's ID number (third-party.seed.ts).
    if (idNumber === SCREENING_UNAVAILABLE_ID) {
      this.area.screenings.unavailable += 1;
      return errorEnvelope(
        SCREENING_UNAVAILABLE_STATUS,
        THIRD_PARTY_ERRORS.screeningUnavailable,
        'Screening is unavailable.',
      );
    }
    if (idNumber === SCREENING_HELD_ID) {
      this.area.screenings.held += 1;
      return envelope({ screening: 'held', reference: this.next('TPH') });
    }
    this.area.screenings.cleared += 1;
    const id = this.next('TPD');
    this.area.declarations.set(id, {
      id,
      owner: caller.kind === 'guest' ? caller.token : caller.customerId,
      policyNumbers: policyNumbers as string[],
      amountCents,
      payorName: String(p.fullName).trim(),
      idNumberMasked: `${'•'.repeat(idNumber.length - 4)}${idNumber.slice(-4)}`,
      contact: { channel: 'email', to: String(p.email) },
    });
    return envelope({ screening: 'cleared', declarationId: id });
  }

  /** A declaration naming a Myinfo retrieval declares what Myinfo gave this token, word for word. */
  fromMyinfo(token: string, p: Record<string, unknown>, idNumber: string, dateOfBirth: string) {
    const person = this.myinfo.retrieval(p.myinfoRef, token)?.person;
    return (
      person !== undefined &&
      person.fullName === p.fullName &&
      p.idType === 'NRIC_FIN' &&
      person.idNumber === idNumber &&
      person.dateOfBirth === dateOfBirth &&
      person.nationality === p.nationality
    );
  }

  ownDeclaration(request: Request, id: unknown) {
    const caller = this.callerOf(request);
    if (!caller) return { error: unauthorised() };
    const owner = caller.kind === 'guest' ? caller.token : caller.customerId;
    const declaration = typeof id === 'string' ? this.area.declarations.get(id) : undefined;
    if (!declaration || declaration.owner !== owner) {
      return {
        error: errorEnvelope(404, THIRD_PARTY_ERRORS.declarationNotFound, 'We could not find that declaration.'),
      };
    }
    return { caller, declaration };
  }

  async sourceOfFunds(request: Request) {
    const body = await readJson(request);
    const found = this.ownDeclaration(request, body.declarationId);
    if ('error' in found) return found.error;
    if (
      !isOneOf(FUND_SOURCES, body.source) ||
      (body.source === 'other' && !text(body.sourceOther)) ||
      !text(body.sourceOther, false)
    ) {
      return invalid('Say where the money comes from.');
    }
    const wealth = body.sourceOfWealth as { source?: unknown; description?: unknown } | undefined;
    if (found.declaration.amountCents > SOURCE_OF_WEALTH_THRESHOLD_CENTS) {
      const ok = wealth && isOneOf(FUND_SOURCES, wealth.source) && text(wealth.description, wealth.source === 'other');
      if (!ok)
        return invalid('Above S$20,000 we also need the source of wealth.', THIRD_PARTY_ERRORS.sourceOfWealthRequired);
    }
    found.declaration.sourceOfFunds = {
      source: body.source,
      ...(typeof body.sourceOther === 'string' ? { sourceOther: body.sourceOther } : {}),
      ...(wealth && typeof wealth.source === 'string'
        ? {
            sourceOfWealth: {
              source: wealth.source,
              ...(typeof wealth.description === 'string' ? { description: wealth.description } : {}),
            },
          }
        : {}),
    };
    return envelope({ declarationId: found.declaration.id, complete: true });
  }
}
