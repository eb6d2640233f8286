import type { HostAppPort } from '../ports/host-app.port';
import type { Channel } from './channel';

/**
 * How a page offers a file to keep (the PayNow QR image, a PDF receipt): `download` in a browser; `app` inside the
 * insurer's app when its bridge can take the file (webviews ignore download links); `none` inside the app without
 * one (docs/mobile-app.md).
 */
export type KeepWay = 'download' | 'app' | 'none';

export function keepWay(channel: Channel, hostApp: HostAppPort): KeepWay {
  if (!channel.inNativeWebview) return 'download';
  return hostApp.canSave?.() ? 'app' : 'none';
}
