import { getResponse } from 'msw';
import { closeActions } from '../../src/core/errors/catalogue';
import { ErrorState } from '../../src/core/errors/error-state';
import { ApiClient } from '../../src/core/http/api-client';
import { DataCall } from '../../src/core/http/data-call';
import { AcceptanceCodeLogin } from '../../src/core/login/acceptance-code-login.use-case';
import { IdentifyCustomer } from '../../src/core/login/identify-customer.use-case';
import { LoginCompletion } from '../../src/core/login/login-completion';
import { LoginJourney } from '../../src/core/login/login-journey';
import { LOGIN_PATHS } from '../../src/core/api/login.contract';
import { SendOtp } from '../../src/core/login/send-otp.use-case';
import { CompleteSingpass } from '../../src/core/login/complete-singpass.use-case';
import { StartSingpass } from '../../src/core/login/start-singpass.use-case';
import { SingpassBinding } from '../../src/core/login/singpass-binding';
import { VerifyOtp } from '../../src/core/login/verify-otp.use-case';
import { LoadPaymentOutcome } from '../../src/core/payment/load-payment-outcome.use-case';
import { LoadPoliciesDue } from '../../src/core/payment/load-policies-due.use-case';
import { PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import { SubmitPayment } from '../../src/core/payment/submit-payment.use-case';
import { PayNowWatch } from '../../src/core/payment/paynow-watch';
import { policyholderPayNow } from '../../src/core/payment/payment.services';
import type { HttpReply } from '../../src/core/ports/http.port';
import { LoadRecurringPolicies } from '../../src/core/recurring/load-recurring-policies.use-case';
import { RECURRING_PATHS } from '../../src/core/api/recurring.contract';
import { LoginState } from '../../src/core/session/login-state';
import { TokenVault } from '../../src/core/session/token-vault';
import { THIRD_PARTY_PATHS } from '../../src/core/api/third-party.contract';
import { createSandbox } from '../../sandbox/sandbox';
import { payNowInstruction, paymentWorld } from '../core/payment/payment-builders';
import { giroReady, recurringPolicy, recurringWorld } from '../core/recurring/recurring-builders';
import { declarationForm, GUEST_POLICY, thirdPartyWorld } from '../core/third-party/third-party-builders';
import {
  envelopeReply,
  FakeClock,
  FakeCrypto,
  FakeHttp,
  FakeNavigation,
  FakeSecrets,
  InMemoryDraftStorage,
  InMemoryStorage,
} from '../support/fakes';
import { settle } from '../support/reply-arbitraries';
import { testSandboxKeys } from '../support/sandbox-keys';

/**
 * The exhaustive call x fault matrix, below the browser
 * (test/e2e/faults*.e2e.ts keep one representative call per family with every fault, and every call's
 * inline failure and 403; docs/testing.md has the table). Every client call's real use case, through the real
 * ApiClient, meets the bytes the real sandbox answers for each fault (`POST /sandbox/faults`, as the browser tests
 * inject them), and must end as the browser table says: the spec's dialog with its close actions (logout for
 * 401 and 5xx, back for 403), the page's inline failure with what the customer chose still in the draft,
 * "still confirming" under one key for a Pay-like call, or a quiet retry for the PayNow poll.
 */

const ORIGIN = 'http://portal.test';
const sandbox = createSandbox({ keys: testSandboxKeys() });

/** The faults of test/e2e/support/faults.ts (FAULT_CASES), as the sandbox is asked for them. */
const FAULT_CASES = {
  '5xx': { fault: 'status-503' },
  '401': { fault: 'status-401' },
  '403': { fault: 'status-403' },
  timeout: { fault: 'slow' },
  drop: { fault: 'drop' },
  malformed: { fault: 'malformed' },
  '400': { fault: 'status-400' },
  html: { fault: 'html', status: 200 },
} as const;
type FaultName = keyof typeof FAULT_CASES;
const FAULT_NAMES = Object.keys(FAULT_CASES) as FaultName[];

/**
 * What the portal's HTTP adapter hands the ApiClient for one fault on `path`: the sandbox's own answer, read as
 * FetchHttpAdapter reads it. The slow fault answers after the client's timeout; FetchHttpAdapter then gives up with
 * `timeout` (test/adapters/browser-adapters.test.ts, "gives up after the timeout"), which is what it stands for here.
 */
async function faultReply(name: FaultName, path: string): Promise<HttpReply> {
  if (name === 'timeout') return { kind: 'timeout' };
  sandbox.reset();
  const control = await getResponse(
    sandbox.handlers,
    new Request(`${ORIGIN}/sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, ...FAULT_CASES[name] }),
    }),
  );
  expect(control?.status).toBe(200);
  const response = await getResponse(sandbox.handlers, new Request(ORIGIN + path, { method: 'POST', body: '{}' }));
  expect(sandbox.state.requests.map((r) => r.path)).toEqual([path]);
  if (!response || response.type === 'error') return { kind: 'network' };
  return { kind: 'reply', status: response.status, text: await response.text() };
}

/** What the customer is left with after the call. */
interface Seen {
  /** The dialog's status, or null when none opened. */
  dialog: number | null;
  /** What the dialog's Close does. */
  closes: string[];
  /** The call's own outcome: `inline` (the page says it), `unconfirmed`, `waiting`, or the dialog's `shown`. */
  outcome: string;
  /** The customer's choices are still in the draft or the journey (for a failure that does not log out). */
  kept: boolean;
}

function seen(errors: ErrorState, outcome: string, kept = true): Seen {
  const error = errors.store.getSnapshot();
  return {
    dialog: error.status === 200 ? null : error.status,
    closes: error.status === 200 ? [] : closeActions(error),
    outcome,
    kept,
  };
}

type Expected = { dialog: 401 | 403 | 503 | 400 } | { outcome: string };

const DIALOG: Partial<Record<FaultName, 401 | 403 | 503>> = { '5xx': 503, '401': 401, '403': 403 };

/** The browser table's default (faults.ts `expectationOf`): the dialog for 5xx, 401, 403; inline for the rest. */
function byDefault(name: FaultName, special: Partial<Record<FaultName, Expected>> = {}): Expected {
  const status = DIALOG[name];
  return special[name] ?? (status ? { dialog: status } : { outcome: 'inline' });
}

interface Call {
  /** The journey's family, as docs/testing.md groups them; the browser keeps one representative of each. */
  family: string;
  path: string;
  expected(name: FaultName): Expected;
  run(reply: HttpReply): Promise<Seen>;
}

const P = PAYMENT_PATHS;
const R = RECURRING_PATHS;
const T = THIRD_PARTY_PATHS;

/** A Pay-like call: a status refusal is the dialog, a 400 is refused inline, anything unknown is "still confirming". */
const payLike = (name: FaultName): Expected =>
  name === '401' || name === '403'
    ? { dialog: DIALOG[name]! }
    : name === '400'
      ? { outcome: 'inline' }
      : { outcome: 'unconfirmed' };

// ---- payment and recurring: logged in, the draft filled as far as the screen needs ------------------

function payment(path: string, method?: Parameters<typeof paymentWorld>[0]) {
  return (reply: HttpReply) => {
    const w = paymentWorld(method);
    w.http.on(path, () => reply);
    return w;
  };
}

function recurring(path: string, reply: HttpReply) {
  const w = recurringWorld();
  w.http.on(path, () => reply);
  return w;
}

// ---- third party: the steps before the faulted one answer as the sandbox would ----------------------

const FORM = declarationForm();
const SALARY = { source: 'salary', sourceOther: '', wealthSource: '', wealthDescription: '' };

function thirdParty(path: string, reply: HttpReply) {
  const http = new FakeHttp();
  http.on(T.declarations, envelopeReply({ screening: 'cleared', declarationId: 'TPD-1' }));
  http.on(T.sourceOfFunds, envelopeReply({ declarationId: 'TPD-1', complete: true }));
  http.on(path, () => reply);
  return thirdPartyWorld(http);
}

async function declared(w: ReturnType<typeof thirdParty>) {
  w.draft.foundPolicy(GUEST_POLICY, 'guest-1');
  expect(await w.declare.execute('guest', FORM, '156.40')).toEqual({ kind: 'cleared' });
  return w;
}

// ---- login: nobody is logged in yet --------------------------------------------------------------

const ALICE = { idType: 'NRIC_FIN' as const, idNumber: 'S1234567D', dateOfBirth: '31/08/1985' };
const METHODS = [{ method: 'SMS_OTP' as const, destination: '+65 •••• 4567' }];

function login(path: string, reply: HttpReply) {
  const http = new FakeHttp();
  http.on(path, () => reply);
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
  journey.started('L-1', METHODS);
  return { http, clock, navigation, loginState, errors, journey, crypto, api, completion, binding };
}

/** A login call's failure: inline in its own words (timeout, network, malformed), or the dialog; never logged in. */
function loginSeen(
  w: ReturnType<typeof login>,
  outcome: { kind: string; shown?: boolean; failure?: { kind: string } },
): Seen {
  expect(w.loginState.store.getSnapshot().isLoggedIn).toBe(false);
  const said = outcome.kind === 'failed' ? (outcome.shown ? 'shown' : outcome.failure!.kind) : outcome.kind;
  return seen(w.errors, said, !!w.journey.snapshot);
}

/** Login screens say a transport failure in their own words, and hand every status, 400 included, to the dialog. */
const loginExpected = (name: FaultName): Expected =>
  name === '400'
    ? { dialog: 400 }
    : name === 'timeout'
      ? { outcome: 'timeout' }
      : name === 'drop'
        ? { outcome: 'network' }
        : name === 'malformed' || name === 'html'
          ? { outcome: 'malformed' }
          : { dialog: DIALOG[name]! };

const CALLS: Record<string, Call> = {
  'login identify': {
    family: 'login',
    path: LOGIN_PATHS.identify,
    expected: loginExpected,
    async run(reply) {
      const w = login(LOGIN_PATHS.identify, reply);
      const outcome = await new IdentifyCustomer(
        w.api,
        w.crypto,
        w.clock,
        w.journey,
        w.loginState,
        w.completion,
        w.navigation,
      ).execute(ALICE);
      return loginSeen(w, outcome);
    },
  },
  'OTP send': {
    family: 'login',
    path: LOGIN_PATHS.sendOtp,
    expected: loginExpected,
    async run(reply) {
      const w = login(LOGIN_PATHS.sendOtp, reply);
      return loginSeen(w, await new SendOtp(w.api, w.clock, w.journey, w.completion, w.navigation).execute('SMS_OTP'));
    },
  },
  'OTP verify': {
    family: 'login',
    path: LOGIN_PATHS.verifyOtp,
    expected: loginExpected,
    async run(reply) {
      const w = login(LOGIN_PATHS.verifyOtp, reply);
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
      return loginSeen(w, outcome);
    },
  },
  'Singpass start': {
    family: 'login',
    path: LOGIN_PATHS.singpassStart,
    expected: loginExpected,
    async run(reply) {
      const w = login(LOGIN_PATHS.singpassStart, reply);
      const outcome = await new StartSingpass(w.api, w.journey, w.completion, w.navigation, w.binding).execute();
      expect(w.navigation.left).toEqual([]);
      return loginSeen(w, outcome);
    },
  },
  'Singpass complete': {
    family: 'login',
    path: LOGIN_PATHS.singpassComplete,
    expected: loginExpected,
    async run(reply) {
      const w = login(LOGIN_PATHS.singpassComplete, reply);
      const query = new URLSearchParams({ code: 'c-1', state: 's-1' });
      await w.binding.create(); // this tab left for Singpass
      return loginSeen(
        w,
        await new CompleteSingpass(w.api, w.completion, w.journey, w.navigation, w.binding).execute(query),
      );
    },
  },
  'acceptance code': {
    family: 'login',
    path: LOGIN_PATHS.acceptanceCode,
    expected: loginExpected,
    async run(reply) {
      const w = login(LOGIN_PATHS.acceptanceCode, reply);
      const outcome = await new AcceptanceCodeLogin(w.api, w.crypto, w.clock, w.completion).execute({
        acceptanceCode: 'AC7Q2M9X',
        idType: 'NRIC_FIN',
        idNumber: 'T1234567J',
        dateOfBirth: '15/01/1990',
      });
      return loginSeen(w, outcome);
    },
  },
  'policies due (/one-time-payment)': {
    family: 'page load',
    path: P.policiesDue,
    expected: (name) => byDefault(name),
    async run(reply) {
      const w = payment(P.policiesDue)(reply);
      const snapshot = await new LoadPoliciesDue(w.dataCall).execute();
      return seen(w.errors, snapshot.status === 'failed' ? (snapshot.shown ? 'shown' : 'inline') : snapshot.status);
    },
  },
  'recurring policies (/recurring-page)': {
    family: 'page load',
    path: R.policies,
    expected: (name) => byDefault(name),
    async run(reply) {
      const w = recurring(R.policies, reply);
      const api = new ApiClient(w.http, { apiOrigin: '', requestTimeoutMs: 5000, bearerToken: () => 'tok' });
      const snapshot = await new LoadRecurringPolicies(new DataCall(api, w.errors, () => false), w.clock).execute();
      return seen(w.errors, snapshot.status === 'failed' ? (snapshot.shown ? 'shown' : 'inline') : snapshot.status);
    },
  },
  'GIRO schedule (/recurring-giro/select-bank)': {
    family: 'page load',
    path: R.giroSchedule,
    expected: (name) => byDefault(name),
    async run(reply) {
      const w = recurring(R.giroSchedule, reply);
      const entered = w.enterGiro.execute({
        policy: recurringPolicy(),
        accountHolderName: 'Tan Wei Ming',
        ownAccountDeclared: true,
      });
      expect(entered.ok).toBe(true);
      const snapshot = await w.loadSchedule.execute();
      const kept = w.draft.snapshot.giro?.accountHolderName === 'Tan Wei Ming';
      return seen(
        w.errors,
        snapshot.status === 'failed' ? (snapshot.shown ? 'shown' : 'inline') : snapshot.status,
        kept,
      );
    },
  },
  'third-party find policy': {
    family: 'page load',
    path: T.findPolicy,
    expected: (name) => byDefault(name),
    async run(reply) {
      const w = thirdParty(T.findPolicy, reply);
      const outcome = await w.find.execute({
        policyNumber: 'L-1002-01',
        idType: 'NRIC_FIN',
        idNumber: 'S1234567D',
        dateOfBirth: '31/08/1985',
      });
      return seen(w.errors, outcome.kind === 'failed' ? (outcome.shown ? 'shown' : 'inline') : outcome.kind);
    },
  },
  'payment create (Pay, card)': {
    family: 'Pay',
    path: P.payments,
    expected: payLike,
    async run(reply) {
      const w = payment(P.payments)(reply);
      const result = await settle(
        new SubmitPayment(w.api, w.draft, w.clock, w.navigation, w.errors, w.insurer).execute({ consent: true }),
        w.clock,
      );
      const keys = new Set(w.http.callsTo(P.payments).map((r) => r.headers['Idempotency-Key']));
      expect(keys).toEqual(new Set(['key-1']));
      const kept = w.draft.snapshot.lines.length === 1;
      return seen(w.errors, result.kind === 'failed' ? (result.shown ? 'shown' : 'inline') : result.kind, kept);
    },
  },
  'recurring arrangement create (GIRO)': {
    family: 'Pay',
    path: R.arrangements,
    expected: payLike,
    async run(reply) {
      const w = giroReady(recurring(R.arrangements, reply));
      const result = await settle(w.submit.execute({ consent: true }), w.clock);
      const keys = new Set(w.http.callsTo(R.arrangements).map((r) => r.headers['Idempotency-Key']));
      expect(keys).toEqual(new Set(['key-1']));
      const kept = w.draft.snapshot.giro?.accountHolderName === 'Tan Wei Ming';
      return seen(w.errors, result.kind === 'failed' ? (result.shown ? 'shown' : 'inline') : result.kind, kept);
    },
  },
  'third-party guest payment (Pay)': {
    family: 'Pay',
    path: T.payments,
    expected: payLike,
    async run(reply) {
      const w = await declared(thirdParty(T.payments, reply));
      const result = await settle(w.pay.execute({ ...SALARY, method: 'visa', consent: true }), w.clock);
      const keys = new Set(w.http.callsTo(T.payments).map((r) => r.headers['Idempotency-Key']));
      expect(keys).toEqual(new Set(['key-1']));
      const kept = w.draft.snapshot.policy?.policyNumber === GUEST_POLICY.policyNumber;
      return seen(w.errors, result.kind === 'failed' ? (result.shown ? 'shown' : 'inline') : result.kind, kept);
    },
  },
  'third-party declaration': {
    family: 'form',
    path: T.declarations,
    expected: (name) => byDefault(name),
    async run(reply) {
      const w = thirdParty(T.declarations, reply);
      w.draft.foundPolicy(GUEST_POLICY, 'guest-1');
      const outcome = await w.declare.execute('guest', FORM, '156.40');
      const kept = w.draft.snapshot.policy?.policyNumber === GUEST_POLICY.policyNumber;
      return seen(w.errors, outcome.kind === 'failed' ? (outcome.shown ? 'shown' : 'inline') : outcome.kind, kept);
    },
  },
  'third-party source of funds (guest Pay)': {
    family: 'form',
    path: T.sourceOfFunds,
    expected: (name) => byDefault(name),
    async run(reply) {
      const w = await declared(thirdParty(T.sourceOfFunds, reply));
      const outcome = await w.funds.execute('guest', SALARY);
      const kept = w.draft.snapshot.policy?.policyNumber === GUEST_POLICY.policyNumber;
      return seen(w.errors, outcome.kind === 'failed' ? (outcome.shown ? 'shown' : 'inline') : outcome.kind, kept);
    },
  },
  'payment status (card outcome page)': {
    family: 'outcome page',
    path: P.paymentStatus,
    expected: (name) => byDefault(name),
    async run(reply) {
      const w = payment(P.paymentStatus)(reply);
      w.draft.submit('key-1');
      w.draft.accepted('P-1', 'PP2611220001', { kind: 'redirect', url: 'https://gateway.test/pay/P-1' });
      const result = await new LoadPaymentOutcome(w.dataCall, w.draft, w.navigation).execute('PP2611220001');
      const kept = w.draft.snapshot.submission?.state === 'accepted';
      return seen(w.errors, result.kind === 'ok' ? 'ok' : result.shown ? 'shown' : 'inline', kept);
    },
  },
  'arrangement status (GIRO outcome page)': {
    family: 'outcome page',
    path: R.arrangementStatus,
    expected: (name) => byDefault(name),
    async run(reply) {
      const w = giroReady(recurring(R.arrangementStatus, reply));
      w.draft.submit('key-1');
      w.draft.accepted('RA100001', 'https://bank.test/giro');
      const result = await w.outcome.execute('RA100001');
      const kept = w.draft.snapshot.submission?.state === 'accepted';
      return seen(w.errors, result.kind === 'ok' ? 'ok' : result.shown ? 'shown' : 'inline', kept);
    },
  },
  'third-party payment status (outcome page)': {
    family: 'outcome page',
    path: T.paymentStatus,
    // The guest has no login: a 401 means the guest token has expired, and the page says it cannot show the payment.
    expected: (name) => byDefault(name, { '401': { outcome: 'unknown' } }),
    async run(reply) {
      const w = await declared(thirdParty(T.paymentStatus, reply));
      w.draft.submit('key-1');
      w.draft.accepted('TPP-1');
      const outcome = await w.outcome.execute('TPP-1');
      const kept = w.draft.snapshot.submission?.state === 'accepted';
      return seen(w.errors, outcome.kind === 'failed' ? (outcome.shown ? 'shown' : 'inline') : outcome.kind, kept);
    },
  },
  'PayNow status (the poll)': {
    family: 'poll',
    path: P.payNowStatus,
    // A failed or unreadable poll is retried quietly; only 401 and 403 stop it with the dialog.
    expected: (name) => (name === '401' || name === '403' ? { dialog: DIALOG[name]! } : { outcome: 'waiting' }),
    async run(reply) {
      const w = payment(P.payNowStatus, { kind: 'paynow' })(reply);
      const instruction = payNowInstruction({ expiresAt: new Date(Date.UTC(2026, 10, 22, 2, 15)).toISOString() });
      w.draft.submit('key-1');
      w.draft.accepted('P-2', instruction.reference, instruction);
      const watch = new PayNowWatch({ ...w, payment: policyholderPayNow(w.api, w.draft) });
      const dispose = watch.start();
      for (let i = 0; i < 4; i++) {
        w.clock.advance(10_000);
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      dispose();
      const kept = w.draft.snapshot.submission?.state === 'accepted';
      const status = watch.store.getSnapshot().status;
      return seen(w.errors, status === 'stopped' ? 'shown' : status, kept);
    },
  },
};

describe('every client call against every fault, through its use case and the sandbox’s fault bytes', () => {
  it.each(Object.keys(CALLS))('%s', async (name) => {
    const call = CALLS[name]!;
    const failures: string[] = [];
    for (const fault of FAULT_NAMES) {
      const got = await call.run(await faultReply(fault, call.path));
      const want = call.expected(fault);
      if ('dialog' in want) {
        // The spec's dialog; Close logs out (401, 5xx), goes back (403), or leaves the screen as it was (400).
        const closes = want.dialog === 403 ? 'back' : want.dialog === 400 ? undefined : 'logout';
        if (got.dialog !== want.dialog || got.outcome !== 'shown')
          failures.push(`${fault}: expected the ${want.dialog} dialog, got ${JSON.stringify(got)}`);
        else if (closes && !got.closes.includes(closes))
          failures.push(`${fault}: the dialog's Close does ${got.closes.join(', ')}, expected ${closes}`);
        else if (!closes && got.closes.some((c) => c === 'logout' || c === 'back'))
          failures.push(`${fault}: the 400 dialog's Close does ${got.closes.join(', ')}, expected it to stay`);
      } else if (got.dialog !== null || got.outcome !== want.outcome || !got.kept) {
        failures.push(
          `${fault}: expected ${want.outcome} with no dialog and the input kept, got ${JSON.stringify(got)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('covers the calls of the browser tables, by family', () => {
    const families = new Map<string, string[]>();
    for (const [name, call] of Object.entries(CALLS))
      families.set(call.family, [...(families.get(call.family) ?? []), name]);
    expect(Object.keys(CALLS)).toHaveLength(19);
    expect([...families.keys()].sort()).toEqual(['Pay', 'form', 'login', 'outcome page', 'page load', 'poll']);
  });
});
