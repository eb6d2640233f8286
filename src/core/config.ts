import type { MonitoringConfig } from './monitoring/monitoring-config';
import { parseWebAddress } from './shared/web-address';
import type { Language } from './shell/language';
import { isAllowListEntry } from './shell/outbound';

/** Runtime configuration: config.json, read and checked at start-up, changeable without a rebuild (docs/config.md). */
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
  /** When the hotline answers, shown beside the number: "Monday to Friday, 9 am to 6 pm". */
  customerServiceHours: string;
  /** The same in the other languages the portal speaks; '' shows the English words (hotlineHours). */
  customerServiceHoursIn: Record<Exclude<Language, 'en'>, string>;
  /**
   * What the insurer does with a scheduled GIRO or card deduction when the customer also pays that premium by hand:
   * shown when they choose to (docs/config.md).
   */
  paidTwiceNote: string;
  /** The same in the other languages; '' shows the English words (paidTwiceNote). */
  paidTwiceNoteIn: Record<Exclude<Language, 'en'>, string>;
  /**
   * Singpass's logo file on the "Log in with Singpass" button, as the insurer received it from Singpass: '' for the
   * word, a path on the portal's origin, or an https address, whose origin then joins the CSP's img-src.
   */
  singpassLogoUrl: string;
  /**
   * Where a reply may send the customer (gateway, bank, Singpass): https origins, "self" for the portal's own
   * origin; plain http only on a loopback host (src/core/shell/outbound.ts, docs/config.md). Empty: none.
   */
  redirectOrigins: readonly string[];
  /** PayNow's words that depend on the insurer's rules and its customers' banks (docs/config.md). */
  payNow: PayNowRules;
  /** Milliseconds before a call is given up as timed out. */
  requestTimeoutMs: number;
  thirdParty: Record<ThirdPartyScript, string>;
  /** Subresource-integrity hashes ("sha384-…") for the third-party scripts whose hosts serve fixed files. */
  thirdPartyIntegrity: Partial<Record<ThirdPartyScript, string>>;
  /**
   * Further origins the tag manager's tags load from and report to: allowed in the vendor frame's policy only, never
   * in a portal page's (docs/config.md). Empty: the frame reaches only the scripts' own hosts.
   */
  tagManagerHosts: readonly string[];
  /** The portal's own monitoring events (docs/monitoring.md): off while the endpoint is ''. */
  monitoring: MonitoringConfig;
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

export interface PayNowRules {
  /** From this amount (S$) the PayNow page warns that banks cap PayNow transfers a day. */
  limitNoticeFromDollars: number;
  /** Working days the insurer takes to apply or refund a transfer it cannot match (late, or without reference). */
  unmatchedWorkingDays: number;
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
  customerServiceHours: 'Monday to Friday, 9 am to 6 pm, except public holidays',
  customerServiceHoursIn: { zh: '', ms: '', ta: '' },
  paidTwiceNote: 'The scheduled deduction is still made. We then use it for your next premium, or refund it to you.',
  paidTwiceNoteIn: { zh: '', ms: '', ta: '' },
  singpassLogoUrl: '',
  redirectOrigins: [],
  payNow: { limitNoticeFromDollars: 1000, unmatchedWorkingDays: 10 },
  requestTimeoutMs: 30000,
  thirdParty: { domLibraryUrl: '', feedbackSdkUrl: '', tagManagerUrl: '', monitoringUrl: '' },
  thirdPartyIntegrity: {},
  tagManagerHosts: [],
  monitoring: { endpoint: '', sampleRate: 1 },
};

/**
 * What makes config.json unusable; the words are for the operator's console, not customers. `unknownKey` and
 * `wrongType` name the key (`insurer.colour`); docs/config.md says which rule each code stands for.
 */
