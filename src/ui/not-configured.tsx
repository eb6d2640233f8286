import type { PortalConfig } from '../core/config';
import { en } from './text/en';

/** Not in the spec: what a customer sees when config.json is missing or unusable (docs/config.md). */
export const notConfiguredText = {
  title: 'This portal is not configured',
  body: (phone: string) =>
    `The payment portal cannot start because it has not been set up correctly. Nothing you type here would be sent, so there is nothing to fill in. Please try again later, or call our customer service on ${phone}.`,
} as const;

/**
 * The whole page when the configuration is unusable: no router, no services, no calls. The exit link goes to the
 * insurer's website, as everywhere.
 */
export function NotConfigured({ config }: { config: PortalConfig }) {
  return (
    <>
      <header className="shell-header">
        <nav aria-label="Portal">
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
