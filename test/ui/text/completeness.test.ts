import { pack as ms } from '../../../src/ui/text/ms';
import { pseudoText, pseudoWords } from '../../../src/ui/text/pseudo';
import { pack as ta } from '../../../src/ui/text/ta';
import type { Texts } from '../../../src/ui/text/texts';
import { pack as zh } from '../../../src/ui/text/zh';
import { english } from '../../support/texts';
import type { ErrorTextKey } from '../../../src/core/errors/catalogue';

/**
 * Every language has every key English has, and no other; each text keeps what must survive translation: the
 * placeholders a function is given, the numbers and S$ amounts, and the glossary's terms (docs/glossary.md).
 */
const GLOSSARY = ['PayNow', 'GIRO', 'Singpass', 'Myinfo', 'NRIC', 'FIN', 'UEN', 'OTP', 'Visa', 'Mastercard'];
/** A function's arguments: markers a text must carry through, then numbers its branches turn on. */
const SENTINELS = Array.from({ length: 4 }, (_, i) => `⟦${i}⟧`);
const NUMBERS = [0, 1, 2, 90, 125];

type Words = Record<string, unknown>;

/** What must survive in one text: markers, numbers (amounts, dates, limits) and glossary terms, sorted. */
function kept(text: string): string[] {
  const markers = text.match(/⟦\d⟧/g) ?? [];
  const numbers = text.match(/\d+/g) ?? [];
  const terms = GLOSSARY.filter((term) => new RegExp(`\\b${term}\\b`).test(text));
  return [...new Set(markers)].sort().concat(numbers.sort(), terms);
}

/** Each text of a module by its path; a function as what it returns for each set of arguments. */
function texts(words: Words, path: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(words)) {
    const at = `${path}.${key}`;
    if (typeof value === 'string') out.set(at, value);
    else if (typeof value === 'function') {
      const call = value as (...args: unknown[]) => unknown;
      out.set(`${at}()`, String(call(...SENTINELS)));
      for (const n of NUMBERS) out.set(`${at}(${n})`, String(call(n, n, n, n)));
    } else if (typeof value === 'object' && value !== null) texts(value as Words, at, out);
  }
  return out;
}

/** The error dialog's words for every key, the catalogue's placeholders with them. */
function errorTexts(pack: Texts): Map<string, string> {
  const keys = Object.keys(english.session.error.titles) as ErrorTextKey[];
  return new Map(
    keys.flatMap((key) => [
      [key, pack.session.error.text(key, '⟦phone⟧')],
      [`${key}(5)`, pack.session.error.text(key, '⟦phone⟧', undefined, 5)],
      [`${key}(message)`, pack.session.error.text(key, '⟦phone⟧', '⟦message⟧')],
    ]),
  );
}

describe.each([
  ['zh', zh],
  ['ms', ms],
  ['ta', ta],
])('the %s texts', (_language, pack) => {
  it('have every key English has, and no other', () => {
    for (const area of Object.keys(english) as (keyof Texts)[]) {
      const theirs = texts(pack[area], area, new Map());
      expect([...theirs.keys()].sort()).toEqual([...texts(english[area] as Words, area, new Map()).keys()].sort());
    }
  });

  it('keep every placeholder, number, amount and glossary term', () => {
    const differences: string[] = [];
    for (const area of Object.keys(english) as (keyof Texts)[]) {
      const ours = texts(english[area], area, new Map());
      const theirs = texts(pack[area], area, new Map());
      for (const [at, text] of ours) {
        if (JSON.stringify(kept(text)) !== JSON.stringify(kept(theirs.get(at) ?? '')))
          differences.push(`${at}: ${JSON.stringify(kept(text))} in English, ${theirs.get(at)}`);
      }
    }
    const ours = errorTexts(english);
    for (const [key, text] of errorTexts(pack))
      if (JSON.stringify(kept(text)) !== JSON.stringify(kept(ours.get(key)!))) differences.push(`${key}: ${text}`);
    expect(differences).toEqual([]);
  });

  it('name each language in itself, as every other language does', () => {
    expect(pack.shell.language.names).toEqual(english.shell.language.names);
  });
});

describe('the pseudo-locale', () => {
  it('accents every text and makes it 40% longer, functions included', () => {
    expect(pseudoText('Pay now')).toBe('Pàý ñõwŵŵŵ');
    const words = pseudoWords({ title: 'Log in', pay: (amount: string) => `Pay ${amount}`, list: ['Bank'] });
    expect(words.title).toBe(pseudoText('Log in'));
    expect((words.pay as (a: string) => string)('S$1.00')).toBe(pseudoText('Pay S$1.00'));
    expect(words.list).toEqual([pseudoText('Bank')]);
  });
});
