import { Channel } from '../../../src/core/shell/channel';
import { RecordEntry } from '../../../src/core/shell/entry.use-case';
import { InMemoryStorage } from '../../support/fakes';

describe('entry from the mobile app', () => {
  it('keeps source and channel from the query in session storage', () => {
    const storage = new InMemoryStorage();
    new RecordEntry(storage).execute(new URLSearchParams('source=mobileapp&channel=ios&x=1'));
    expect([...storage.session]).toEqual([
      ['source', 'mobileapp'],
      ['channel', 'ios'],
    ]);
    expect(new Channel(storage, 'mobileapp').inNativeWebview).toBe(true);
  });

  it('ignores values that are not plain tokens, and keeps earlier ones', () => {
    const storage = new InMemoryStorage();
    storage.set('source', 'mobileapp');
    new RecordEntry(storage).execute(new URLSearchParams('source=<script>&channel='));
    expect(storage.get('source')).toBe('mobileapp');
    expect(new Channel(storage, 'mobileapp').inNativeWebview).toBe(false);
  });
});

describe('Channel: the spec’s two questions about the entry keys', () => {
  it.each([
    ['no entry keys', {}, false, false],
    ['another source with a channel', { source: 'web', channel: 'ios' }, false, false],
    ['the mobile-app source without a channel', { source: 'mobileapp' }, true, false],
    ['the mobile-app source and a channel', { source: 'mobileapp', channel: 'android' }, true, true],
  ] as const)('%s', (_name, entry: { source?: string; channel?: string }, fromMobileApp, inNativeWebview) => {
    const storage = new InMemoryStorage();
    const channel = new Channel(storage, 'mobileapp');
    if (entry.source) storage.set('source', entry.source);
    if (entry.channel) storage.set('channel', entry.channel);
    expect({ fromMobileApp: channel.fromMobileApp, inNativeWebview: channel.inNativeWebview }).toEqual({
      fromMobileApp,
      inNativeWebview,
    });
  });
});
