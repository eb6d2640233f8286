/**
 * The customer's language as stored on the device: it outlives the tab, and a logout keeps it as it keeps source and
 * channel (ADR 0055). Raw, since the pseudo-locale the layout tests use is stored the same way (docs/testing.md);
 * `readLanguage` (src/core/shell/language.ts) reads it as a language.
 */
export interface LanguagePort {
  get(): string | null;
  set(value: string): void;
}

/** Its key in local storage, which the logout's clearing keeps. */
export const LANGUAGE_KEY = 'language';
