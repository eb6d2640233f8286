import type { StoragePort } from '../ports/storage.port';

/**
 * How the customer came in, from the entry keys RecordEntry keeps (`source`, `channel`): the spec's two questions,
 * asked here only. Each answer reads storage, the keys' one home, so it holds however early the composition built it.
 */
export class Channel {
  constructor(
    private readonly storage: StoragePort,
    private readonly mobileAppSource: string,
  ) {}

  /** The source is the mobile-app source: logout goes to the app's dashboard. */
  get fromMobileApp(): boolean {
    return this.storage.get('source') === this.mobileAppSource;
  }

  /** The mobile-app source and a channel value, the spec's native webview: the inactivity hand-back, Exit to the app. */
  get inNativeWebview(): boolean {
    return this.fromMobileApp && Boolean(this.storage.get('channel'));
  }
}
