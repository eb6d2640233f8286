import { constants, publicEncrypt } from 'node:crypto';
import { getResponse } from 'msw';
import type { CryptoPort } from '../../src/core/ports/crypto.port';
import type { HttpPort, HttpReply, HttpRequest } from '../../src/core/ports/http.port';
import { createSandbox, type Sandbox } from '../../sandbox/sandbox';
import { buildLoginArea } from '../../src/core/login/login.services';
import { FakeClock } from '../support/fakes';
import { fakeAreaPorts } from '../support/area-ports';
import { testSandboxKeys } from '../support/sandbox-keys';

export const ORIGIN = 'http://portal.test';

/** The portal's HTTP port answered by the sandbox's msw handlers, in process. */
export class SandboxHttp implements HttpPort {
  constructor(private readonly sandbox: Sandbox) {}
  async send(request: HttpRequest): Promise<HttpReply> {
    const response = await getResponse(
      this.sandbox.handlers,
      new Request(request.url, { method: request.method, headers: request.headers, body: request.body }),
    );
    if (!response) return { kind: 'reply', status: 404, text: '' };
    if (response.type === 'error') return { kind: 'network' };
    return { kind: 'reply', status: response.status, text: await response.text() };
  }
}

/**
 * jsencrypt's encryptOAEP, as the portal's BrowserCryptoAdapter calls it. jsencrypt's Node bundle
 * expects window and self to exist, so they are defined before it loads.
 */
export async function jsencryptOaep(publicKeyPem: string): Promise<(plain: string) => string> {
  const g = globalThis as { window?: unknown; self?: unknown };
  g.window ??= globalThis;
  g.self ??= globalThis;
  const { default: JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  return (plain) => {
    const out = rsa.encryptOAEP(plain);
    if (!out) throw new Error('jsencrypt could not encrypt');
    return out;
  };
}

/** Node's own RSA-OAEP with SHA-256: a second, independent client. */
export function nodeOaep(publicKeyPem: string): (plain: string) => string {
  return (plain) =>
    publicEncrypt(
      { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(plain),
    ).toString('base64');
}

export const sandboxKeys = testSandboxKeys;

/** The portal's login area over the real sandbox, with real RSA on both sides, wired by its own factory. */
export function loginWorld(encrypt: (plain: string) => string, sandbox = createSandbox({ keys: sandboxKeys() })) {
  const crypto: CryptoPort = {
    encryptToken: (plain) => `enc(${plain})`,
    decryptToken: (cipher) => /^enc\((.*)\)$/.exec(cipher)?.[1] ?? null,
    encryptForServer: async (plain) => encrypt(plain),
  };
  const { ports, storage, navigation, errors, tokens, drafts } = fakeAreaPorts({
    http: new SandboxHttp(sandbox),
    crypto,
    clock: new FakeClock(Date.now()),
    apiOrigin: ORIGIN,
  });
  const { services: s } = buildLoginArea(ports);
  return {
    sandbox,
    storage,
    drafts,
    navigation,
    errorState: errors,
    journey: s.loginJourney,
    tokens,
    identify: s.identifyCustomer,
    sendOtp: s.sendOtp,
    verifyOtp: s.verifyOtp,
    startSingpass: s.startSingpass,
    completeSingpass: s.completeSingpass,
    acceptance: s.acceptanceCodeLogin,
    /** The customer id the sandbox holds against the portal's stored bearer token. */
    customer: () => {
      const token = tokens.read();
      return token ? sandbox.areas.login.sessions.get(token) : undefined;
    },
  };
}

/** Follows a simulated Singpass page (the login or Myinfo) as a browser would: the page, a button, the redirect. */
export async function singpassRedirect(
  sandbox: Sandbox,
  authorizeUrl: string,
  outcome: string,
): Promise<{ html: string; location: URL }> {
  const page = await getResponse(sandbox.handlers, new Request(new URL(authorizeUrl, ORIGIN)));
  const html = await page!.text();
  const state = /name="state" value="([^"]+)"/.exec(html)![1]!;
  const action = /<form method="get" action="([^"]+)"/.exec(html)![1]!;
  const press = await getResponse(
    sandbox.handlers,
    new Request(`${ORIGIN}${action}?state=${state}&outcome=${outcome}`),
  );
  return { html, location: new URL(press!.headers.get('location')!, ORIGIN) };
}
