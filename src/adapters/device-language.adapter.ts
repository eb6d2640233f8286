import { LANGUAGE_KEY, type LanguagePort } from '../core/ports/language.port';

/** localStorage, so the choice outlives the tab; this page's memory where storage is refused (private modes). */
export class DeviceLanguageAdapter implements LanguagePort {
  private fallback: string | null = null;

  get(): string | null {
    try {
      return localStorage.getItem(LANGUAGE_KEY) ?? this.fallback;
    } catch {
      return this.fallback;
    }
  }

  set(value: string): void {
    this.fallback = value;
    try {
      localStorage.setItem(LANGUAGE_KEY, value);
    } catch {
      /* storage refused: this page remembers it */
    }
  }
}
