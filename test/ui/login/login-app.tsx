import { act, fireEvent, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Router } from 'wouter';
import { buildServices } from '../../../src/adapters/container';
import { readConfig } from '../../../src/core/config';
import type { Services } from '../../../src/core/services';
import { App } from '../../../src/ui/app';
import { createSandbox, type Sandbox } from '../../../sandbox/sandbox';
import { testSandboxKeys } from '../../support/sandbox-keys';

export const ORIGIN = 'http://localhost';
/**
 * The real app over the real sandbox (msw/node; unmocked calls fail), on the browser history that both
 * wouter and the navigation adapter use, so the core's navigation moves the screen as in a browser.
 */
export function useLoginSandbox(): () => Sandbox {
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
  return () => sandbox;
}

export async function renderAt(path: string, sandbox: Sandbox): Promise<{ services: Services }> {
  history.replaceState(null, '', path);
  const config = readConfig({ apiOrigin: ORIGIN, rsaPublicKey: sandbox.keys.publicKeyPem, aesSecret: 'test-secret' });
  const services = buildServices(config);
  await act(async () => {
    render(
      <Router>
        <App boot={{ config, services: Promise.resolve(services) }} />
      </Router>,
    );
  });
  return { services };
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
  async paste(element: Element, text: string) {
    await act(async () => {
      fireEvent.paste(element, { clipboardData: { getData: () => text } });
      fireEvent.change(element, { target: { value: text } });
    });
  },
};

/** Fills /login and submits it; waits until the next screen's heading or the form's errors. */
export async function identify(
  idNumber: string,
  dateOfBirth: string,
  idType: 'NRIC or FIN' | 'Passport' = 'NRIC or FIN',
) {
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  if (idType === 'Passport') await user.click(screen.getByRole('radio', { name: 'Passport' }));
  await user.type(
    screen.getByRole('textbox', { name: idType === 'Passport' ? 'Passport number' : 'NRIC or FIN number' }),
    idNumber,
  );
  await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), dateOfBirth);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Waits for the services' requests to settle: every pending fetch of the sandbox is answered inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
