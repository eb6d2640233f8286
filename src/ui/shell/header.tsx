import { Link } from 'wouter';
import { useConfig } from '../services-context';
import { en } from '../text/en';

/** The spec's shell header: the exit link (the insurer's website) and the back link (/ by default). */
export function Header({ backHref = '/' }: { backHref?: string }) {
  const config = useConfig();
  return (
    <header className="shell-header">
      <nav aria-label="Portal">
        <Link href={backHref} className="shell-back">
          {en.header.back}
        </Link>
        <span className="shell-brand">{en.brand}</span>
        <a href={config.exitUrl} className="shell-exit" rel="noopener">
          {en.header.exit}
        </a>
      </nav>
    </header>
  );
}
