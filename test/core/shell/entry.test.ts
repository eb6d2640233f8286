import { isNativeWebview, RecordEntry } from '../../../src/core/shell/entry.use-case';
import { InMemoryStorage } from '../../support/fakes';

describe('entry from the mobile app', () => {
  it('keeps source and channel from the query in session storage', () => {
    const storage = new InMemoryStorage();
    new RecordEntry(storage).execute(new URLSearchParams('source=mobileapp&channel=ios&x=1'));
    expect([...storage.session]).toEqual([
      ['source', 'mobileapp'],
      ['channel', 'ios'],
    ]);
    expect(isNativeWebview(storage, 'mobileapp')).toBe(true);
  });

  it('ignores values that are not plain tokens, and keeps earlier ones', () => {
    const storage = new InMemoryStorage();
    storage.set('source', 'mobileapp');
    new RecordEntry(storage).execute(new URLSearchParams('source=<script>&channel='));
    expect(storage.get('source')).toBe('mobileapp');
    expect(isNativeWebview(storage, 'mobileapp')).toBe(false);
  });
});
