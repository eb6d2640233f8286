import { THIRD_PARTY_SCRIPTS, type PortalConfig } from '../core/config';

/** The part of the Trusted Types API used here (TypeScript's DOM library has none). */
interface TrustedTypes {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

/**
 * Loads the configured third-party scripts (DOM library, feedback SDK, tag manager, monitoring) after the
 * page has loaded and gone idle, so they never delay the first paint; each is async, carries its integrity
 * hash when one is configured, and a failure to load is ignored: the portal works without them.
 */
export function loadThirdPartyScripts(config: PortalConfig, doc: Document = document): void {
  const urls = THIRD_PARTY_SCRIPTS.map((key) => ({ key, url: config.thirdParty[key] })).filter((s) => s.url);
  if (urls.length === 0) return;
  const inject = () => {
    // The CSP enforces Trusted Types (docs/security.md): script.src takes a value of this policy, which no other code
    // can reach, and which it gives only the URLs config.json lists.
    const policy = (window as { trustedTypes?: TrustedTypes }).trustedTypes?.createPolicy('portal-vendors', {
      createScriptURL: (url) => url,
    });
    for (const { key, url } of urls) {
      const script = doc.createElement('script');
      script.src = (policy?.createScriptURL(url) ?? url) as string;
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.referrerPolicy = 'no-referrer';
      const integrity = config.thirdPartyIntegrity[key];
      if (integrity) script.integrity = integrity;
      script.dataset.thirdParty = key;
      script.addEventListener('error', () => script.remove());
      doc.head.append(script);
    }
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(inject, { timeout: 3000 }) : setTimeout(inject, 1);
  if (doc.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
