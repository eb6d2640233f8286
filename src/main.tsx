import { createRoot, hydrateRoot } from 'react-dom/client';
import { configProblems, readConfig } from './core/config';
import { Root } from './ui/app';
import { ROUTES } from './ui/routes';
import './ui/styles.css';

declare global {
  interface Window {
    __PORTAL_CONFIG__?: unknown;
  }
}

// The spec: the app breaks out of a frame. The CSP's frame-ancestors 'none' already refuses framing
// where headers are served; this covers hosts that strip them.
if (window.top && window.top !== window.self) {
  try {
    window.top.location.href = window.location.href;
  } catch {
    document.documentElement.hidden = true;
  }
}

const config = readConfig(window.__PORTAL_CONFIG__);
const problems = configProblems(config);
const root = document.getElementById('root');

if (problems.length > 0) {
  // Loud, and nothing else starts: no services, no third-party scripts, no call (docs/config.md).
  console.error(`[portal] not configured: ${problems.join(', ')} (see docs/config.md)`);
  // Its own chunk: a page no working portal ever shows stays out of every route's initial JS.
  void import(/* webpackChunkName: "not-configured" */ './ui/not-configured').then(({ NotConfigured }) => {
    if (!root) return;
    root.replaceChildren();
    createRoot(root).render(<NotConfigured config={config} />);
  });
} else start(root);

function start(root: HTMLElement | null) {
  // The composition root loads after the first paint; see docs/architecture.md.
  const services = import(/* webpackChunkName: "services" */ './adapters/container').then((m) => {
    m.loadThirdPartyScripts(config);
    return m.buildServices(config);
  });
  services.then(
    (s) => {
      s.monitor.knownRoutes(ROUTES);
      s.recordEntry.execute(new URLSearchParams(location.search));
      void s.checkMaintenance.execute();
    },
    () => undefined, // shown by the screen's error boundary
  );

  const app = <Root boot={{ config, services }} />;
  // A route's HTML may carry its first screen (scripts/prerender.js): React takes it over rather than painting anew.
  if (root?.dataset.prerendered === location.pathname) hydrateRoot(root, app);
  else if (root) {
    root.replaceChildren(); // a prerendered page served for another path
    createRoot(root).render(app);
  }
}
