import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { FetchHttpAdapter } from '../src/adapters/fetch-http.adapter';
import { SystemClockAdapter } from '../src/adapters/system-clock.adapter';
import { IDEMPOTENCY_ERRORS } from '../src/core/api/payment.contract';
import { readConfig } from '../src/core/config';
import { ErrorState } from '../src/core/errors/error-state';
import { ApiClient } from '../src/core/http/api-client';
import { DataCall } from '../src/core/http/data-call';
import type { AreaPorts } from '../src/core/area';
import { buildLoginArea } from '../src/core/login/login.services';
import type { IdentityForm } from '../src/core/login/encrypt-identity';
import { PaymentDraft } from '../src/core/payment/payment-draft';
import { buildPaymentArea, policyholderPayNow } from '../src/core/payment/payment.services';
import type { CryptoPort } from '../src/core/ports/crypto.port';
import type { DraftStoragePort } from '../src/core/ports/draft-storage.port';
import type { HttpPort, HttpReply, HttpRequest } from '../src/core/ports/http.port';
import type { LocationChange, NavigationPort } from '../src/core/ports/navigation.port';
import type { StorageKey, StoragePort } from '../src/core/ports/storage.port';
import { buildRecurringArea } from '../src/core/recurring/recurring.services';
import { LoginState } from '../src/core/session/login-state';
import { TokenVault } from '../src/core/session/token-vault';
import { PATH } from '../src/core/shared/paths';
import { Channel } from '../src/core/shell/channel';
import { buildGuestPayorArea } from '../src/core/third-party/guest-payor.services';
import { buildPayorArea } from '../src/core/third-party/payor.services';
import type { Contract } from '../sandbox/contract';

/**
 * The core's own use cases run headless in Node against any backend, through Node adapters of the same ports.
 * Every reply is checked against docs/openapi.yaml (the Contract), and each step against what the use case must
 * reach; what breaks either is a broken rule, printed and counted.
 */
export interface Identities {
  customer: IdentityForm & { otp: string };
  payor: IdentityForm & { policyNumber: string };
}

/** The sandbox's published test identities (docs/sandbox.md): used only when the target is the sandbox. */
export const SANDBOX_IDENTITIES: Identities = {
  customer: { idType: 'NRIC_FIN', idNumber: 'S1234567D', dateOfBirth: '31/08/1985', otp: '123456' },
  payor: { idType: 'PASSPORT', idNumber: 'E1234567', dateOfBirth: '14/02/1992', policyNumber: 'L-1002-01' },
};

/** Every call, recorded and checked against the contract as it comes back. */
class CheckedHttp implements HttpPort {
  readonly sent: { request: HttpRequest; reply: HttpReply }[] = [];
  private readonly fetch = new FetchHttpAdapter();

  constructor(
    private readonly contract: Contract,
    private readonly broken: (rule: string) => void,
    private readonly print: (line: string) => void,
  ) {}

  async send(request: HttpRequest): Promise<HttpReply> {
    const reply = await this.fetch.send(request);
    this.sent.push({ request, reply });
    const url = new URL(request.url);
    this.print(`  ${request.method} ${url.pathname}`);
    if (reply.kind !== 'reply') {
      this.broken(`${request.method} ${url.pathname}: no reply (${reply.kind})`);
      return reply;
    }
    const violations = this.contract.check({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(request.headers),
      requestBody: request.body ?? '',
      status: reply.status,
      replyBody: reply.text,
    });
    this.print(`    requires: the request and its ${reply.status} reply as docs/openapi.yaml states them`);
    this.print(`    got: ${reply.status}${violations.length ? '' : ', as the contract says'}`);
    for (const violation of violations) this.broken(`contract: ${violation}`);
    return reply;
  }
}

/** Where the use cases sent the customer: the outcome of a step is read here. */
class RecordingNavigation implements NavigationPort {
  path = '/';
  left?: string;
  currentPath = () => this.path;
  subscribe = (_listener: (change: LocationChange) => void) => () => undefined;
  go = (path: string) => void (this.path = path);
  back = () => undefined;
  leave = (url: string) => void (this.left = url);
}

class MemoryStorage implements StoragePort {
  private readonly values = new Map<StorageKey, string>();
  get = (key: StorageKey) => this.values.get(key) ?? null;
  set = (key: StorageKey, value: string) => void this.values.set(key, value);
  remove = (key: StorageKey) => void this.values.delete(key);
  clearAllButEntry = () => {
    for (const key of this.values.keys()) if (key !== 'source' && key !== 'channel') this.values.delete(key);
  };
}

class MemoryDraft implements DraftStoragePort {
  private value: string | null = null;
  read = () => this.value;
  write = (value: string) => void (this.value = value);
  clear = () => void (this.value = null);
}

/**
 * jsencrypt's OAEP, as the browser adapter calls it. Its CommonJS bundle (its ESM entry does not load in Node)
 * expects `window` and `self`.
 */
