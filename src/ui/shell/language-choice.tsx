import { useSyncExternalStore } from 'react';
import { LANGUAGES, LOCALE } from '../../core/shell/language';
import { en } from '../text/en';
import { chooseLanguage, shownLanguage, subscribeLanguage } from '../text/language';

/**
 * The language shown, re-rendering when it changes. English while React takes over HTML rendered at build time,
 * which is English; the stored language follows at once (main.tsx).
 */
export function useLanguage() {
  return useSyncExternalStore(subscribeLanguage, shownLanguage, () => 'en' as const);
}

/** The header's language choice: each language named in itself, and in its own language for screen readers. */
export function LanguageChoice() {
  const shown = useLanguage();
  return (
    <nav aria-label={en.language.label} className="shell-languages">
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={LOCALE[language]}
              aria-current={shown === language ? 'true' : undefined}
              onClick={() => void chooseLanguage(language)}
            >
              {en.language.names[language]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
