import fc from 'fast-check';
import { DEFAULT_CONFIG } from '../../../src/core/config';
import { ErrorState } from '../../../src/core/errors/error-state';
import { ApiClient } from '../../../src/core/http/api-client';
import { AcceptanceCodeLogin } from '../../../src/core/login/acceptance-code-login.use-case';
import { ListAuthMethods } from '../../../src/core/login/auth-methods.use-case';
import { IdentifyCustomer } from '../../../src/core/login/identify-customer.use-case';
import { LoginCompletion } from '../../../src/core/login/login-completion';
import { LoginJourney } from '../../../src/core/login/login-journey';
import { LOGIN_PATHS } from '../../../src/core/api/login.contract';
import { SendOtp } from '../../../src/core/login/send-otp.use-case';
import { CompleteSingpass } from '../../../src/core/login/complete-singpass.use-case';
import { StartSingpass } from '../../../src/core/login/start-singpass.use-case';
import { PATH } from '../../../src/core/shared/paths';
import { SingpassBinding } from '../../../src/core/login/singpass-binding';
import { VerifyOtp } from '../../../src/core/login/verify-otp.use-case';
import { LoginState } from '../../../src/core/session/login-state';
import { TokenVault } from '../../../src/core/session/token-vault';
import { Channel } from '../../../src/core/shell/channel';
import {
  FakeClock,
  FakeCrypto,
  FakeHttp,
  FakeNavigation,
  FakeSecrets,
  InMemoryDraftStorage,
  InMemoryStorage,
} from '../../support/fakes';
import {
  expectDialog,
  expectInlineText,
  expectNoDialog,
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  fuzzCall,
  good,
  isCount,
  isWebAddress,
  nearValid,
  ReplyQueue,
  replyArbitrary,
} from '../../support/reply-arbitraries';

/**
 * Every login call's use case, fed generated replies through the real ApiClient.
 * Each run ends in a typed outcome the screen shows (inline) or the global error dialog shows; never a throw.
 */

const queue = new ReplyQueue();

function world() {
  const http = new FakeHttp();
  for (const path of Object.values(LOGIN_PATHS)) http.on(path, queue.next);
  const storage = new InMemoryStorage();
  const crypto = new FakeCrypto();
  const clock = new FakeClock();
  const navigation = new FakeNavigation();
  const tokens = new TokenVault(storage, crypto);
  const api = new ApiClient(http, { apiOrigin: '', requestTimeoutMs: 1000, bearerToken: () => tokens.read() });
  const loginState = new LoginState(tokens, storage);
  const errors = new ErrorState();
  const journey = new LoginJourney();
  const completion = new LoginCompletion(loginState, storage, navigation, journey, errors);
  const binding = new SingpassBinding(new FakeSecrets(), new InMemoryDraftStorage());
  return { http, storage, clock, navigation, loginState, errors, journey, crypto, api, completion, binding };
}
type World = ReturnType<typeof world>;

const ALICE = { idType: 'NRIC_FIN' as const, idNumber: 'S1234567D', dateOfBirth: '31/08/1985' };
const METHODS = [{ method: 'SMS_OTP' as const, destination: '+65 •••• 4567' }];

/** A form's call: either inline (no readable answer, no dialog) or the dialog (a status). */
function expectFormFailure(w: World, outcome: { kind: string; shown?: boolean; failure?: { kind: string } }): void {
  if (!outcome.shown) {
    expectInlineText(outcome.failure!.kind);
    expectNoDialog(w.errors);
  } else {
    expectDialog(w.errors);
  }
}

/** Logged in for real: the token can be read back for the next call's Authorization header. */
function expectLoggedIn(w: World): void {
  expect(w.loginState.store.getSnapshot().isLoggedIn).toBe(true);
  expect(w.loginState.accessToken).toEqual(expect.any(String));
  expect(w.loginState.accessToken!.length).toBeGreaterThan(0);
  // One move on (the Singpass return first takes its code out of the address bar, in place).
  expect(w.navigation.history.filter((path) => path !== PATH.loginAuthMethod)).toHaveLength(1);
  expectNoDialog(w.errors);
}

