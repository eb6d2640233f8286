import { act, fireEvent, render } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Router } from 'wouter';
import { buildServices } from '../../../src/adapters/container';
import { readConfig } from '../../../src/core/config';
import type { Services } from '../../../src/core/services';
import { App } from '../../../src/ui/app';
import { createSandbox, type Sandbox } from '../../../sandbox/sandbox';
import { testSandboxKeys } from '../../support/sandbox-keys';

export const ORIGIN = 'http://localhost';
/** The bank's and gateway's pages are other documents; jsdom cannot load them, so the sandbox's redirect becomes a hash. */
export const LEFT_FOR = '#left-for-';

let mounted: ReturnType<typeof render> | undefined;

/**
 * The real app over the real sandbox (msw/node, unmocked calls fail), on the browser history that
 * both wouter and the navigation adapter use, with a customer already logged in.
 */
export function useRecurringSandbox() {
  const sandbox = createSandbox({ keys: testSandboxKeys() });
  const leave = http.post(`*/rs/v1/recurring/arrangements`, async ({ request }) => {
    const response = (await getResponse(sandbox.handlers, request))!;
    const json = (await response.json()) as { body: { next?: { url: string } } };
    if (json.body.next) json.body.next.url = LEFT_FOR + encodeURIComponent(json.body.next.url);
    return HttpResponse.json(json, { status: response.status });
  });
  const server = setupServer(leave, ...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mounted = undefined; // testing-library's cleanup has unmounted it
    server.resetHandlers();
    sandbox.reset();
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });
  afterAll(() => server.close());
  return sandbox;
}

/**
 * Renders the app at a path for a customer of the sandbox, logged in with a token the sandbox knows.
 * A second call is a new page load (the bank sending the customer back): the previous page goes first.
 */
export async function renderRecurring(path: string, sandbox: Sandbox, customerId = 'C-1001') {
  mounted?.unmount();
  const token = `tok-ui-${customerId}`;
  sandbox.areas.login.sessions.set(token, customerId);
  history.replaceState(null, '', path);
  const config = readConfig({ apiOrigin: ORIGIN, rsaPublicKey: sandbox.keys.publicKeyPem, aesSecret: 'test-secret' });
  const services: Services = buildServices(config);
  services.loginState.succeeded(token);
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <Router>
        <App boot={{ config, services: Promise.resolve(services) }} />
      </Router>,
    );
  });
  mounted = view;
  return { ...view, services };
}

/** Where the portal sent the customer off to (the bank's or gateway's page), if anywhere. */
export function leftFor(): string | undefined {
  return location.hash.startsWith(LEFT_FOR) ? decodeURIComponent(location.hash.slice(LEFT_FOR.length)) : undefined;
}

/** Answers the bank's or gateway's page as a tester would, without following the redirect. */
export async function answerPage(url: string, form: string): Promise<URL> {
  const res = await fetch(ORIGIN + url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  return new URL(res.headers.get('location')!, ORIGIN);
}

export function arrangementPosts(sandbox: Sandbox) {
  return sandbox.state.requests.filter((r) => r.path === '/rs/v1/recurring/arrangements');
}

/** What a customer does, through the DOM events react-aria listens to (user-event is not installed). */
export const user = {
  async click(element: Element) {
    await act(async () => {
      fireEvent.click(element);
    });
  },
  async type(element: Element, text: string) {
    await act(async () => {
      fireEvent.change(element, { target: { value: text } });
    });
  },
  /** Enter in a form: the browser's implicit submission. */
  async enter(element: Element) {
    await act(async () => {
      fireEvent.submit(element.closest('form')!);
    });
  },
};
