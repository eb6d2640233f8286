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
 * What the frames load: `scripts` in the hidden frame on every page, after idle; `feedback`, the feedback SDK, only
 * when the customer asks for its form, in a visible frame of its own (startFeedback). `refused`: the fixed files
 * configured without their integrity hash, never loaded: a vendor file the portal cannot pin could be swapped for
 * anything on the vendor's host.
 */
export function framedScripts(config: PortalConfig): {
  scripts: FramedScript[];
  feedback: FramedScript | undefined;
  refused: ThirdPartyScript[];
} {
  const scripts: FramedScript[] = [];
  const refused: ThirdPartyScript[] = [];
  let feedback: FramedScript | undefined;
  for (const key of THIRD_PARTY_SCRIPTS) {
    const src = config.thirdParty[key];
    if (!src) continue;
    const integrity = config.thirdPartyIntegrity[key] ?? '';
    if (!integrity && FIXED_VENDOR_FILES.includes(key)) refused.push(key);
    else if (key === 'feedbackSdkUrl') feedback = { src, integrity };
    else scripts.push({ src, integrity });
  }
  return { scripts, feedback, refused };
}

/** A window a message can be posted to: the feedback frame's, once it has loaded. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * Starts the feedback SDK in its frame (the vendor frame's page, shown in a dialog): it learns which page the
 * customer was on, by its analytics name, and nothing else.
 */
export function startFeedback(frame: MessageTarget, feedback: FramedScript, pageName: string): void {
  const message: VendorFrameMessage = {
    kind: 'start',
    scripts: [feedback],
    entries: [{ event: 'feedback', pageName }],
  };
  // '*': the sandboxed frame's origin is opaque, so no origin names it.
  frame.postMessage(message, '*');
}