const loggedIn = { accessToken: good.id, aauserid: good.text };

describe(`login calls, ${FUZZ_RUNS} generated replies each`, () => {
  it(
    `POST ${LOGIN_PATHS.identify}: ${FUZZ_RUNS} generated replies end identified (a usable login attempt), inline or in the dialog`,
    async () => {
      const body = nearValid(
        fc.record({
          loginId: good.id,
          methods: fc.array(
            fc.record({ method: fc.constantFrom('SMS_OTP', 'EMAIL_OTP', 'SINGPASS'), destination: good.text }),
            { maxLength: 3 },
          ),
        }),
      );
      await fuzzCall(LOGIN_PATHS.identify, queue, replyArbitrary(body, ['CUSTOMER_NOT_FOUND']), async (reply) => {
        queue.load([reply]);
        const w = world();
        const outcome = await new IdentifyCustomer(
          w.api,
          w.crypto,
          w.clock,
          w.journey,
          w.loginState,
          w.completion,
          w.navigation,
        ).execute(ALICE);
        if (outcome.kind === 'identified') {
          // The next screen needs the attempt: without it, it sends the customer back to /login.
          expect(
            new ListAuthMethods(w.journey, new Channel(w.storage, DEFAULT_CONFIG.mobileAppSource)).execute(),
          ).not.toBeNull();
          expect(w.navigation.history).toEqual(['/login/auth-method']);
          expectNoDialog(w.errors);
        } else {
          expect(outcome.kind).toBe('failed');
          expectFormFailure(w, outcome);
        }
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${LOGIN_PATHS.sendOtp}: ${FUZZ_RUNS} generated replies end sent (with whole-second deadlines and a count), inline or in the dialog`,
    async () => {
      const body = nearValid(
        fc.record({
          destination: good.text,
          expiresInSeconds: good.count,
          resendAfterSeconds: good.count,
          attemptsRemaining: good.count,
        }),
      );
      await fuzzCall(
        LOGIN_PATHS.sendOtp,
        queue,
        replyArbitrary(body, ['LOGIN_EXPIRED', 'OTP_RESEND_TOO_SOON']),
        async (reply) => {
          queue.load([reply]);
          const w = world();
          w.journey.started('L-1', METHODS);
          const outcome = await new SendOtp(w.api, w.clock, w.journey, w.completion, w.navigation).execute('SMS_OTP');
          if (outcome.kind === 'sent') {
            const otp = w.journey.snapshot.otp!;
            // Finite deadlines: Infinity would show the countdown as "Infinity:NaN".
            expect(Number.isFinite(otp.expiresAt) && otp.expiresAt >= w.clock.now()).toBe(true);
            expect(Number.isFinite(otp.resendAt) && otp.resendAt >= w.clock.now()).toBe(true);
            expect(isCount(otp.attemptsRemaining)).toBe(true);
            expect(w.navigation.history).toEqual(['/login/otp']);
            expectNoDialog(w.errors);
          } else expectFormFailure(w, outcome);
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${LOGIN_PATHS.verifyOtp}: ${FUZZ_RUNS} generated replies end authenticated, wrong (with a count), expired, locked, inline or in the dialog`,
    async () => {
      const body = nearValid(
        fc.oneof(
          fc.record({ result: fc.constant('AUTHENTICATED'), ...loggedIn }),
          fc.record({ result: fc.constant('WRONG_CODE'), attemptsRemaining: good.count }),
          fc.record({ result: fc.constantFrom('EXPIRED', 'LOCKED') }),
        ),
      );
      await fuzzCall(LOGIN_PATHS.verifyOtp, queue, replyArbitrary(body), async (reply) => {
        queue.load([reply]);
        const w = world();
        w.journey.started('L-1', METHODS);
        w.journey.otpSent({
          method: 'SMS_OTP',
          destination: 'x',
          expiresAt: w.clock.now() + 300_000,
          resendAt: w.clock.now(),
          attemptsRemaining: 3,
          state: 'open',
        });
        const outcome = await new VerifyOtp(w.api, w.crypto, w.clock, w.journey, w.completion, w.navigation).execute(
          '123456',
        );
        switch (outcome.kind) {
          case 'authenticated':
            return expectLoggedIn(w);
          case 'wrong':
            expect(isCount(outcome.attemptsRemaining)).toBe(true);
            return expectNoDialog(w.errors);
          case 'expired':
            expect(w.journey.snapshot.otp?.state).toBe('expired');
            return expectNoDialog(w.errors);
          case 'locked':
            expect(w.journey.snapshot.loginId).toBeUndefined();
            return expectNoDialog(w.errors);
          case 'failed':
            return expectFormFailure(w, outcome);
          default:
            throw new Error(`untyped outcome ${JSON.stringify(outcome)}`);
        }
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${LOGIN_PATHS.singpassStart}: ${FUZZ_RUNS} generated replies leave only for a web address, or end inline or in the dialog`,
    async () => {
      const body = nearValid(fc.record({ authorizeUrl: good.url }));
      await fuzzCall(LOGIN_PATHS.singpassStart, queue, replyArbitrary(body), async (reply) => {
        queue.load([reply]);
        const w = world();
        w.journey.started('L-1', METHODS);
        const outcome = await new StartSingpass(w.api, w.journey, w.completion, w.navigation, w.binding).execute();
        if (outcome.kind === 'left') {
          expect(w.navigation.left).toHaveLength(1);
          expect(isWebAddress(w.navigation.left[0]!)).toBe(true);
          expectNoDialog(w.errors);
        } else {
          expect(w.navigation.left).toEqual([]);
          expectFormFailure(w, outcome);
        }
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${LOGIN_PATHS.singpassComplete}: ${FUZZ_RUNS} generated replies end authenticated (a readable token), inline or in the dialog`,
    async () => {
      const body = nearValid(fc.record(loggedIn));
      await fuzzCall(
        LOGIN_PATHS.singpassComplete,
        queue,
        replyArbitrary(body, ['SPQR_NRIC_NOT_MATCHING', 'SPQR_INVALID']),
        async (reply) => {
          queue.load([reply]);
          const w = world();
          const query = new URLSearchParams({ code: 'c-1', state: 's-1' });
          await w.binding.create(); // this tab left for Singpass
          const outcome = await new CompleteSingpass(w.api, w.completion, w.journey, w.navigation, w.binding).execute(
            query,
          );
          if (outcome.kind === 'authenticated') expectLoggedIn(w);
          else expectFormFailure(w, outcome);
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST ${LOGIN_PATHS.acceptanceCode}: ${FUZZ_RUNS} generated replies end authenticated, code not recognised, inline or in the dialog`,
    async () => {
      const body = nearValid(fc.record({ ...loggedIn, applicationId: good.id }));
      await fuzzCall(
        LOGIN_PATHS.acceptanceCode,
        queue,
        replyArbitrary(body, ['ACCEPTANCE_CODE_INVALID']),
        async (reply) => {
          queue.load([reply]);
          const w = world();
          const outcome = await new AcceptanceCodeLogin(w.api, w.crypto, w.clock, w.completion).execute({
            ...ALICE,
            acceptanceCode: 'AB12CD34',
          });
          if (outcome.kind === 'authenticated') expectLoggedIn(w);
          else if (outcome.kind === 'invalid') {
            expect(outcome.errors).toEqual({ acceptanceCode: 'acceptanceCodeNotRecognised' });
            expectNoDialog(w.errors);
          } else expectFormFailure(w, outcome);
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
