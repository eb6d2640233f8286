import { DataLayerAdapter } from '../../src/adapters/data-layer.adapter';
import { loadVendorFrame } from '../../src/adapters/third-party-scripts.adapter';
import { readConfig } from '../../src/core/config';

const frames = () => [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-third-party]')];

describe('the vendor frame', () => {
  afterEach(() => frames().forEach((f) => f.remove()));

  it('opens one hidden frame, sandboxed without allow-same-origin, once the page is idle', async () => {
    const config = readConfig({ thirdParty: { tagManagerUrl: 'https://tags.example/gtm.js' } });
    loadVendorFrame(config, new DataLayerAdapter());
    expect(frames()).toHaveLength(0);
    await new Promise((idle) => setTimeout(idle, 20));
    const [frame, ...more] = frames();
    expect(more).toHaveLength(0);
    expect(frame!.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame!.getAttribute('src')).toBe('/vendor/frame/');
    expect(frame!.hidden).toBe(true);
    expect([frame!.width, frame!.height, frame!.tabIndex]).toEqual(['0', '0', -1]);
    expect(frame!.getAttribute('aria-hidden')).toBe('true');
    expect(frame!.title).toBe('Third-party scripts');
    expect(document.querySelectorAll('script[src*="tags.example"]')).toHaveLength(0);
  });

  it('refuses a fixed vendor file without an integrity hash, and says why', async () => {
    const warn = jest.mocked(console.warn).mockImplementationOnce(() => undefined);
    loadVendorFrame(
      readConfig({ thirdParty: { domLibraryUrl: 'https://cdn.example/dom.js' } }),
      new DataLayerAdapter(),
    );
    expect(warn).toHaveBeenCalledWith(
      '[portal] thirdParty.domLibraryUrl not loaded: a fixed vendor file needs thirdPartyIntegrity.domLibraryUrl (docs/config.md)',
    );
    await new Promise((idle) => setTimeout(idle, 20));
    expect(frames()).toHaveLength(0); // nothing else was configured
  });
});

describe('DataLayerAdapter', () => {
  it('hands the frame its own entries, those before and after, never what others put in window.dataLayer', () => {
    const adapter = new DataLayerAdapter();
    adapter.push({ event: 'pageView', pageName: 'home' });
    window.dataLayer!.push({ planted: 'S1234567D' });
    const started: unknown[] = [];
    const forwarded: unknown[] = [];
    adapter.forwardTo(
      (entries) => started.push(...entries),
      (entry) => forwarded.push(entry),
    );
    adapter.push({ event: 'pageView', pageName: 'login' });
    expect(started).toEqual([{ event: 'pageView', pageName: 'home' }]);
    expect(forwarded).toEqual([{ event: 'pageView', pageName: 'login' }]);
    expect(window.dataLayer).toHaveLength(3);
  });
});
