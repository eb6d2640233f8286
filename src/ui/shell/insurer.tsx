import { DEFAULT_CONFIG, hotlineHours, type InsurerIdentity } from '../../core/config';
import { readLanguage } from '../../core/shell/language';
import { useConfig } from '../services-context';
import { useLanguage } from './language-choice';
import { useHydrated } from './use-hydrated';

/**
 * The insurer's identity and hotline from config.json, its hours in the language shown. HTML rendered at build time
 * holds the defaults (src/prerender.tsx); the deployed values replace them on the render after hydration.
 */
export function useInsurer(): { insurer: InsurerIdentity; phone: string; hours: string } {
  const config = useConfig();
  const language = readLanguage(useLanguage());
  const source = useHydrated() ? config : DEFAULT_CONFIG;
  return { insurer: source.insurer, phone: source.customerServicePhone, hours: hotlineHours(source, language) };
}

/**
 * The logo: a same-origin image from config.json (the CSP allows images only from 'self'), else the built-in
 * mark, drawn by styles.css once the app runs (no bytes in the JS, and no image fetched before the first
 * paint: Lighthouse counted one against /login's LCP). Both fill the same 32 by 32 box: nothing moves.
 */
export function InsurerLogo({ logoUrl }: { logoUrl: string }) {
  const hydrated = useHydrated();
  if (!logoUrl) return <span className={hydrated ? 'shell-logo shell-mark' : 'shell-logo'} />;
  return <img className="shell-logo" src={logoUrl} alt="" width={32} height={32} />;
}
