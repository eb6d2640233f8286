import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_CONFIG, readConfigFile, type ConfigReading, type PortalConfig } from './core/config';
import { Root } from './ui/app';

// The spec: the app breaks out of a frame. The CSP's frame-ancestors 'none' already refuses framing
// where headers are served; this covers hosts that strip them.
if (window.top && window.top !== window.self) {
  try {
    window.top.location.href = window.location.href;
  } catch {
    document.documentElement.hidden = true;
  }
}

const root = document.getElementById('root');

/**
 * config.json, data and never script (docs/config.md), from the preload in the page's head: the fetch's default
 * mode and credentials are the preload's (`crossorigin`), so it reuses that response. Kept here, in no global.
 */
async function loadConfig(): Promise<ConfigReading> {
  try {
    const response = await fetch('/config.json');
    if (response.ok) return readConfigFile(await response.text());
  } catch {
    // offline, or the file is missing: the same loud page
  }
  return { config: DEFAULT_CONFIG, problems: ['configUnreachable'] };
}

void loadConfig().then(({ config, problems }) => {
  if (problems.length === 0) return start(root, config);
  // Loud, and nothing else starts: no services, no third-party scripts, no call (docs/config.md).
  console.error(`[portal] not configured: ${problems.join(', ')} (see docs/config.md)`);
  // Its own chunk: a page no working portal ever shows stays out of every route's initial JS.
  void import(/* webpackChunkName: "not-configured" */ './ui/not-configured').then(({ NotConfigured }) => {
    if (!root) return;
    root.replaceChildren();
    createRoot(root).render(<NotConfigured config={config} />);
  });
});

function start(root: HTMLElement | null, config: PortalConfig) {
  // After the first paint: page views, the app's entry values and the maintenance check (a small chunk).
  const startModule = import(/* webpackChunkName: "start" */ './adapters/start');
  const startUp = startModule.then((m) => {
    m.loadThirdPartyScripts(config);
    return m.buildStartServices(config);
  });
  // The composition root loads after the paint on every page but / (the session's timers count there:
  // OverlayHost), and on / only when a journey starts, Exit asks, or the tab holds a session. docs/architecture.md.
  let startServices = () => {};
  const asked = new Promise<void>((resolve) => (startServices = resolve));
  const services = asked.then(() => startModule).then((m) => m.loadServices(config));
  startUp.then(
    (s) => {
      s.recordEntry.execute(new URLSearchParams(location.search));
      void s.checkMaintenance.execute();
      if (s.hasSession()) startServices();
    },
    () => undefined, // shown by the screen's error boundary
  );
  services.catch(() => undefined); // shown by the screen's error boundary

  const app = <Root boot={{ config, services, startServices: () => startServices(), start: startUp }} />;
  // What a screen's error boundary caught goes to monitoring once the services are up (docs/monitoring.md); a page
  // that reloads at once reports from the reloaded page if it fails again. Root options: fewer bytes than a context.
  const options = {
    onCaughtError: (error: unknown) =>
      void services.then(
        (s) => s.shell.monitor.reportError('boundary', error),
        () => undefined,
      ),
  };
  // A route's HTML may carry its first screen (scripts/prerender.js): React takes it over rather than painting anew.
  // In a transition, React works in slices of a few milliseconds and lets input through between them, instead
  // of one task that blocks the main thread for the whole tree (TBT, docs/performance.md).
  if (root?.dataset.prerendered === location.pathname) startTransition(() => void hydrateRoot(root, app, options));
  else if (root) {
    root.replaceChildren(); // a prerendered page served for another path
    const fresh = createRoot(root, options);
    startTransition(() => fresh.render(app));
  }
}
