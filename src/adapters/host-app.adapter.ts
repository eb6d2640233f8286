import { inject, injectable } from 'inversify';
import type { PortalConfig } from '../core/config';
import type { HostAppPort } from '../core/ports/host-app.port';
import { TOKENS } from './tokens';

interface NativeBridge {
  postMessage(message: string): void;
}
declare global {
  interface Window {
    ReactNativeWebView?: NativeBridge;
  }
}

/**
 * Hands control back to the insurer's app: through its bridge when the webview exposes one,
 * otherwise by opening the app's dashboard deep link, which the webview intercepts (docs/mobile-app.md).
 */
@injectable()
export class HostAppAdapter implements HostAppPort {
  constructor(@inject(TOKENS.Config) private readonly config: PortalConfig) {}

  returnToApp(): void {
    const bridge = window.ReactNativeWebView;
    if (bridge) bridge.postMessage(JSON.stringify({ type: 'return-to-app' }));
    else location.assign(this.config.mobileDashboardUrl);
  }

  /** Only the bridge can take a file: the dashboard deep link carries none (docs/mobile-app.md). */
  canSave(): boolean {
    return typeof window.ReactNativeWebView?.postMessage === 'function';
  }

  saveImage(dataUrl: string): boolean {
    return this.post({ type: 'save-image', dataUrl });
  }

  saveFile(fileName: string, dataUrl: string): boolean {
    return this.post({ type: 'save-file', fileName, dataUrl });
  }

  private post(message: object): boolean {
    const bridge = window.ReactNativeWebView;
    if (!bridge) return false;
    bridge.postMessage(JSON.stringify(message));
    return true;
  }
}