function serverCrypto(publicKeyPem: string): CryptoPort {
  const g = globalThis as { window?: unknown; self?: unknown };
  g.window ??= globalThis;
  g.self ??= globalThis;
  const JSEncrypt = createRequire(__filename)('jsencrypt') as typeof import('jsencrypt').JSEncrypt;
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  return {
    // The token stays in this process's memory: nothing to seal it against.
    encryptToken: (plain) => plain,
    decryptToken: (stored) => stored,
    prepareForServer: () => undefined, // the key is read above
    encryptForServer: async (plain) => {
      const out = rsa.encryptOAEP(plain);
      if (!out) throw new Error('RSA encryption failed: check the public key in config.json');
      return out;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CheckOptions {
  /** The portal's origin: its /config.json gives the server's public key, its /rs/v1/ the API. */
  base: string;
  contract: Contract;
  identities?: Identities;
  print?: (line: string) => void;
  /** Between PayNow status polls. */
  pollMs?: number;
}

/** Runs every step; resolves to the broken rules, each named (none: the backend keeps the contract). */
export async function contractCheck(options: CheckOptions): Promise<string[]> {
  const print = options.print ?? ((line: string) => console.log(line));
  const base = options.base.replace(/\/+$/, '');
  const brokenRules: string[] = [];
  const broken = (rule: string) => {
    brokenRules.push(rule);
    print(`    BROKEN: ${rule}`);
  };
  const expect = (ok: boolean, rule: string, got: unknown) => {
    print(`    requires: ${rule}`);
    print(`    got: ${JSON.stringify(got)}`);
    if (!ok) broken(rule);
    return ok;
  };

  const configReply = await fetch(`${base}/config.json`).catch(() => undefined);
  if (!configReply?.ok) throw new Error(`${base}/config.json did not answer: is the portal there?`);
  const config = readConfig({ ...((await configReply.json()) as object), apiOrigin: base });
  // The sandbox's control endpoints are not part of the contract: only the sandbox answers them.
  const sandbox = (await fetch(`${base}/sandbox/state`).catch(() => undefined))?.status === 200;
  const identities = options.identities ?? (sandbox ? SANDBOX_IDENTITIES : undefined);
  if (!identities) throw new Error('Test identities are needed against this backend (docs/api.md).');
  print(`Contract check of ${base} (${sandbox ? 'the sandbox' : 'no sandbox controls'})`);

  const http = new CheckedHttp(options.contract, broken, print);
  const storage = new MemoryStorage();
  const crypto = serverCrypto(config.rsaPublicKey);
  const tokens = new TokenVault(storage, crypto);
  const api = new ApiClient(http, {
    apiOrigin: base,
    requestTimeoutMs: config.requestTimeoutMs,
    bearerToken: () => tokens.read(),
  });
  const errors = new ErrorState();
  const loginState = new LoginState(tokens, storage);
  const navigation = new RecordingNavigation();
  const drafts = { payment: new MemoryDraft(), recurring: new MemoryDraft(), 'third-party': new MemoryDraft() };
  const ids = { newId: () => randomUUID() };
  const ports: AreaPorts = {
    config,
    clock: new SystemClockAdapter(),
    activity: { isVisible: () => true, watch: () => () => undefined },
    storage,
    http,
    crypto,
    navigation,
    hostApp: { returnToApp: () => undefined },
    ids,
    secrets: {
      newSecret: () => randomBytes(32).toString('base64url'),
      sha256: async (text) => createHash('sha256').update(text).digest('base64url'),
    },
    drafts: (area) => (area === 'singpass' ? new MemoryDraft() : drafts[area]),
    api,
    dataCall: new DataCall(api, errors, () => false),
    errors,
    loginState,
    channel: new Channel(storage, config.mobileAppSource),
  };
  const paymentDraft = new PaymentDraft(drafts.payment, ids);
  const login = buildLoginArea(ports).services;
  const payment = buildPaymentArea(ports, paymentDraft).services;
  const recurring = buildRecurringArea(ports).services;
  const guestPayor = buildGuestPayorArea(ports, buildPayorArea(ports, paymentDraft).services).services;
  const step = (name: string) => print(`\n${name}`);

  step('Identify');
  const { otp, ...customer } = identities.customer;
  const identified = await login.identifyCustomer.execute(customer);
  expect(
    identified.kind === 'identified' && navigation.path === PATH.loginAuthMethod,
    `the customer is identified and sent to ${PATH.loginAuthMethod}`,
    { outcome: identified.kind, at: navigation.path },
  );

  step('One-time password');
  const sent = await login.sendOtp.execute('SMS_OTP');
  expect(sent.kind === 'sent', 'the code is sent by SMS', { outcome: sent.kind });
  const verified = await login.verifyOtp.execute(otp);
  const loggedIn = loginState.store.getSnapshot().isLoggedIn;
  if (!expect(loggedIn, 'the code logs the customer in', { outcome: verified.kind, loggedIn })) return brokenRules;

  step('Policies due');
  const due = await payment.loadPoliciesDue.execute();
  const policies = due.status === 'ready' ? due.policies.filter((p) => !p.recurring) : [];
  expect(policies.length > 0, 'at least one policy due, not on a recurring arrangement', {
    status: due.status,
    policies: policies.map((p) => p.policyNumber),
  });

  const cardPolicy = policies[0];
  if (cardPolicy) {
    step('Card payment to the gateway hand-off');
    const amountInput = (cardPolicy.amountDueCents / 100).toFixed(2);
    payment.choosePolicies.execute([{ policy: cardPolicy, amountInput }]);
    payment.choosePaymentMethod.execute({ kind: 'card', brand: 'visa' }, 'policyholder');
    const card = await payment.submitPayment.execute({ consent: true });
    const url = navigation.left ?? '';
    expect(
      card.kind === 'card' && /^https?:\/\//.test(new URL(url, base).href),
      'the customer leaves for the gateway',
      {
        outcome: card.kind,
        left: url,
      },
    );

    step('Replay under the same Idempotency-Key');
    const first = http.sent.filter((s) => s.request.url.endsWith('/rs/v1/payments')).pop();
    if (first && first.reply.kind === 'reply') {
      const again = await http.send(first.request);
      const same = again.kind === 'reply' && again.status === first.reply.status && again.text === first.reply.text;
      expect(same, 'idempotency: the same key and body answer the same payment, nothing new', {
        first: first.reply.status,
        replay: again.kind === 'reply' ? again.status : again.kind,
        sameBody: same,
      });
      const otherBody = JSON.stringify({ ...JSON.parse(first.request.body ?? '{}'), method: { kind: 'paynow' } });
      const reused = await http.send({ ...first.request, body: otherBody });
      const code = reused.kind === 'reply' ? /"errorCode":"([A-Z_]+)"/.exec(reused.text)?.[1] : undefined;
      expect(
        reused.kind === 'reply' && reused.status === 409 && code === IDEMPOTENCY_ERRORS.reused,
        `idempotency: the same key with another body is refused, 409 ${IDEMPOTENCY_ERRORS.reused}`,
        { status: reused.kind === 'reply' ? reused.status : reused.kind, code },
      );
    }
    paymentDraft.clear();
  }

  const payNowPolicy = policies[1] ?? policies[0];
  if (payNowPolicy) {
    step('PayNow payment and its status');
    const amountInput = (payNowPolicy.amountDueCents / 100).toFixed(2);
    payment.choosePolicies.execute([{ policy: payNowPolicy, amountInput }]);
    payment.choosePaymentMethod.execute({ kind: 'paynow' }, 'policyholder');
    const paid = await payment.submitPayment.execute({ consent: true });
    const reference = paymentDraft.payNow?.reference;
    expect(paid.kind === 'paynow' && navigation.path === PATH.payNow && !!reference, 'a checked PayNow code', {
      outcome: paid.kind,
      at: navigation.path,
    });
    if (reference) {
      const watched = policyholderPayNow(api, paymentDraft);
      const pending = await watched.status(reference);
      expect(pending.ok && pending.data.status === 'pending', 'the new code is pending', pending.ok && pending.data);
      if (!sandbox) print('    (no sandbox controls: the check stops at pending; pay the code to see it settle)');
      else {
        await fetch(`${base}/sandbox/paynow/pay`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ reference }),
        });
        let status = 'pending';
        for (let tries = 0; tries < 10 && status === 'pending'; tries++) {
          const polled = await watched.status(reference);
          status = polled.ok ? polled.data.status : 'failed';
          if (status === 'pending') await sleep(options.pollMs ?? 500);
        }
        expect(status === 'paid', 'once paid (the sandbox pays it), the status says paid', { status });
      }

      step('Recent payments');
      const recent = await payment.loadRecentPayments.execute();
      payment.loadRecentPayments.stop();
      const listed = recent.status === 'ready' ? recent.payments.find((p) => p.reference === reference) : undefined;
      const expected = sandbox ? 'successful' : 'pending';
      expect(listed?.status === expected, `the PayNow payment is among the recent payments, ${expected}`, {
        status: recent.status,
        listed: listed?.status,
      });
    }
    paymentDraft.clear();
  }

  step('Find a policy as a payor');
  const found = await guestPayor.findPolicy.execute(identities.payor);
  expect(found.kind === 'found', 'the policy is found, with a guest token', { outcome: found.kind });

  step('Recurring arrangement by card');
  const recurringPolicies = await recurring.loadRecurringPolicies.execute();
  const open = recurringPolicies.status === 'ready' ? recurringPolicies.policies.filter((p) => !p.arrangement) : [];
  const policy = open[0];
  if (expect(!!policy, 'a policy without an arrangement', { policies: open.map((p) => p.policyNumber) })) {
    recurring.chooseRecurringPolicy.execute(policy, 'card');
    recurring.chooseCardType.execute('visa');
    navigation.left = undefined;
    const arranged = await recurring.submitArrangement.execute({ consent: true });
    expect(arranged.kind === 'redirect' && !!navigation.left, 'the customer leaves for the gateway', {
      outcome: arranged.kind,
      left: navigation.left,
    });
  }

  print(`\n${brokenRules.length} broken rule${brokenRules.length === 1 ? '' : 's'}`);
  return brokenRules;
}
