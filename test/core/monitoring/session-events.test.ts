import { Monitor } from '../../../src/core/monitoring/monitor';
import { FakeTabBus, RecordingMonitoring, SequentialIds } from '../../support/fakes';
import { seconds, sessionTab, settle } from '../session/session-harness';

const JOURNEY = '/one-time-payment';

/** A session tab whose Monitor delivers to a recording port at once. */
function monitoredTab(options: Parameters<typeof sessionTab>[0] = {}) {
  const port = new RecordingMonitoring();
  const tab = sessionTab({
    path: JOURNEY,
    ...options,
    monitor: (clock, navigation) => {
      const monitor = new Monitor({ clock, ids: new SequentialIds(), release: 'r', path: () => navigation.path });
      monitor.connect(port);
      return monitor;
    },
  });
  const reasons = () => port.ofType('session-end').map((e) => e.reason);
  return { tab, port, reasons };
}

describe('session ends, as monitoring hears of them', () => {
  it('the prompt reached zero: timeout', async () => {
    const { tab, reasons } = monitoredTab();
    tab.clock.advance(seconds(1800 + 120));
    await settle();
    expect(reasons()).toEqual(['timeout']);
  });

  it('No on the prompt: declined', async () => {
    const { tab, reasons } = monitoredTab();
    tab.clock.advance(seconds(1800));
    await tab.session.decline();
    expect(reasons()).toEqual(['declined']);
  });

  it('another tab logged out: other-tab', async () => {
    const bus = new FakeTabBus();
    const first = sessionTab({ bus, path: JOURNEY });
    const { reasons } = monitoredTab({ bus });
    await first.logout.execute();
    await settle();
    expect(reasons()).toEqual(['other-tab']);
  });

  it('the webview at zero hands back to the app: hand-back', async () => {
    const { tab, reasons } = monitoredTab();
    tab.storage.set('source', tab.config.mobileAppSource);
    tab.storage.set('channel', 'ios');
    tab.clock.advance(seconds(1800));
    await settle();
    expect(reasons()).toEqual(['hand-back']);
  });

  it('a 401: one dialog event and unauthorised, once however often the dialog re-renders', () => {
    const { tab, port, reasons } = monitoredTab();
    tab.errorState.handleError({ status: 401 });
    tab.clock.advance(1000);
    expect(port.ofType('dialog')).toEqual([
      expect.objectContaining({ status: 401, route: JOURNEY, reference: expect.stringMatching(/^\w{4}-\w{4}$/) }),
    ]);
    expect(reasons()).toEqual(['unauthorised']);
  });
});
