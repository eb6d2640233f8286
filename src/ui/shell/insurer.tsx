import { DEFAULT_CONFIG, type InsurerIdentity } from '../../core/config';
import { useConfig } from '../services-context';
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
 * The logo: a same-origin image (the CSP allows images only from 'self'), in a fixed 32 by 32 box so a
 * logo from config.js replaces the default without moving anything.
 */
export function InsurerLogo({ logoUrl }: { logoUrl: string }) {
  return <img className="shell-logo" src={logoUrl} alt="" width={32} height={32} />;
}
