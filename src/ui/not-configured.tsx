import type { PortalConfig } from '../core/config';
import { en } from './text/en';
import { notConfiguredText } from './text/en-not-configured';

/**
 * The whole page when the configuration is unusable: no router, no services, no calls. The exit link goes to the
 * insurer's website, as everywhere.
 */
export function NotConfigured({ config }: { config: PortalConfig }) {
  return (
    <>
      <header className="shell-header">
        <nav aria-label={en.header.nav}>
          <span className="shell-brand">{en.brand}</span>
          <a href={config.exitUrl} className="shell-exit" rel="noopener">
            {en.header.exit}
          </a>
        </nav>
      </header>
      <main id="main" className="shell-main">
        <h1 className="screen-heading">{notConfiguredText.title}</h1>
        <p className="lead">{notConfiguredText.body(config.customerServicePhone)}</p>
      </main>
    </>
  );
}
