import { Link } from 'wouter';
import { DEFAULT_CONFIG } from '../../core/config';
import { useConfig } from '../services-context';
import { en } from '../text/en';
import { useHydrated } from './use-hydrated';

/** The spec's shell header: the exit link (the insurer's website) and the back link (/ by default). */
export function Header({ backHref = '/' }: { backHref?: string }) {
  const config = useConfig();
  // HTML rendered at build time holds the default exit link; the deployed config.js's one replaces it on load.
  const exitUrl = useHydrated() ? config.exitUrl : DEFAULT_CONFIG.exitUrl;
  return (
    <header className="shell-header">
      <nav aria-label="Portal">
        <Link href={backHref} className="shell-back">
          {en.header.back}
        </Link>
        <span className="shell-brand">{en.brand}</span>
        <a href={exitUrl} className="shell-exit" rel="noopener">
          {en.header.exit}
        </a>
      </nav>
    </header>
  );
}
