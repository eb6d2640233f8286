import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DeviceLanguageAdapter } from './adapters/device-language.adapter';
import { DEFAULT_CONFIG, readConfigFile, type ConfigReading, type PortalConfig } from './core/config';
import { Root } from './ui/app';
import { firstScreen } from './ui/first-screen';
import { leavingFor } from './ui/leaving';
import { rememberOn, showStored, storedLanguage } from './ui/text/language';

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
// The customer's language, kept on the device (ADR 0055): the texts read it, and the data layer through the composition.
const language = new DeviceLanguageAdapter();
rememberOn(language);

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
  const page = import(/* webpackChunkName: "not-configured" */ './ui/not-configured');
  void Promise.all([page, showStored()]).then(([{ NotConfigured }]) => {
    if (!root) return;
    root.replaceChildren();
    createRoot(root).render(<NotConfigured config={config} />);
  });
});

function start(root: HTMLElement | null, config: PortalConfig) {
  // After the first paint, in a chunk of its own: the shell's services, and the rest when first asked for
  // (docs/architecture.md). The page's start-up: the app's entry values, the services at once in a tab holding a
  // session or its end, and the maintenance check once the first screen has shown (ADR 0090).
  const composition = import(/* webpackChunkName: "start" */ './adapters/composition').then((m) => {
    const made = m.compose(config, { language });
    made.shell.recordEntry.execute(new URLSearchParams(location.search));
    void firstScreen.then(() => made.shell.checkMaintenance.execute());
    if (made.shell.hasSession()) void made.load();
    return made;
  });
  composition.catch(() => undefined); // shown by the screen's error boundary

  const boot = { config, composition };
  // What a screen's error boundary caught goes to monitoring once the services are up (docs/monitoring.md); a page
  // that reloads at once reports from the reloaded page if it fails again. Root options: fewer bytes than a context.
  const options = {
    onCaughtError: (error: unknown) =>
      void composition.then(
        (c) => c.services.then((s) => s.monitor.reportError('boundary', error)),
        () => undefined,
      ),
    // React's own handling (reportError), but for a page being left: its HTML's screen could not be taken over
    // because the leaving stopped the screen's chunk.
    onRecoverableError: (error: unknown) => {
      if (!leavingFor()) reportError(error);
    },
  };
  // A route's HTML may carry its first screen (scripts/prerender.js): React takes it over rather than painting anew.
  // In a transition, React works in slices of a few milliseconds and lets input through between them, instead
  // of one task that blocks the main thread for the whole tree (TBT, docs/performance.md). That HTML is English: in
  // another language the page is rendered afresh once its chunk is here, never taken over (ADR 0055).
  // While it takes the HTML over, the router reads the path that HTML was rendered for: the maintenance check may
  // move the customer on between slices, and React renders the new path once the HTML is taken over.
  const english = storedLanguage() === 'en';
  const prerendered = root?.dataset.prerendered;
  if (english && root && prerendered === location.pathname)
    startTransition(() => void hydrateRoot(root, <Root boot={boot} ssrPath={prerendered} />, options));
  else if (root) {
    void showStored().then(() => {
      root.replaceChildren(); // HTML rendered at build time, for another path or in English
      const fresh = createRoot(root, options);
      startTransition(() => fresh.render(<Root boot={boot} />));
    });
  }
}
