/** Runtime configuration: read at start-up, changeable without a rebuild (docs/config.md). */
export interface PortalConfig {
  /** Origin of the API, '' for the same origin as the portal. */
  apiOrigin: string;
  /** PEM public key for RSA-OAEP of identity values. */
  rsaPublicKey: string;
  /** Secret for the access token at rest. */
  aesSecret: string;
  exitUrl: string;
  mobileDashboardUrl: string;
  /** Who the customer is paying: shown in the header, the footer and on every receipt (docs/config.md). */
  insurer: InsurerIdentity;
  /** The `source` query value that marks the insurer's mobile app. */
  mobileAppSource: string;
  customerServicePhone: string;
  /**
   * Where a reply may send the customer (gateway, bank, Singpass): https origins, "self" for the portal's own
   * origin; plain http only on a loopback host (src/core/shell/outbound.ts, docs/config.md). Empty: none.
   */
  redirectOrigins: readonly string[];
  /** Milliseconds before a call is given up as timed out. */
  requestTimeoutMs: number;
  thirdParty: Record<ThirdPartyScript, string>;
  /** Subresource-integrity hashes ("sha384-…") for the third-party scripts whose hosts serve fixed files. */
  thirdPartyIntegrity: Partial<Record<ThirdPartyScript, string>>;
}

export interface InsurerIdentity {
  /** The registered name, as on the receipts, e.g. "Example Insurance Pte Ltd". */
  name: string;
  /** Unique Entity Number (ACRA), printed on the receipts and in the footer; the PayNow payee, with `name`. */
  uen: string;
  /** Further UENs the insurer collects PayNow with: a QR code paying any UEN not configured is never drawn. */
  payNowUens?: readonly string[];
  /** A same-origin image path (the CSP allows images only from 'self'); '' for the portal's own mark (styles.css). */
  logoUrl: string;
  privacyUrl: string;
  termsUrl: string;
  /** The insurer's page on scams and what it never asks for (one-time passwords). */
  securityUrl: string;
}

export const THIRD_PARTY_SCRIPTS = ['domLibraryUrl', 'feedbackSdkUrl', 'tagManagerUrl', 'monitoringUrl'] as const;
export type ThirdPartyScript = (typeof THIRD_PARTY_SCRIPTS)[number];

export const DEFAULT_CONFIG: PortalConfig = {
  apiOrigin: '',
  rsaPublicKey: '',
  aesSecret: '',
  exitUrl: 'https://www.example-insurer.com.sg/',
  mobileDashboardUrl: 'example-insurer://dashboard',
  insurer: {
    name: 'Example Insurance Pte Ltd',
    uen: '198700001E',
    logoUrl: '',
    privacyUrl: 'https://www.example-insurer.com.sg/privacy',
    termsUrl: 'https://www.example-insurer.com.sg/terms',
    securityUrl: 'https://www.example-insurer.com.sg/security',
  },
  mobileAppSource: 'mobileapp',
  customerServicePhone: '+65 6000 0000',
  redirectOrigins: [],
  requestTimeoutMs: 30000,
  thirdParty: { domLibraryUrl: '', feedbackSdkUrl: '', tagManagerUrl: '', monitoringUrl: '' },
  thirdPartyIntegrity: {},
};

