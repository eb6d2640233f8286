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
/** The gateway's page is another document jsdom cannot load: the portal's leave() lands on this hash instead. */
const LEFT_FOR = '#left-for-';

/** The real app over the real sandbox (msw/node, unmocked calls fail), with a customer logged in. */
export function usePaymentSandbox() {
  const sandbox = createSandbox({ keys: testSandboxKeys() });
  const leave = http.post('*/rs/v1/payments', async ({ request }) => {
    const response = (await getResponse(sandbox.handlers, request))!;
    const json = (await response.json()) as { body: { next?: { kind: string; url?: string } } };
    if (json.body.next?.kind === 'redirect') json.body.next.url = LEFT_FOR + encodeURIComponent(json.body.next.url!);
    return HttpResponse.json(json, { status: response.status });
  });
  const server = setupServer(leave, ...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });
  afterAll(() => server.close());
  return sandbox;
}

export async function renderPayment(path: string, sandbox: Sandbox, customerId = 'C-1001') {
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
  return { ...view, services };
}

export function leftFor(): string | undefined {
  return location.hash.startsWith(LEFT_FOR) ? decodeURIComponent(location.hash.slice(LEFT_FOR.length)) : undefined;
}

/** Answers the gateway's page as a tester would, without following the redirect. */
export async function answerGateway(url: string, form: string): Promise<URL> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  return new URL(res.headers.get('location')!, ORIGIN);
}

export function paymentPosts(sandbox: Sandbox) {
  return sandbox.state.requests.filter((r) => r.path === '/rs/v1/payments');
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
};
