import fc from 'fast-check';
import { fuzzParameters } from '../../support/fuzz-config';
import {
  nricCheckLetter,
  NRIC_SERIES,
  parseDateOfBirth,
  validateIdNumber,
  type NricSeries,
} from '../../../src/core/login/identity';
import { normaliseOtp, validateAcceptanceCode, validateOtp } from '../../../src/core/login/login-codes';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const series = fc.constantFrom<NricSeries>(...NRIC_SERIES);
const sevenDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }).map((d) => d.join(''));
const validNric = fc.tuple(series, sevenDigits).map(([s, d]) => `${s}${d}${nricCheckLetter(s, d)}`);

describe('NRIC/FIN check letter', () => {
  it.each(['S1234567D', 'T1234567J', 'M1234567K', 'F1234567N', 'G1234567X'])('accepts %s', (id) => {
    expect(validateIdNumber('NRIC_FIN', id)).toBeNull();
  });

  it('rejects M1234567L: the M series has its own table, not the F/G one', () => {
    expect(validateIdNumber('NRIC_FIN', 'M1234567L')).toBe('nricCheckLetter');
    expect(nricCheckLetter('M', '1234567')).toBe('K');
  });

  it('follows the published weights and tables (worked by hand)', () => {
    // 1*2+2*7+3*6+4*5+5*4+6*3+7*2 = 106; S: 106 % 11 = 7 -> D; T: 110 % 11 = 0 -> J; M: 109 % 11 = 10 -> K
    expect(nricCheckLetter('S', '1234567')).toBe('D');
    expect(nricCheckLetter('T', '1234567')).toBe('J');
    expect(nricCheckLetter('F', '1234567')).toBe('N');
    expect(nricCheckLetter('G', '1234567')).toBe('X');
    // All zeros: S r=0 -> J, T r=4 -> G, F r=0 -> X, G r=4 -> R, M r=3 -> T
    expect(NRIC_SERIES.map((s) => nricCheckLetter(s, '0000000'))).toEqual(['J', 'G', 'X', 'R', 'T']);
  });

  it('accepts every number whose letter the rule computes, in all five series, typed in any case and with spaces', () => {
    fc.assert(
      fc.property(validNric, (id) => {
        expect(validateIdNumber('NRIC_FIN', id)).toBeNull();
        expect(validateIdNumber('NRIC_FIN', ` ${id.slice(0, 5).toLowerCase()} ${id.slice(5)} `)).toBeNull();
      }),
      fuzzParameters(500),
    );
  });

  it.each(NRIC_SERIES)('rejects any valid %s number with its last letter changed', (prefix) => {
    const valid = sevenDigits.map((d) => `${prefix}${d}${nricCheckLetter(prefix, d)}`);
    fc.assert(
      fc.property(valid, fc.constantFrom(...LETTERS), (id, letter) => {
        fc.pre(letter !== id.at(-1));
        expect(validateIdNumber('NRIC_FIN', id.slice(0, -1) + letter)).toBe('nricCheckLetter');
      }),
      fuzzParameters(1000),
    );
  });

  it('says when the shape is wrong rather than the letter', () => {
    for (const id of ['A1234567D', 'S123456D', 'S12345678D', 'S1234567', '1234567D'])
      expect(validateIdNumber('NRIC_FIN', id)).toBe('nricFormat');
    expect(validateIdNumber('NRIC_FIN', '  ')).toBe('required');
  });
});

describe('passport number', () => {
  it('takes 5 to 20 letters and digits and nothing else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{5,20}$/), (p) => expect(validateIdNumber('PASSPORT', p)).toBeNull()),
      fuzzParameters(100),
    );
    expect(validateIdNumber('PASSPORT', 'E123')).toBe('passportFormat');
    expect(validateIdNumber('PASSPORT', 'E'.repeat(21))).toBe('passportFormat');
    expect(validateIdNumber('PASSPORT', 'E123_456')).toBe('passportFormat');
    expect(validateIdNumber('PASSPORT', '')).toBe('required');
  });
});

describe('date of birth', () => {
  const now = Date.UTC(2026, 10, 22, 2, 0, 0); // 22 Nov 2026, 10:00 in Singapore

  it('reads day/month/year in the ways people type it', () => {
    for (const text of ['31/08/1985', '31-8-1985', '31 08 1985', '31.08.1985', ' 31 / 08 / 1985 ', '31081985']) {
      expect(parseDateOfBirth(text, now)).toEqual({ ok: true, iso: '1985-08-31' });
    }
  });

  it('refuses dates that do not exist, including 29 February outside leap years', () => {
    expect(parseDateOfBirth('31/04/1990', now)).toEqual({ ok: false, error: 'notARealDate' });
    expect(parseDateOfBirth('29/02/1990', now)).toEqual({ ok: false, error: 'notARealDate' });
    expect(parseDateOfBirth('29/02/1992', now)).toEqual({ ok: true, iso: '1992-02-29' });
    expect(parseDateOfBirth('12/13/1990', now)).toEqual({ ok: false, error: 'notARealDate' });
  });

  it('must be before today in Singapore', () => {
    expect(parseDateOfBirth('22/11/2026', now)).toEqual({ ok: false, error: 'notInThePast' });
    expect(parseDateOfBirth('21/11/2026', now)).toEqual({ ok: true, iso: '2026-11-21' });
    // 23:30 UTC on 21 Nov is already 22 Nov in Singapore
    expect(parseDateOfBirth('22/11/2026', Date.UTC(2026, 10, 21, 23, 30))).toEqual({
      ok: false,
      error: 'notInThePast',
    });
    expect(parseDateOfBirth('01/01/1850', now)).toEqual({ ok: false, error: 'tooLongAgo' });
  });

  it('explains a wrong format and an empty field', () => {
    expect(parseDateOfBirth('1985-08-31', now)).toEqual({ ok: false, error: 'dateFormat' });
    expect(parseDateOfBirth('31/08/85', now)).toEqual({ ok: false, error: 'dateFormat' });
    expect(parseDateOfBirth('', now)).toEqual({ ok: false, error: 'required' });
  });

  it('any real past date round-trips to its ISO form', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2026, 10, 20)), noInvalidDate: true }),
        (d) => {
          const text = `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
          expect(parseDateOfBirth(text, now)).toEqual({ ok: true, iso: d.toISOString().slice(0, 10) });
        },
      ),
      fuzzParameters(100),
    );
  });
});

describe('one-time password and acceptance code', () => {
  it('keeps the digits of a pasted code and wants exactly six', () => {
    expect(normaliseOtp('123 456')).toBe('123456');
    expect(normaliseOtp('123-4567')).toBe('123456');
    expect(validateOtp('12345')).toBe('otpFormat');
    expect(validateOtp('')).toBe('required');
    expect(validateOtp('123456')).toBeNull();
  });

  it('takes an 8-character acceptance code, typed in any case', () => {
    expect(validateAcceptanceCode('ac7q 2m9x')).toBeNull();
    expect(validateAcceptanceCode('AC7Q2M9')).toBe('acceptanceCodeFormat');
    expect(validateAcceptanceCode('')).toBe('required');
  });
});
