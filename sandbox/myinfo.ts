import { http, HttpResponse, type HttpHandler } from 'msw';
import { randomBytes } from 'node:crypto';
import { THIRD_PARTY_ERRORS, THIRD_PARTY_PATHS, type MyinfoPerson } from '../src/core/api/third-party.contract';
import { envelope, errorEnvelope, unauthorised } from './envelope';
import { FailureLimiter, lockedOut } from './failure-limiter';
import { myinfoPage, MYINFO_OUTCOMES, type MyinfoOutcome } from './myinfo-page';
import { BINDING_HASH, bindingMatches } from './tab-binding';
import {
  GUEST_TOKEN_TTL_SECONDS,
  MYINFO_CODE_TTL_MS,
  MYINFO_LIMIT,
  MYINFO_PERSON,
  MYINFO_STATE_TTL_MS,
} from './third-party.seed';

/** Who may call Myinfo: a live login or guest token, and the declaration Myinfo returns to for it. */
export type MyinfoCaller = (request: Request) => { token: string; returnTo: string } | undefined;

interface Departure {
  token: string;
  returnTo: string;
  bindingHash: string;
  createdAt: number;
  code?: { value: string; issuedAt: number };
}

/** A retrieval the declaration may name (`payor.myinfoRef`): what Myinfo gave, for the token that asked. */
export interface MyinfoRetrieval {
  token: string;
  person: MyinfoPerson;
  at: number;
}

const EXPIRED_MESSAGE = 'This Myinfo retrieval has expired. Please retrieve it again or type your details.';
const LIMITED_MESSAGE = 'Too many Myinfo retrievals that did not complete. Please type your details.';

/**
 * Myinfo for the third-party payor (docs/api-payor.md, "Myinfo for the payor"): the start, the simulated consent page
 * and its redirect, and the person call, which works once per code, for the token that started and the tab that left.
 */
export function createMyinfo(caller: MyinfoCaller, now: () => number) {
  const departures = new Map<string, Departure>();
  const retrievals = new Map<string, MyinfoRetrieval>();
  const limiter = new FailureLimiter(MYINFO_LIMIT, now);

  const live = (state: string) => {
    const departure = departures.get(state);
    if (departure && now() - departure.createdAt > MYINFO_STATE_TTL_MS) departures.delete(state);
    return departures.get(state);
  };

  const refused = (token: string) => {
    const lock = limiter.fail(token);
    return lock
      ? lockedOut(THIRD_PARTY_ERRORS.myinfoLimited, LIMITED_MESSAGE, lock)
      : errorEnvelope(400, THIRD_PARTY_ERRORS.myinfoExpired, EXPIRED_MESSAGE);
  };

  const handlers = [
    http.post(`*${THIRD_PARTY_PATHS.myinfoStart}`, async ({ request }) => {
      const who = caller(request);
      if (!who) return unauthorised();
      const wait = limiter.lockedForSeconds(who.token);
      if (wait) return lockedOut(THIRD_PARTY_ERRORS.myinfoLimited, LIMITED_MESSAGE, wait);
      const body = (await request.json().catch(() => ({}))) as { bindingHash?: unknown };
      if (typeof body.bindingHash !== 'string' || !BINDING_HASH.test(body.bindingHash))
        return errorEnvelope(400, THIRD_PARTY_ERRORS.myinfoExpired, 'The request could not be read.');
      const state = randomBytes(16).toString('hex');
      departures.set(state, { ...who, bindingHash: body.bindingHash, createdAt: now() });
      return envelope({ authorizeUrl: `/sandbox/myinfo?state=${state}` });
    }),

    http.post(`*${THIRD_PARTY_PATHS.myinfoPerson}`, async ({ request }) => {
      const who = caller(request);
      if (!who) return unauthorised();
      const wait = limiter.lockedForSeconds(who.token);
      if (wait) return lockedOut(THIRD_PARTY_ERRORS.myinfoLimited, LIMITED_MESSAGE, wait);
      const body = (await request.json().catch(() => ({}))) as { code?: unknown; state?: unknown; binding?: unknown };
      const departure = typeof body.state === 'string' ? live(body.state) : undefined;
      // The state is used up whatever follows: a wrong binding cannot be followed by another try.
      if (departure) departures.delete(body.state as string);
      const code = departure?.code;
      const ok =
        departure !== undefined &&
        departure.token === who.token &&
        code !== undefined &&
        code.value === body.code &&
        now() - code.issuedAt <= MYINFO_CODE_TTL_MS &&
        bindingMatches(body.binding, departure.bindingHash);
      if (!ok) return refused(who.token);
      const myinfoRef = `MI-${randomBytes(9).toString('base64url')}`;
      const person: MyinfoPerson = { myinfoRef, ...MYINFO_PERSON };
      retrievals.set(myinfoRef, { token: who.token, person, at: now() });
      const reply = envelope(person);
      reply.headers.set('Cache-Control', 'no-store');
      return reply;
    }),

    ...consentPageHandlers(departures, live, now),
  ];

  return {
    handlers,
    departures,
    limiter,
    /** The retrieval a declaration names, while its token's guest lifetime lasts, for that token only. */
    retrieval(ref: unknown, token: string): MyinfoRetrieval | undefined {
      const found = typeof ref === 'string' ? retrievals.get(ref) : undefined;
      return found && found.token === token && now() - found.at <= GUEST_TOKEN_TTL_SECONDS * 1000 ? found : undefined;
    },
    reset() {
      departures.clear();
      retrievals.clear();
      limiter.reset();
    },
  };
}

/** The simulated consent page and its redirect back to the portal (docs/sandbox.md). */
function consentPageHandlers(
  departures: Map<string, Departure>,
  live: (state: string) => Departure | undefined,
  now: () => number,
): HttpHandler[] {
  return [
    http.get('*/sandbox/myinfo', ({ request }) => {
      const state = new URL(request.url).searchParams.get('state') ?? '';
      if (!live(state))
        return new HttpResponse('Unknown or used Myinfo state: start again from the portal.', { status: 400 });
      return HttpResponse.html(myinfoPage(state));
    }),
    http.get('*/sandbox/myinfo/authorize', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const state = params.get('state') ?? '';
      const outcome = params.get('outcome') as MyinfoOutcome;
      const departure = live(state);
      if (!departure || departure.code || !MYINFO_OUTCOMES.includes(outcome))
        return new HttpResponse('Bad Myinfo request', { status: 400 });
      const back = new URLSearchParams();
      if (outcome === 'cancel') {
        departures.delete(state);
        back.set('error', 'access_denied');
      } else {
        departure.code = { value: randomBytes(16).toString('hex'), issuedAt: now() };
        back.set('code', departure.code.value);
      }
      back.set('state', state);
      return new HttpResponse(null, { status: 302, headers: { Location: `${departure.returnTo}?${back}` } });
    }),
  ];
}
