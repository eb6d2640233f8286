import { DataLayer } from '../../../src/core/analytics/data-layer';
import { looksPersonal } from '../../../src/core/analytics/personal-data';
import { InMemoryStorage, RecordingAnalytics } from '../../support/fakes';

describe('data layer', () => {
  it('pushes the spec defaults, page name and url, userId and previous page', () => {
    const analytics = new RecordingAnalytics();
    const storage = new InMemoryStorage();
    storage.set('aauserid', 'AAU-7f3c9');
    const layer = new DataLayer(analytics, storage);
    layer.pageView('portal:home', '/');
    layer.pageView('portal:login', '/login');
    expect(analytics.entries).toEqual([
      {
        event: 'pageView',
        language: 'en',
        websiteCountry: 'sg',
        pageName: 'portal:home',
        pageUrl: '/',
        userId: 'AAU-7f3c9',
        previousPage: '',
      },
      {
        event: 'pageView',
        language: 'en',
        websiteCountry: 'sg',
        pageName: 'portal:login',
        pageUrl: '/login',
        userId: 'AAU-7f3c9',
        previousPage: 'portal:home',
      },
    ]);
  });

  it('drops a field that carries personal data', () => {
    const analytics = new RecordingAnalytics();
    new DataLayer(analytics, new InMemoryStorage()).pageView('portal:login', '/login?id=S1234567D');
    expect(analytics.entries[0]).not.toHaveProperty('pageUrl');
    expect(analytics.entries[0]).toHaveProperty('pageName', 'portal:login');
  });

  it.each([
    'S1234567D',
    'm1234567k',
    '1990-01-31',
    '31/01/1990',
    '31 Jan 1990',
    'tan@example.com',
    '+65 9123 4567',
    '91234567',
    '4111 1111 1111 1111',
    '123456',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
    'U2FsdGVkX19vYWJjZGVmZ2hpamtsbW5vcHFy',
    'E12345678',
  ])('recognises %s as personal', (value) => {
    expect(looksPersonal(value)).toBe(true);
  });

  it.each([
    'portal:home',
    '/one-time-payment/status/successful',
    '/third-party/one-time-payment/source-of-funds',
    'en',
    'sg',
    'AAU-7f3c9',
    'Session Ended',
    '',
  ])('lets %p through', (value) => {
    expect(looksPersonal(value)).toBe(false);
  });
});
