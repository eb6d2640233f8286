import { ApiClient } from '../../../src/core/http/api-client';
import { CheckMaintenance } from '../../../src/core/shell/maintenance';
import type { HttpReply } from '../../../src/core/ports/http.port';
import { envelopeReply, FakeHttp, FakeNavigation } from '../../support/fakes';

function check(reply: HttpReply, path = '/login') {
  const http = new FakeHttp().on('/rs/v1/maintenance', reply);
  const navigation = new FakeNavigation();
  navigation.path = path;
  const api = new ApiClient(http, { apiOrigin: '', requestTimeoutMs: 1000, bearerToken: () => null });
  return { run: () => new CheckMaintenance(api, navigation).execute(), navigation, http };
}

describe('maintenance check on load', () => {
  it('stays put when isMaintenance is the string "false"', async () => {
    const { run, navigation, http } = check(envelopeReply({ isMaintenance: 'false' }));
    await expect(run()).resolves.toBe(false);
    expect(navigation.history).toEqual([]);
    expect(http.requests[0]!.method).toBe('GET');
  });

  it.each([['true'], [true], [false], ['FALSE'], [null], [0], [''], [{}]])(
    'goes to /maintenance for isMaintenance %p',
    async (value) => {
      const { run, navigation } = check(envelopeReply({ isMaintenance: value }));
      await expect(run()).resolves.toBe(true);
      expect(navigation.history).toEqual(['/maintenance']);
    },
  );

  it.each<[string, HttpReply]>([
    ['a network failure', { kind: 'network' }],
    ['a timeout', { kind: 'timeout' }],
    ['a 500', envelopeReply({}, 500, 500)],
    ['a reply that is not JSON', { kind: 'reply', status: 200, text: '<html>' }],
    ['a body without isMaintenance (no answer, see docs/adr/0002-maintenance-check.md)', envelopeReply({})],
  ])('ignores %s', async (_, reply) => {
    const { run, navigation } = check(reply);
    await expect(run()).resolves.toBe(false);
    expect(navigation.history).toEqual([]);
  });
});
