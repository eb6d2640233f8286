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
  thirdParty: {
    domLibraryUrl: string;
    feedbackSdkUrl: string;
    tagManagerUrl: string;
    monitoringUrl: string;
  };
}

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
};

/** Merges an untrusted config object over the defaults, keeping only known keys of the right type. */
export function readConfig(raw: unknown): PortalConfig {
  const source = isRecord(raw) ? raw : {};
  const third = isRecord(source.thirdParty) ? source.thirdParty : {};
  const str = (from: Record<string, unknown>, key: string, fallback: string) =>
    typeof from[key] === 'string' ? (from[key] as string) : fallback;
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
    thirdParty: {
      domLibraryUrl: str(third, 'domLibraryUrl', ''),
      feedbackSdkUrl: str(third, 'feedbackSdkUrl', ''),
      tagManagerUrl: str(third, 'tagManagerUrl', ''),
      monitoringUrl: str(third, 'monitoringUrl', ''),
    },
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
