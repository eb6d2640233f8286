import type { LanguagePort } from '../../core/ports/language.port';
import { LOCALE, readLanguage, type Language } from '../../core/shell/language';
import type { Pack, Texts } from './texts';

/**
 * The language the texts are in (ADR 0055). Each text module's object is registered here as it loads (`localized`);
 * showing a language writes that language's words into every registered object, in place, and tells React, which
 * renders the page again from the shell down. A screen reads its words as it always did (`loginText.otp.label`), and
 * an area's texts still load with the area. English is in the modules themselves; each other language is one chunk,
 * loaded only when shown.
 */
type Shown = Language | typeof PSEUDO;
type Words = Record<string, unknown>;

/** The pseudo-locale the layout tests run (docs/testing.md): stored as a language, offered by no switcher. */
export const PSEUDO = 'en-XA';

const PACKS: Record<Exclude<Language, 'en'>, () => Promise<{ pack: Pack }>> = {
  zh: () => import(/* webpackChunkName: "text-zh" */ './zh'),
  ms: () => import(/* webpackChunkName: "text-ms" */ './ms'),
  ta: () => import(/* webpackChunkName: "text-ta" */ './ta'),
};

/**
 * A language's words for each text module, from its chunk; none for English, which the modules hold. A pack may lack
 * words not yet translated (ADR 0064): those stay English.
 */
async function wordsOf(language: Shown): Promise<((area: keyof Texts) => Words) | undefined> {
  if (language === 'en') return undefined;
  if (language === PSEUDO) {
    const { pseudoWords } = await import(/* webpackChunkName: "text-pseudo" */ './pseudo');
    return (area) => pseudoWords(english.get(area)!);
  }
  const { pack } = await PACKS[language]();
  return (area) => pack[area] ?? {};
}

const live = new Map<keyof Texts, Words>();
const english = new Map<keyof Texts, Words>();
/** Each registered module's English copy, by its live object. */
const englishOf = new Map<Words, Words>();
const listeners = new Set<() => void>();
let shown: Shown = 'en';
let words: ((area: keyof Texts) => Words) | undefined;
let device: LanguagePort | undefined;
let asked = 0;

/** A text module's export: registered, and in the language shown if that is not English. */
export function localized<T extends object>(area: keyof Texts, texts: T): T {
  live.set(area, texts as Words);
  const inEnglish = copy(texts as Words);
  english.set(area, inEnglish);
  englishOf.set(texts as Words, inEnglish);
  if (words) write(texts as Words, words(area));
  return texts;
}

/** Where the choice is remembered (main.tsx, before the first render). */
export function rememberOn(port: LanguagePort): void {
  device = port;
}

/** The language stored on the device: English when nothing is stored. */
export function storedLanguage(): Shown {
  const stored = device?.get();
  return stored === PSEUDO ? PSEUDO : readLanguage(stored);
}

/**
 * Shows the stored language once its chunk is here, before the first render (main.tsx). A chunk that cannot load
 * leaves the page in English.
 */
export function showStored(): Promise<void> {
  const language = storedLanguage();
  return language === shown ? Promise.resolve() : show(language).catch(() => undefined);
}

/** The customer's choice: remembered on the device, then shown. */
export function chooseLanguage(language: Language): Promise<void> {
  device?.set(language);
  return show(language);
}

export async function show(language: Shown): Promise<void> {
  const ticket = ++asked;
  const next = await wordsOf(language);
  if (ticket !== asked) return; // a later choice came in while this chunk loaded
  shown = language;
  words = next;
  for (const [area, texts] of live) {
    write(texts, english.get(area)!); // what the new language lacks is English, not the last language's
    if (next) write(texts, next(area));
  }
  document.documentElement.lang = language === PSEUDO ? PSEUDO : LOCALE[language];
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const shownLanguage = (): Shown => shown;

/** The locale dates and times are shown in: the shown language's, English's in the pseudo-locale. */
export const shownLocale = (): string => LOCALE[shown === PSEUDO ? 'en' : shown];

/**
 * A module's English, kept as it registers. A module that holds another's words (`thirdPartyText.relationships`) may
 * register while another language is shown, when those words are not English any more: it takes their English copy.
 */
function copy(words: Words): Words {
  const out: Words = Array.isArray(words) ? ([] as unknown as Words) : {};
  for (const [key, value] of Object.entries(words))
    out[key] = isWords(value) ? (englishOf.get(value) ?? copy(value)) : value;
  return out;
}

/** In place, so a module that kept a nested object (`loginText.otp`) sees the new words too. */
function write(target: Words, source: Words): void {
  for (const key of Object.keys(source)) {
    const value = source[key];
    const current = target[key];
    if (isWords(value) && isWords(current)) write(current, value);
    else target[key] = value;
  }
}

const isWords = (value: unknown): value is Words => typeof value === 'object' && value !== null;
