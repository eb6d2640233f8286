/**
 * The portal's languages, by the code the analytics data layer's `language` carries (the spec's default `en`).
 * Their names, each in itself, are texts (src/ui/text/en.ts); the choice is kept on the device (ADR 0055).
 */
export const LANGUAGES = ['en', 'zh', 'ms', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's BCP 47 tag: `<html lang>` and the locale Intl formats dates and numbers for (Singapore's). */
export const LOCALE: Record<Language, string> = { en: 'en-SG', zh: 'zh-Hans-SG', ms: 'ms-SG', ta: 'ta-SG' };

/** A stored value as a language: anything else (nothing stored, a value from an older portal) is the default. */
export function readLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}
