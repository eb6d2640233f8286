import { looksPersonal } from '../../../src/core/analytics/personal-data';
import { newReference, REFERENCE_PATTERN } from '../../../src/core/monitoring/reference';
import { pathPattern } from '../../../src/core/monitoring/monitor';
import { routePattern } from '../../../src/core/monitoring/route-pattern';
import { SequentialIds } from '../../support/fakes';

const uuids = (values: string[]) => {
  let i = 0;
  return { newId: () => values[i++ % values.length]! };
};

describe('support references', () => {
  it('are four and four characters of Crockford base 32, from the random part of a UUID', () => {
    const reference = newReference(uuids(['0123456789ab-4def-8123-456789abcdef']));
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(newReference(uuids(['0123456789ab-4def-8123-456789abcdef']))).toBe(reference);
  });

  it('never look personal to the privacy guard: one that would is drawn again', () => {
    // 0x40443214c7 spells "8123-4567", a Singapore phone number: the next id is used instead.
    const phoneLike = '40443214-c7aa-4aaa-8aaa-aaaaaaaaaaaa';
    const next = '0123456789-ab4d-4f81-2345-6789abcdef01';
    expect(newReference(uuids([phoneLike, next]))).toBe(newReference(uuids([next])));
    for (let i = 0; i < 2000; i++) {
      const reference = newReference({ newId: () => crypto.randomUUID() });
      expect(looksPersonal(reference)).toBe(false);
    }
  });

  it('work from any id (test fakes)', () => {
    expect(newReference(new SequentialIds())).toMatch(REFERENCE_PATTERN);
  });
});

describe('patterns', () => {
  it('an API path without values', () => {
    expect(pathPattern('/rs/v1/policies/due')).toBe('/rs/v1/policies/due');
    expect(pathPattern('/rs/v1/payments/P-1234/status?ref=9')).toBe('/rs/v1/payments/{id}/status');
  });

  it('a route of the catalogue, or *', () => {
    expect(routePattern('/login?next=/x')).toBe('/login');
    expect(routePattern('/one-time-payment#top')).toBe('/one-time-payment');
    expect(routePattern('/S1234567D')).toBe('*');
    expect(routePattern('/tan-wei-ming')).toBe('*');
  });
});
