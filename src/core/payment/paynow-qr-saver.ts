import type { HostAppPort } from '../ports/host-app.port';
import type { Channel } from '../shell/channel';
import { keepWay } from '../shell/keep-on-device';

/**
 * How the PayNow page offers to keep the QR image, since the banking app that scans it is usually on the
 * same phone (journeys.md): `download` in a browser (the PNG saved as a file); `app` inside the insurer's app when
 * its bridge can take the image (webviews ignore download links); `screenshot` inside the app without one.
 */
export type SaveQrWay = 'download' | 'app' | 'screenshot';

/** A PNG as a data URL, nothing else: the only thing the page ever hands the app to save. */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export class PayNowQrSaver {
  constructor(
    private readonly channel: Channel,
    private readonly hostApp: HostAppPort,
  ) {}

  way(): SaveQrWay {
    const way = keepWay(this.channel, this.hostApp);
    return way === 'none' ? 'screenshot' : way;
  }

  /** Hands the image to the app; false when it is not a PNG data URL or there is no bridge to take it. */
  toApp(dataUrl: string): boolean {
    if (!PNG_DATA_URL.test(dataUrl) || this.way() !== 'app') return false;
    return this.hostApp.saveImage?.(dataUrl) ?? false;
  }
}