export type ConfigProblem =
  | 'configUnreachable'
  | 'configNotJson'
  | 'configNotObject'
  | `unknownKey ${string}`
  | `wrongType ${string}`
  | 'aesSecretMissing'
  | 'aesSecretNotKey'
  | 'rsaKeyMissing'
  | 'rsaKeyShort'
  | 'apiOriginMalformed'
  | 'exitUrlNotHttps'
  | 'dashboardUrlNotAllowed'
  | 'appSourceMalformed'
  | 'phoneMalformed'
  | 'hoursMalformed'
  | 'paidTwiceNoteMalformed'
  | 'singpassLogoMalformed'
  | 'insurerNameBlank'
  | 'uenMalformed'
  | 'payNowUenMalformed'
  | 'logoUrlNotPath'
  | 'insurerLinkNotHttps'
  | 'redirectOriginMalformed'
  | 'requestTimeoutInvalid'
  | 'payNowRuleInvalid'
  | 'thirdPartyUrlNotHttps'
  | 'integrityMalformed'
  | 'tagManagerHostMalformed'
  | 'monitoringEndpointMalformed'
  | 'monitoringEndpointMissing'
  | 'sampleRateInvalid';

export const MIN_RSA_BITS = 3072;

/** One key's rule: its JSON type, what a value of that type may be, and the problem when it is absent (if any). */
interface Rule<T> {
  type: 'string' | 'number' | 'strings';
  /** The problem of a value of the right type, undefined when it is usable. */
  check: (value: T) => ConfigProblem | undefined;
  /** Required keys only: the problem when the key is absent. */
  missing?: ConfigProblem;
  /** Tidies the value before it is checked and used. */
  tidy?: (value: T) => T;
}

/** A rule for every key of the configuration, nested as it is: the compiler keeps the two in step. */
type Rules<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends string
    ? Rule<string>
    : NonNullable<T[K]> extends number
      ? Rule<number>
      : NonNullable<T[K]> extends readonly string[]
        ? Rule<readonly string[]>
        : Rules<NonNullable<T[K]>>;
};

const text = (check: Rule<string>['check'], more: Partial<Rule<string>> = {}): Rule<string> => ({
  type: 'string',
  check,
  ...more,
});
const when = (ok: (value: string) => boolean, problem: ConfigProblem) => (value: string) =>
  ok(value) ? undefined : problem;
const ruleFor = <K extends string>(keys: readonly K[], rule: Rule<string>) =>
  Object.fromEntries(keys.map((key) => [key, rule])) as Record<K, Rule<string>>;

/** Words in one language: `min` to `max` characters, no line breaks or controls. */
const words = (min: number, max: number, problem: ConfigProblem) =>
  text(
    when((v) => [...v].length >= min && [...v].length <= max && !/[\p{Cc}\p{Cf}]/u.test(v), problem),
    { tidy: (v) => v.trim() },
  );
const hours = (min: number) => words(min, 100, 'hoursMalformed');
const paidTwice = (min: number) => words(min, 300, 'paidTwiceNoteMalformed');

/**
 * An absolute http(s) address as the browser will read it, by the portal's one address parser: undefined for a
 * relative one, and for whitespace, controls, backslashes, credentials or another scheme anywhere in it.
 */
const webAddress = (value: string) =>
  /^https?:\/\//i.test(value) ? parseWebAddress(value, 'https://portal.invalid') : undefined;
const isHttps = (value: string) => webAddress(value)?.href.startsWith('https:') === true;
/** https, or plain http to this machine, which only the sandbox and tests use. */
const isWebAddress = (value: string) => webAddress(value)?.secure === true;
/** An origin (https, or http on a loopback host) and nothing more: the allow-list's own rule. */
const isOrigin = (value: string) => value !== 'self' && isAllowListEntry(value);
/** A path on the portal's own origin, never "//host" or a scheme. */
const isOwnPath = (value: string) => /^\/\w[\w\-./]*$/.test(value);
/**
 * The app's own scheme (`example-insurer://dashboard`: printable ASCII, no backslash) or https. Schemes a browser
 * handles itself are refused: they would run script, show a downgraded page or open something other than the app.
 */
const isAppAddress = (value: string) =>
  isHttps(value) ||
  (/^[a-z][a-z0-9+.-]*:\/\/[!-[\]-~]+$/.test(value) &&
    !/^(https?|javascript|vbscript|data|blob|file|filesystem|about|view-source|intent|ftp|wss?|chrome|mailto|tel|sms):/.test(
      value,
    ));
/** Singapore numbers as shown to customers: "+65 6000 0000" (fixed, mobile, 3xxx) or "1800 123 4567" (free). */
const isPhone = (value: string) => /^(\+65 [3689]\d{3} \d{4}|1800 \d{3} \d{4})$/.test(value);
/**
 * ACRA's UEN forms: a business (8 digits and a check letter), a local company (year of incorporation, 5 digits
 * and a check letter) or another entity (T/S/R and the year's last two digits, a 2-letter entity type, 4 digits
 * and a check letter). The check letter itself is not verified.
 */
