import fc from 'fast-check';
import { ID_TYPES } from '../../src/core/api/login.contract';
import { validateIdNumber } from '../../src/core/login/identity';
import { checkHolderName } from '../../src/core/recurring/enter-giro-account.use-case';
import { firstCardDeduction } from '../../src/core/recurring/due-dates';
import { containsCardNumber } from '../../src/core/third-party/card-number-guard';
import { CARD_LIMIT_CENTS, MIN_PAYMENT_CENTS, PAYNOW_LIMIT_CENTS } from '../../src/core/shared/money';
import { firstDeduction, holdsCardNumber, LIMITS, validHolderName, validIdNumber } from '../../sandbox/rules';
import { FUZZ_RUNS, FUZZ_SEED } from '../support/fuzz-config';

/**
 * The sandbox states the server's rules itself (sandbox/rules.ts) and the portal checks the same rules
 * before it calls. Written twice on purpose, they must agree: a portal rule that drifts fails here
 * instead of being copied into the sandbox that tests it.
 */
const params = { numRuns: FUZZ_RUNS, seed: FUZZ_SEED };
const NOW = Date.UTC(2026, 10, 24, 2);

describe('the sandbox and the portal agree on the server rules', () => {
  it('on the payment limits', () => {
    expect(LIMITS).toEqual({
      minimumCents: MIN_PAYMENT_CENTS,
      cardCents: CARD_LIMIT_CENTS,
      payNowCents: PAYNOW_LIMIT_CENTS,
    });
  });

  it('on NRIC, FIN and passport numbers', () => {
    const nricLike = fc
      .tuple(
        fc.constantFrom('S', 'T', 'F', 'G', 'M', 'X', 's'),
        fc.stringMatching(/^\d{7}$/),
        fc.constantFrom(...'ABCDEFGHIJKLMNPQRTUWXZ'),
      )
      .map(([series, digits, letter]) => series + digits + letter);
    fc.assert(
      fc.property(fc.constantFrom(...ID_TYPES), fc.oneof(nricLike, fc.string({ maxLength: 22 })), (type, id) => {
        expect(validIdNumber(type, id)).toBe(validateIdNumber(type, id) === null);
      }),
      params,
    );
    // Every series, every remainder of the check sum, every letter: the tables must agree entry by entry.
    for (const series of 'STFGM')
      for (let n = 0; n < 100; n++)
        for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
          const id = `${series}00000${String(n).padStart(2, '0')}${letter}`;
          if (validIdNumber('NRIC_FIN', id) !== (validateIdNumber('NRIC_FIN', id) === null))
            throw new Error(`disagree on ${id}`);
        }
  });

  it("on a GIRO account holder's name", () => {
    const names = fc.oneof(fc.string({ maxLength: 150 }), fc.stringMatching(/^[ A-Za-z.,'\-/()@&0-9]{0,150}$/));
    fc.assert(
      fc.property(names, (name) => {
        expect(validHolderName(name)).toBe(checkHolderName(name) === undefined);
      }),
      params,
    );
    for (const name of ['A'.repeat(140), 'A'.repeat(141), ` ${'B '.repeat(70)}`, "O'Neil-Tan (Mrs)", '1 Tan', ''])
      expect([name, validHolderName(name)]).toEqual([name, checkHolderName(name) === undefined]);
  });

  it('on card numbers hidden in free text', () => {
    const texts = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[0-9 -]{10,40}$/),
      fc.constant('pay 4111 1111 1111 1111 now'),
    );
    fc.assert(
      fc.property(texts, (text) => {
        expect(holdsCardNumber(text)).toBe(containsCardNumber(text));
      }),
      params,
    );
  });

  it("on a card arrangement's first deduction", () => {
    const day = fc.date({
      min: new Date(Date.UTC(2025, 0, 1)),
      max: new Date(Date.UTC(2028, 11, 31)),
      noInvalidDate: true,
    });
    const frequency = fc.constantFrom(
      'monthly' as const,
      'quarterly' as const,
      'half-yearly' as const,
      'yearly' as const,
    );
    fc.assert(
      fc.property(day, frequency, (due, f) => {
        const iso = due.toISOString().slice(0, 10);
        expect(firstDeduction(iso, f, NOW, 1)).toBe(firstCardDeduction(iso, f, NOW));
      }),
      params,
    );
  });
});
