import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
export const LEFT_FOR = '#left-for-';

/** Where the portal sent the payor off to (the gateway's page), if anywhere. */
export function leftFor(): string | undefined {
  return location.hash.startsWith(LEFT_FOR) ? decodeURIComponent(location.hash.slice(LEFT_FOR.length)) : undefined;
}
/**
 * The real app over the real sandbox (msw/node; unmocked calls fail), on the browser history that
 * wouter and the navigation adapter share. The gateway is another document: leaving for it is recorded.
 */
export function useThirdPartySandbox() {
  const sandbox = createSandbox({ keys: testSandboxKeys() });
  // jsdom cannot load the gateway's page (another document): the redirect becomes a hash to read back.
  const leave = http.post('*/rs/v1/third-party/payments', async ({ request }) => {
    const response = (await getResponse(sandbox.handlers, request))!;
    const json = (await response.json()) as { body: { next?: { url: string } } };
    if (json.body.next) json.body.next.url = LEFT_FOR + encodeURIComponent(json.body.next.url);
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

export async function renderAt(
  path: string,
  sandbox: Sandbox,
  options: { customerId?: string; prepare?: (s: Services) => void } = {},
) {
  history.replaceState(null, '', path);
  const config = readConfig({ apiOrigin: ORIGIN, rsaPublicKey: sandbox.keys.publicKeyPem, aesSecret: 'test-secret' });
  const services: Services = buildServices(config);
  if (options.customerId) {
    const token = `tok-ui-${options.customerId}`;
    sandbox.areas.login.sessions.set(token, options.customerId);
    services.loginState.succeeded(token);
  }
  options.prepare?.(services);
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

/** What a person does, through the DOM events react-aria listens to (user-event is not installed). */
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
  /** Opens a react-aria Select by its label and picks an option. */
  async choose(label: RegExp | string, option: string) {
    await user.click(screen.getByRole('button', { name: label }));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: option }));
  },
};

export function field(name: string | RegExp): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('textbox', { name });
}

/** The payor of the sandbox whose screening clears, typed in as a person would. */
export async function fillDeclaration(idNumber = 'S7654321F') {
  await user.type(field('Full name'), 'Lim Mei Ling');
  await user.type(field('Your NRIC/FIN'), idNumber);
  await user.type(field('Your date of birth'), '12/05/1960');
  await user.choose(/Nationality$/, 'Singaporean');
  await user.choose(/Your relationship to the policyholder$/, 'Parent');
  await user.choose(/Why are you paying this premium\?$/, 'Supporting a family member');
  await user.type(field('Mobile number'), '9123 4567');
  await user.type(field('Email address'), 'lim.mei.ling@example.com');
  await user.click(screen.getByRole('checkbox', { name: /I declare that the information/ }));
}