/** Merges an untrusted config object over the defaults, keeping only known keys of the right type. */
export function readConfig(raw: unknown): PortalConfig {
  const source = isRecord(raw) ? raw : {};
  const third = isRecord(source.thirdParty) ? source.thirdParty : {};
  const insurer = isRecord(source.insurer) ? source.insurer : {};
  const integrity = isRecord(source.thirdPartyIntegrity) ? source.thirdPartyIntegrity : {};
  const str = (from: Record<string, unknown>, key: string, fallback: string) =>
    typeof from[key] === 'string' ? from[key] : fallback;
  const d = DEFAULT_CONFIG;
  const timeout = source.requestTimeoutMs;
  return {
    apiOrigin: str(source, 'apiOrigin', d.apiOrigin).replace(/\/+$/, ''),
    rsaPublicKey: str(source, 'rsaPublicKey', d.rsaPublicKey),
    aesSecret: str(source, 'aesSecret', d.aesSecret),
    exitUrl: str(source, 'exitUrl', d.exitUrl),
    mobileDashboardUrl: str(source, 'mobileDashboardUrl', d.mobileDashboardUrl),
    insurer: {
      name: str(insurer, 'name', '').trim() || d.insurer.name,
      uen: str(insurer, 'uen', '').trim() || d.insurer.uen,
      ...(Array.isArray(insurer.payNowUens)
        ? { payNowUens: insurer.payNowUens.filter((u): u is string => typeof u === 'string').map((u) => u.trim()) }
        : {}),
      logoUrl: sameOriginPath(str(insurer, 'logoUrl', '')),
      privacyUrl: webLink(str(insurer, 'privacyUrl', ''), d.insurer.privacyUrl),
      termsUrl: webLink(str(insurer, 'termsUrl', ''), d.insurer.termsUrl),
      securityUrl: webLink(str(insurer, 'securityUrl', ''), d.insurer.securityUrl),
    },
    mobileAppSource: str(source, 'mobileAppSource', d.mobileAppSource),
    customerServicePhone: str(source, 'customerServicePhone', d.customerServicePhone),
    // Strings only here; which of them are usable origins is the guard's to say (src/core/shell/outbound.ts).
    redirectOrigins: Array.isArray(source.redirectOrigins)
      ? source.redirectOrigins.filter((o): o is string => typeof o === 'string')
      : d.redirectOrigins,
    requestTimeoutMs: typeof timeout === 'number' && timeout > 0 ? timeout : d.requestTimeoutMs,
    thirdParty: Object.fromEntries(THIRD_PARTY_SCRIPTS.map((k) => [k, httpsOrLocal(str(third, k, ''))])) as Record<
      ThirdPartyScript,
      string
    >,
    thirdPartyIntegrity: Object.fromEntries(
      THIRD_PARTY_SCRIPTS.filter((k) => /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(str(integrity, k, ''))).map((k) => [
        k,
        integrity[k] as string,
      ]),
    ),
  };
}

/** A logo the CSP (img-src 'self') allows: a path on this origin, never "//host" or a scheme. */
function sameOriginPath(path: string): string {
  return /^\/\w[\w\-./]*$/.test(path) ? path : '';
}

/** The footer's links: the insurer's https pages; anything else keeps the default. */
function webLink(url: string, fallback: string): string {
  return /^https:\/\/\S+$/.test(url) ? url : fallback;
}

/** Third-party scripts only from https (or a local test host); anything else stays off. */
function httpsOrLocal(url: string): string {
  return /^https:\/\/[^\s]+$/.test(url) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/[^\s]*$/.test(url) ? url : '';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What makes the portal unusable as configured (issue 15, item 4); the words are for the console, not customers. */
export type ConfigProblem =
  'aesSecretMissing' | 'aesSecretNotKey' | 'rsaKeyMissing' | 'rsaKeyShort' | 'apiOriginMalformed';

export const MIN_RSA_BITS = 3072;

/**
 * The problems of a configuration, none when it is usable. Checked before anything starts: a portal without its
 * token secret, with no or a short RSA key, or with an API origin that is not an origin would fail later, quietly
 * or with personal data in the wrong hands, so it says so and sends nothing instead.
 */
export function configProblems(config: PortalConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!config.aesSecret.trim()) problems.push('aesSecretMissing');
  else if (!/^[0-9a-f]{64}$/i.test(config.aesSecret)) problems.push('aesSecretNotKey'); // a 256-bit key in hex
  const bits = rsaModulusBits(config.rsaPublicKey);
  if (bits === undefined) problems.push('rsaKeyMissing');
  else if (bits < MIN_RSA_BITS) problems.push('rsaKeyShort');
  if (config.apiOrigin !== '' && !isApiOrigin(config.apiOrigin)) problems.push('apiOriginMalformed');
  return problems;
}

/** An https origin (or plain http on a loopback host, for tests): scheme, host and port only. */
function isApiOrigin(value: string): boolean {
  const match = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])(:\d{1,5})?$/i.exec(value);
  if (!match) return false;
  return match[1]!.toLowerCase() === 'https' || /^(localhost|127\.0\.0\.1|\[::1\])$/i.test(match[2]!);
}

/**
 * The modulus length of a PEM SPKI RSA public key, from its size: the DER of an RSA key with the usual exponent is
 * the modulus and 38 bytes (2048 bits: 294 bytes; 3072: 422). Undefined when it is not base64 in a PEM. Small on
 * purpose: it runs in every page's first script (the /login budget); jsencrypt reads the key itself later.
 */
export function rsaModulusBits(pem: string): number | undefined {
  const body = /-----BEGIN PUBLIC KEY-----([\s\S]+?)-----END PUBLIC KEY-----/.exec(pem)?.[1]?.replace(/\s+/g, '');
  if (!body || !/^MI[A-Za-z0-9+/]+={0,2}$/.test(body) || body.length % 4 !== 0) return undefined;
  const bytes = (body.length / 4) * 3 - (body.length - body.replace(/=+$/, '').length);
  return bytes > 38 ? (bytes - 38) * 8 : undefined;
}
