import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Router } from 'wouter';
import { buildServices } from '../../src/adapters/container';
import { readConfig } from '../../src/core/config';
import { App } from '../../src/ui/app';
import { createSandbox, type Sandbox } from '../../sandbox/sandbox';
import { testSandboxKeys } from './sandbox-keys';

/** One sandbox per test file, served by msw/node; unmocked calls fail loudly. */
export function useSandboxServer(): { sandbox: () => Sandbox } {
  const sandbox = createSandbox({ keys: testSandboxKeys() });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });
  afterAll(() => server.close());
  return { sandbox: () => sandbox };
}

export const TEST_ORIGIN = 'http://localhost';

/**
 * The real app with the real composition root, at a path of the browser history: the one location that wouter and
 * the navigation adapter (which the session subscribes to) both read, as in a browser.
 */
export function renderApp(path: string, sandbox: Sandbox) {
  const config = readConfig({
    apiOrigin: TEST_ORIGIN,
    rsaPublicKey: sandbox.keys.publicKeyPem,
    aesSecret: 'test-secret',
  });
  history.replaceState(null, '', path);
  const services = Promise.resolve(buildServices(config));
  const view = render(
    <Router>
      <App boot={{ config, services }} />
    </Router>,
  );
  return { ...view, services };
}
