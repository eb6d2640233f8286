import { THIRD_PARTY_SCRIPTS, type PortalConfig, type ThirdPartyScript } from '../config';
import type { AnalyticsEntry } from '../ports/analytics.port';

/**
 * The page the third-party scripts run in (public/vendor/frame/index.html): a sandboxed frame with an opaque
 * origin, which cannot read the portal's pages, storage or globals (docs/security.md, "Third-party scripts").
 */
export const VENDOR_FRAME_PATH = '/vendor/frame/';

/** Vendor files that never change: each loads only with its integrity hash. A tag manager's file changes. */
export const FIXED_VENDOR_FILES: readonly ThirdPartyScript[] = ['domLibraryUrl', 'feedbackSdkUrl', 'monitoringUrl'];

export interface FramedScript {
  src: string;
  /** The Subresource Integrity hash; '' only for the tag manager. */
  integrity: string;
}

/** What the portal posts to the frame; it never reads a message from it. */
export type VendorFrameMessage =
  { kind: 'start'; scripts: FramedScript[]; entries: AnalyticsEntry[] } | { kind: 'push'; entry: AnalyticsEntry };

/**
 * The scripts the frame loads, and the fixed files refused for want of an integrity hash: a vendor file the
 * portal cannot pin could be swapped for anything on the vendor's host.
 */
export function framedScripts(config: PortalConfig): { scripts: FramedScript[]; refused: ThirdPartyScript[] } {
  const scripts: FramedScript[] = [];
  const refused: ThirdPartyScript[] = [];
  for (const key of THIRD_PARTY_SCRIPTS) {
    const src = config.thirdParty[key];
    if (!src) continue;
    const integrity = config.thirdPartyIntegrity[key] ?? '';
    if (!integrity && FIXED_VENDOR_FILES.includes(key)) refused.push(key);
    else scripts.push({ src, integrity });
  }
  return { scripts, refused };
}
