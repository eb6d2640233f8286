import { createRoot } from 'react-dom/client';
import { readConfig } from './core/config';
import { App } from './ui/app';
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
// The composition root loads after the first paint; see docs/architecture.md.
const services = import(/* webpackChunkName: "services" */ './adapters/container').then((m) => {
  m.loadThirdPartyScripts(config);
  return m.buildServices(config);
});
services.then(
  (s) => {
    s.recordEntry.execute(new URLSearchParams(location.search));
    void s.checkMaintenance.execute();
  },
  () => undefined, // shown by the screen's error boundary
);

const root = document.getElementById('root');
if (root) createRoot(root).render(<App boot={{ config, services }} />);
