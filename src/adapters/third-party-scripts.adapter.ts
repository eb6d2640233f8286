import type { PortalConfig } from '../core/config';
import { framedScripts, VENDOR_FRAME_PATH, type VendorFrameMessage } from '../core/analytics/vendor-frame';
import type { DataLayerAdapter } from './data-layer.adapter';

/**
 * Runs the configured third-party scripts (DOM library, tag manager, monitoring; the feedback SDK opens only when
 * asked, src/ui/shell/feedback.tsx) in a hidden frame of their own, sandboxed without `allow-same-origin`: an opaque origin that cannot read the portal's pages, fields,
 * storage, cookies or configuration (docs/security.md). The frame gets the data layer's entries by message, and the
 * portal listens to nothing it sends. It opens after the page has loaded and gone idle, so it never delays the first
 * paint; a script that fails to load changes nothing.
 */
export function loadVendorFrame(config: PortalConfig, dataLayer: DataLayerAdapter, doc: Document = document): void {
  const { scripts, refused } = framedScripts(config);
  for (const key of refused)
    console.warn(
      `[portal] thirdParty.${key} not loaded: a fixed vendor file needs thirdPartyIntegrity.${key} (docs/config.md)`,
    );
  if (scripts.length === 0) return;
  const open = () => {
    const frame = doc.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.title = 'Third-party scripts';
    frame.hidden = true;
    frame.width = frame.height = '0';
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.referrerPolicy = 'no-referrer';
    frame.dataset.thirdParty = 'frame';
    frame.addEventListener(
      'load',
      () => {
        // '*': the sandboxed frame's origin is opaque, so no origin names it; what goes is what any tag may send.
        const post = (message: VendorFrameMessage) => frame.contentWindow?.postMessage(message, '*');
        dataLayer.forwardTo(
          (entries) => post({ kind: 'start', scripts, entries }),
          (entry) => post({ kind: 'push', entry }),
        );
      },
      { once: true },
    );
    frame.src = VENDOR_FRAME_PATH;
    doc.body.append(frame);
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(open, { timeout: 3000 }) : setTimeout(open, 1);
  if (doc.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
