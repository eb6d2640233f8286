import fc from 'fast-check';
import { ApiClient, readReply, type ApiResult } from '../../../src/core/http/api-client';
import { arrayOf, literal, num, object, optional, str, type Decoder } from '../../../src/core/shared/decode';
import { CheckMaintenance } from '../../../src/core/shell/maintenance';
import { FakeNavigation } from '../../support/fakes';
import { fuzzParameters } from '../../support/fuzz-config';
import { FUZZ_RUNS, FUZZ_TIMEOUT_MS, replyArbitrary } from '../../support/reply-arbitraries';

/** Every result is one of the typed outcomes the dialog or an inline error can show. */
function assertTyped(result: ApiResult<unknown>): void {
  if (result.ok) return;
  const f = result.failure;
  expect(['status', 'network', 'timeout', 'malformed']).toContain(f.kind);
  if (f.kind === 'status') {
    expect(Number.isInteger(f.status) && f.status >= 100 && f.status <= 599).toBe(true);
    expect(f.status === 200).toBe(false);
    if (f.code !== undefined) expect(typeof f.code).toBe('string');
    if (f.message !== undefined) expect(f.message.length).toBeLessThanOrEqual(500);
  }
}

describe('fuzzed replies (reliability gate)', () => {
  const decoders: Record<string, Decoder<unknown>> = {
    'a flat record': object({ id: str, amount: num }),
    'a nested list': object({ items: arrayOf(object({ id: str, kind: literal('A', 'B'), note: optional(str) })) }),
  };

  it.each(Object.entries(decoders))(
    `readReply turns ${FUZZ_RUNS} generated replies for %s into typed results, never a throw`,
    (_, decoder) => {
      fc.assert(
        fc.property(replyArbitrary(), (reply) => {
          assertTyped(readReply(reply, decoder));
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `GET /rs/v1/maintenance survives ${FUZZ_RUNS} generated replies: no throw, maintenance only on an explicit non-"false" value`,
    async () => {
      await fc.assert(
        fc.asyncProperty(replyArbitrary(fc.record({ isMaintenance: fc.jsonValue() })), async (reply) => {
          const navigation = new FakeNavigation();
          const api = new ApiClient(
            { send: async () => reply },
            { apiOrigin: '', requestTimeoutMs: 1, bearerToken: () => null },
          );
          const went = await new CheckMaintenance(api, navigation).execute();
          const parsed = readReply(reply, (b) => b);
          const value =
            parsed.ok && typeof parsed.data === 'object' && parsed.data !== null
              ? (parsed.data as Record<string, unknown>).isMaintenance
              : undefined;
          expect(went).toBe(parsed.ok && value !== undefined && value !== 'false');
          expect(navigation.history).toEqual(went ? ['/maintenance'] : []);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
