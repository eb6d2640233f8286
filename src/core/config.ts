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
  /** The `source` query value that marks the insurer's mobile app. */
  mobileAppSource: string;
  customerServicePhone: string;
  /** Milliseconds before a call is given up as timed out. */
  requestTimeoutMs: number;
  thirdParty: Record<ThirdPartyScript, string>;
  /** Subresource-integrity hashes ("sha384-…") for the third-party scripts whose hosts serve fixed files. */
  thirdPartyIntegrity: Partial<Record<ThirdPartyScript, string>>;
}

export const THIRD_PARTY_SCRIPTS = ['domLibraryUrl', 'feedbackSdkUrl', 'tagManagerUrl', 'monitoringUrl'] as const;
export type ThirdPartyScript = (typeof THIRD_PARTY_SCRIPTS)[number];

export const DEFAULT_CONFIG: PortalConfig = {
  apiOrigin: '',
  rsaPublicKey: '',
  aesSecret: '',
  exitUrl: 'https://www.example-insurer.com.sg/',
  mobileDashboardUrl: 'example-insurer://dashboard',
  mobileAppSource: 'mobileapp',
  customerServicePhone: '+65 6000 0000',
  requestTimeoutMs: 30000,
  thirdParty: { domLibraryUrl: '', feedbackSdkUrl: '', tagManagerUrl: '', monitoringUrl: '' },
  thirdPartyIntegrity: {},
};

/** Merges an untrusted config object over the defaults, keeping only known keys of the right type. */
export function readConfig(raw: unknown): PortalConfig {
  const source = isRecord(raw) ? raw : {};
  const third = isRecord(source.thirdParty) ? source.thirdParty : {};
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
    mobileAppSource: str(source, 'mobileAppSource', d.mobileAppSource),
    customerServicePhone: str(source, 'customerServicePhone', d.customerServicePhone),
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

/** Third-party scripts only from https (or a local test host); anything else stays off. */
function httpsOrLocal(url: string): string {
  return /^https:\/\/[^\s]+$/.test(url) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/[^\s]*$/.test(url) ? url : '';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