export const isUen = (value: string) => /^(\d{8}[A-Z]|(19|20)\d{7}[A-Z]|[RST]\d{2}[A-Z]{2}\d{4}[A-Z])$/.test(value);

const RULES: Rules<PortalConfig> = {
  apiOrigin: text(
    when((v) => v === '' || isOrigin(v), 'apiOriginMalformed'),
    { tidy: (v) => v.replace(/\/+$/, '') },
  ),
  rsaPublicKey: text(
    (pem) => {
      const bits = rsaModulusBits(pem);
      return bits === undefined ? 'rsaKeyMissing' : bits < MIN_RSA_BITS ? 'rsaKeyShort' : undefined;
    },
    { missing: 'rsaKeyMissing' },
  ),
  // The token key: a 256-bit key in hex (docs/security.md), never a passphrase.
  aesSecret: text((v) => (!v.trim() ? 'aesSecretMissing' : /^[0-9a-f]{64}$/i.test(v) ? undefined : 'aesSecretNotKey'), {
    missing: 'aesSecretMissing',
  }),
  exitUrl: text(when(isHttps, 'exitUrlNotHttps')),
  mobileDashboardUrl: text(when(isAppAddress, 'dashboardUrlNotAllowed')),
  insurer: {
    name: text(when(Boolean, 'insurerNameBlank'), { tidy: (v) => v.trim() }),
    uen: text(when(isUen, 'uenMalformed'), { tidy: (v) => v.trim() }),
    payNowUens: {
      type: 'strings',
      tidy: (list) => list.map((uen) => uen.trim()),
      check: (list) => (list.every(isUen) ? undefined : 'payNowUenMalformed'),
    },
    logoUrl: text(when((v) => v === '' || isOwnPath(v), 'logoUrlNotPath')),
    ...ruleFor(['privacyUrl', 'termsUrl', 'securityUrl'] as const, text(when(isHttps, 'insurerLinkNotHttps'))),
  },
  mobileAppSource: text(when((v) => /^[\w-]{1,40}$/.test(v), 'appSourceMalformed')),
  customerServicePhone: text(when(isPhone, 'phoneMalformed')),
  customerServiceHours: hours(1),
  customerServiceHoursIn: ruleFor(['zh', 'ms', 'ta'] as const, hours(0)),
  paidTwiceNote: paidTwice(1),
  paidTwiceNoteIn: ruleFor(['zh', 'ms', 'ta'] as const, paidTwice(0)),
  singpassLogoUrl: text(when((v) => v === '' || isOwnPath(v) || isHttps(v), 'singpassLogoMalformed')),
  redirectOrigins: {
    type: 'strings',
    // The guard's own rule for an entry (src/core/shell/outbound.ts): one rule, checked here before anything starts.
    check: (list) => (list.every(isAllowListEntry) ? undefined : 'redirectOriginMalformed'),
  },
  payNow: {
    limitNoticeFromDollars: {
      type: 'number',
      check: (n) => (Number.isInteger(n) && n >= 0 ? undefined : 'payNowRuleInvalid'),
    },
    unmatchedWorkingDays: {
      type: 'number',
      check: (n) => (Number.isInteger(n) && n >= 1 && n <= 60 ? undefined : 'payNowRuleInvalid'),
    },
  },
  requestTimeoutMs: {
    type: 'number',
    check: (ms) => (Number.isInteger(ms) && ms > 0 ? undefined : 'requestTimeoutInvalid'),
  },
  thirdParty: ruleFor(THIRD_PARTY_SCRIPTS, text(when((v) => v === '' || isWebAddress(v), 'thirdPartyUrlNotHttps'))),
  thirdPartyIntegrity: ruleFor(
    THIRD_PARTY_SCRIPTS,
    text(when((v) => /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(v), 'integrityMalformed')),
  ),
  tagManagerHosts: {
    type: 'strings',
    check: (list) => (list.every(isOrigin) ? undefined : 'tagManagerHostMalformed'),
  },
  monitoring: {
    // Not a query or a fragment: events carry their own fields (docs/monitoring.md).
    endpoint: text(
      when((v) => v === '' || isOwnPath(v) || (isWebAddress(v) && !/[?#]/.test(v)), 'monitoringEndpointMalformed'),
    ),
    sampleRate: { type: 'number', check: (rate) => (rate >= 0 && rate <= 1 ? undefined : 'sampleRateInvalid') },
  },
};

const isRule = (rule: unknown): rule is Rule<unknown> => isRecord(rule) && typeof rule.check === 'function';

function typeFits(rule: Rule<unknown>, value: unknown): boolean {
  if (rule.type === 'strings') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  return rule.type === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === 'string';
}

/**
 * Walks a raw object along its rules: every unknown key, wrong type and unusable value becomes a problem, and
 * every usable value replaces the default beside it.
 */
function walk(rules: object, raw: Record<string, unknown>, defaults: object, path: string, problems: ConfigProblem[]) {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(raw))
    if (!Object.prototype.hasOwnProperty.call(rules, key)) problems.push(`unknownKey ${path}${key}`);
  for (const [key, rule] of Object.entries(rules as Record<string, unknown>)) {
    const value = raw[key];
    const fallback = (defaults as Record<string, unknown>)[key];
    if (isRule(rule)) {
      if (value === undefined) {
        if (rule.missing) problems.push(rule.missing);
      } else if (!typeFits(rule, value)) problems.push(`wrongType ${path}${key}`);
      else {
        const tidy = rule.tidy ? rule.tidy(value) : value;
        const problem = rule.check(tidy);
        if (problem) problems.push(problem);
        else out[key] = tidy;
      }
      out[key] ??= fallback;
      if (out[key] === undefined) delete out[key];
    } else {
      if (value !== undefined && !isRecord(value)) problems.push(`wrongType ${path}${key}`);
      out[key] = walk(rule as object, isRecord(value) ? value : {}, fallback ?? {}, `${path}${key}.`, problems);
    }
  }
  return out;
}

export interface ConfigReading {
  config: PortalConfig;
  problems: ConfigProblem[];
}

/** The configuration and its problems: each usable value over the default, each other key a problem. */
export function checkConfig(raw: unknown): ConfigReading {
  if (!isRecord(raw)) return { config: DEFAULT_CONFIG, problems: ['configNotObject'] };
  const problems: ConfigProblem[] = [];
  const config = walk(RULES, raw, DEFAULT_CONFIG, '', problems) as unknown as PortalConfig;
  return { config, problems };
}

/** config.json's text, parsed (never run) and checked: what the browser, the servers and the deploy command read. */
export function readConfigFile(json: string): ConfigReading {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { config: DEFAULT_CONFIG, problems: ['configNotJson'] };
  }
  return checkConfig(raw);
}

/**
 * What a deployment's config.json must also have, though the portal starts without it: a reporting endpoint. The
 * CSP's violation reports go there (docs/monitoring.md); without one an injected script is blocked unseen.
 * The deploy command refuses it (server/nginx.ts, configFromFile); the browser does not, so payments never wait on
 * monitoring.
 */
export const deploymentProblems = (config: PortalConfig): ConfigProblem[] =>
  config.monitoring.endpoint ? [] : ['monitoringEndpointMissing'];

/** The usable values of an untrusted config object over the defaults (the servers build their own with it). */
export const readConfig = (raw: unknown): PortalConfig => checkConfig(raw).config;

/**
 * The problems of a raw configuration, none when it is usable. Checked before anything starts: a portal without
 * its token secret, with no or a short RSA key, with addresses it should not send a customer to, or with a key it
 * does not know (a typo would otherwise quietly keep the default) says so and sends nothing instead.
 */
export const configProblems = (raw: unknown): ConfigProblem[] => checkConfig(raw).problems;

/** When the hotline answers, in the customer's language where config.json gives it, else in English. */
export function hotlineHours(config: PortalConfig, language: Language): string {
  return (language === 'en' ? '' : config.customerServiceHoursIn[language]) || config.customerServiceHours;
}

/** What happens to a scheduled deduction of a premium also paid by hand, in the customer's language where given. */
export function paidTwiceNote(config: PortalConfig, language: Language): string {
  return (language === 'en' ? '' : config.paidTwiceNoteIn[language]) || config.paidTwiceNote;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
