import { DEFAULT_CONFIG, type InsurerIdentity } from '../../core/config';
import { useConfig } from '../services-context';
import { en } from '../text/en';
import { useHydrated } from './use-hydrated';

/**
 * The insurer's identity and hotline from config.js. HTML rendered at build time holds the defaults
 * (src/prerender.tsx); the deployed values replace them on the render after hydration.
 */
export function useInsurer(): { insurer: InsurerIdentity; phone: string } {
  const config = useConfig();
  const source = useHydrated() ? config : DEFAULT_CONFIG;
  return { insurer: source.insurer, phone: source.customerServicePhone };
}

/**
 * The logo: a same-origin image when config.js names one (the CSP allows images only from 'self'), else
 * the built-in mark, drawn inline so the HTML carries it. Both take the same box: no layout shift.
 */
export function InsurerLogo({ logoUrl }: { logoUrl: string }) {
  if (logoUrl) return <img className="shell-logo" src={logoUrl} alt="" width={32} height={32} />;
  return (
    <svg className="shell-logo" viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false">
      <path d="M16 2 4 6.5V15c0 7.4 5.1 13.3 12 15 6.9-1.7 12-7.6 12-15V6.5z" fill="#ffffff" />
      <path d="m10.5 16.2 3.8 3.8 7.4-8.2" fill="none" stroke="#b3001b" strokeWidth={3} strokeLinecap="round" />
    </svg>
  );
}

/** The rows every receipt carries: who was paid, and its UEN. */
export function payeeRows(insurer: InsurerIdentity): [string, string][] {
  return [
    [en.payee.name, insurer.name],
    [en.payee.uen, insurer.uen],
  ];
}
