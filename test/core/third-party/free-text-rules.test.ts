import { checkDeclaration, checkSourceOfFunds, checkText } from '../../../src/core/third-party/declaration-rules';
import { declarationForm } from './third-party-builders';

const NOW = Date.UTC(2026, 10, 24);
const CARD = '4111 1111 1111 1111';
/** What Full name refused and the "Other" fields took: a right-to-left override, markup, emoji. */
const HOSTILE = ['Uncle \u202Eelcnu', '<b>Uncle</b>', 'Uncle 😀', 'a\u2066b\u2069', 'x\u200Ey', 'Tab\u0007bell'];

describe('one rule set for free text', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(checkText(value)).toEqual({ ok: false, error: 'textCharacters' });
  });

  it('still refuses a card number first, with its own message', () => {
    expect(checkText(`my card ${CARD}`)).toEqual({ ok: false, error: 'cardNumber' });
  });

  it.each(['Grand-aunt (by marriage)', '李小龙的朋友', 'Café owner, 2 shops & a stall', 'Ông bà – “godparent”'])(
    'accepts %j',
    (value) => {
      expect(checkText(value)).toEqual({ ok: true, value });
    },
  );

  it('the declaration’s three "Other" fields are held to the same rules as Full name', () => {
    for (const value of [...HOSTILE, CARD]) {
      const result = checkDeclaration(
        declarationForm({
          fullName: value,
          nationality: 'OTHER',
          nationalityOther: value,
          relationship: 'other',
          relationshipOther: value,
          reason: 'other',
          reasonOther: value,
        }),
        NOW,
      );
      expect(result.ok).toBe(false);
      const errors = result.ok ? {} : result.errors;
      const expected = value === CARD ? 'cardNumber' : 'textCharacters';
      expect(errors).toEqual(
        expect.objectContaining({
          fullName: value === CARD ? 'cardNumber' : 'nameCharacters',
          nationalityOther: expected,
          relationshipOther: expected,
          reasonOther: expected,
        }),
      );
    }
  });

  it('Full name stops at the 66 characters the insurer stores (docs/openapi.yaml, PersonName)', () => {
    const errorFor = (fullName: string) => {
      const result = checkDeclaration(declarationForm({ fullName }), NOW);
      return result.ok ? undefined : result.errors.fullName;
    };
    expect(errorFor('Tan '.repeat(16) + 'Ah')).toBeUndefined();
    expect(errorFor('Tan '.repeat(16) + 'Ahh')).toBe('nameTooLong');
  });

  it('source of funds and wealth descriptions too', () => {
    const result = checkSourceOfFunds(
      { source: 'other', sourceOther: '<script>x</script>', wealthSource: 'other', wealthDescription: 'Shop \u202E' },
      10_000_000_00,
    );
    expect(result).toEqual({
      ok: false,
      errors: { sourceOther: 'textCharacters', wealthDescription: 'textCharacters' },
    });
  });
});
