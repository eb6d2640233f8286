import { PayNowQrSaver } from '../../../src/core/payment/paynow-qr-saver';
import { Channel } from '../../../src/core/shell/channel';
import { FakeHostApp, InMemoryStorage } from '../../support/fakes';

/** The host app's bridge as a test sees it: whether it exists, and what it was asked to save. */
class BridgedHostApp extends FakeHostApp {
  saved: string[] = [];
  constructor(private readonly bridge: boolean) {
    super();
  }
  canSave(): boolean {
    return this.bridge;
  }
  saveImage(dataUrl: string): boolean {
    if (!this.bridge) return false;
    this.saved.push(dataUrl);
    return true;
  }
}

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function setUp(entry: { source?: string; channel?: string }, hostApp = new BridgedHostApp(true)) {
  const storage = new InMemoryStorage();
  if (entry.source) storage.set('source', entry.source);
  if (entry.channel) storage.set('channel', entry.channel);
  return { save: new PayNowQrSaver(new Channel(storage, 'mobileapp'), hostApp), hostApp };
}

describe('PayNowQrSaver', () => {
  it('in a browser (no mobile-app source, or the source without a channel): a download, never the bridge', () => {
    for (const entry of [{}, { source: 'mobileapp' }, { source: 'web', channel: 'ios' }]) {
      const { save, hostApp } = setUp(entry);
      expect(save.way()).toBe('download');
      expect(save.toApp(PNG)).toBe(false);
      expect(hostApp.saved).toEqual([]);
    }
  });

  it('in the app’s webview with a bridge: the image goes to the app', () => {
    const { save, hostApp } = setUp({ source: 'mobileapp', channel: 'ios' });
    expect(save.way()).toBe('app');
    expect(save.toApp(PNG)).toBe(true);
    expect(hostApp.saved).toEqual([PNG]);
  });

  it('in the webview without a bridge (or an adapter that cannot save images): a screenshot hint', () => {
    expect(setUp({ source: 'mobileapp', channel: 'ios' }, new BridgedHostApp(false)).save.way()).toBe('screenshot');
    const plain = new PayNowQrSaver(new Channel(new InMemoryStorage(), 'mobileapp'), new FakeHostApp());
    expect(plain.way()).toBe('download');
    const storage = new InMemoryStorage();
    storage.set('source', 'mobileapp');
    storage.set('channel', 'android');
    const noSaving = new PayNowQrSaver(new Channel(storage, 'mobileapp'), new FakeHostApp());
    expect(noSaving.way()).toBe('screenshot');
    expect(noSaving.toApp(PNG)).toBe(false);
  });

  it('hands the app only a PNG data URL', () => {
    const { save, hostApp } = setUp({ source: 'mobileapp', channel: 'ios' });
    for (const bad of [
      'https://evil.example/x.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      `${PNG}"`,
      '',
    ])
      expect(save.toApp(bad)).toBe(false);
    expect(hostApp.saved).toEqual([]);
  });
});
