import fc from 'fast-check';
import { fuzzParameters } from '../../support/fuzz-config';
import { containsCardNumber, luhnValid } from '../../../src/core/third-party/card-number-guard';
import { checkText } from '../../../src/core/third-party/declaration-rules';

/** Completes a digit string with its Luhn check digit. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

const cardNumber = fc
  .integer({ min: 13, max: 19 })
  .chain((length) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 1, maxLength: length - 1 }))
  .map((digits) => withCheckDigit(digits.join('')));

/** How people write it: as is, in groups of four with spaces, or with dashes. */
const written = fc
  .tuple(cardNumber, fc.constantFrom('', ' ', '-'))
  .map(([n, sep]) => (sep ? n.replace(/(\d{4})(?=\d)/g, `$1${sep}`) : n));
const words = fc.string({ unit: fc.constantFrom(...'abc XYZ.,:!é中'.split('')), maxLength: 30 });

describe('card numbers in free text', () => {
  it('knows the Luhn examples', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('refuses any Luhn-valid 13 to 19 digit number, however written and wherever it sits in the text', () => {
    fc.assert(
      fc.property(words, written, words, (before, card, after) => {
        expect(containsCardNumber(`${before}${card}${after}`)).toBe(true);
        expect(checkText(`${before} ${card} ${after}`)).toEqual({ ok: false, error: 'cardNumber' });
      }),
      fuzzParameters(500),
    );
  });

  it('still refuses a card number glued to other digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,3}$/), cardNumber, fc.stringMatching(/^\d{0,3}$/), (a, card, b) =>
        containsCardNumber(a + card + b),
      ),
      fuzzParameters(300),
    );
  });

  it('accepts text whose digit runs are shorter than 13, such as phone numbers, dates and amounts', () => {
    const shortRun = fc.stringMatching(/^\d{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            words.filter((w) => /[^\d -]/.test(w) || w === ''),
            shortRun,
          ),
          { maxLength: 5 },
        ),
        (parts) => {
          const text = parts.map(([w, d]) => `${w}x${d}x`).join('');
          expect(containsCardNumber(text)).toBe(false);
        },
      ),
      fuzzParameters(300),
    );
    expect(containsCardNumber('Call +65 9123 4567 on 22/11/2026 about S$1,234.50')).toBe(false);
  });

  it('accepts a 13 to 19 digit run that fails the Luhn check', () => {
    fc.assert(
      fc.property(cardNumber, (card) => {
        const last = Number(card.at(-1));
        const wrong = card.slice(0, -1) + String((last + 1) % 10);
        // Every window of 13+ digits inside must fail too, for the text to be accepted.
        const windows = [];
        for (let len = 13; len <= wrong.length; len++)
          for (let i = 0; i + len <= wrong.length; i++) windows.push(wrong.slice(i, i + len));
        expect(containsCardNumber(wrong)).toBe(windows.some(luhnValid));
      }),
      fuzzParameters(300),
    );
  });
});
