import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Router } from 'wouter';
import { compose, type PortOverrides } from '../../src/adapters/composition';
import { readConfig } from '../../src/core/config';
import { everyArea, type Everything } from './every-area';
import { App } from '../../src/ui/app';
import { firstScreen } from '../../src/ui/first-screen';
import { createSandbox, type Sandbox } from '../../sandbox/sandbox';
import type { FakeClock } from './fakes';
import { TEST_TOKEN_KEY, testSandboxKeys } from './sandbox-keys';

/**
 * The one UI test harness: the real app with the real composition root over the real sandbox
 * (msw/node; an unmocked call fails), on the browser history that wouter and the navigation adapter share,
 * so the core's navigation moves the screen as in a browser. A test may put fakes in place of browser ports
 * (`overrides`, e.g. a FakeClock) and start with a customer logged in (`customerId`).
 */

export const ORIGIN = 'http://localhost';
/** The gateway's and bank's pages are other documents jsdom cannot load: the portal's leave() lands on this hash. */
export const LEFT_FOR = '#left-for-';
/** The calls whose reply sends the customer off to another document (the reply's `next.url`). */
const LEAVING = ['/rs/v1/payments', '/rs/v1/recurring/arrangements', '/rs/v1/third-party/payments'];

let mounted: ReturnType<typeof render> | undefined;
let served: ReturnType<typeof setupServer> | undefined;

/**
 * One sandbox per test file, served by msw/node; each test starts on `/` with empty session storage. `clock`
 * gives the sandbox the test's time (a FakeClock's `now`, the same the page runs on).
 */
export function useSandbox(options: { clock?: () => number } = {}): Sandbox {
  const sandbox = createSandbox({ keys: testSandboxKeys(), ...options });
  const leaving = LEAVING.map((path) =>
    http.post(`*${path}`, async ({ request }) => {
      const response = (await getResponse(sandbox.handlers, request))!;
      const json = (await response.json()) as { body: { next?: { url?: string } } };
      if (json.body.next?.url) json.body.next.url = LEFT_FOR + encodeURIComponent(json.body.next.url);
      return HttpResponse.json(json, { status: response.status });
    }),
  );
  const server = setupServer(...leaving, ...sandbox.handlers);
  served = server;
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

export interface RenderOptions {
  /** A customer of the sandbox, logged in with a token the sandbox knows. */
  customerId?: string;
  /** The masked ID the header shows for them. */
  maskedId?: string;
  /** Runtime configuration beside the test's API origin and keys. */
  config?: Record<string, unknown>;
  /** Test doubles in place of browser ports (a FakeClock, say). */
  overrides?: PortOverrides;
  /** Runs on the services before the first render. */
  prepare?: (services: Everything) => void;
}

/**
 * Renders the app at a path. A second call is a new page load (the bank sending the customer back): the
 * previous page goes first, and the new one has new services reading what the tab's storage kept.
 */
export async function renderApp(path: string, sandbox: Sandbox, options: RenderOptions = {}) {
  mounted?.unmount();
  history.replaceState(null, '', path);
  const config = readConfig({
    apiOrigin: ORIGIN,
    rsaPublicKey: sandbox.keys.publicKeyPem,
    aesSecret: TEST_TOKEN_KEY,
    ...options.config,
  });
  // The page's composition as in production (each area built on its first request), and every area built here too, so
  // a test may prepare or read any area's state; the page's screens still ask for their own (ServiceParts.area).
  const composition = compose(config, options.overrides);
  const services = await everyArea(composition);
  if (options.customerId) {
    const token = `tok-ui-${options.customerId}`;
    sandbox.areas.login.sessions.set(token, options.customerId);
    services.session.loginState.succeeded(token, undefined, options.maskedId);
  }
  options.prepare?.(services);
  let view!: ReturnType<typeof render>;
  await act(async () => {
    await Promise.resolve(); // lets the services promise settle inside act
    view = render(
      <Router>
        <App boot={{ config, composition: Promise.resolve(composition) }} />
      </Router>,
    );
  });
  // The shell's late part (the footer, who is signed in) loads once the first screen has shown, as in the browser.
  await act(() => firstScreen);
  mounted = view;
  return { ...view, services };
}

/**
 * Moves the page's FakeClock (`overrides: { clock }`) on in half-second steps until `shown()` holds: the portal's
 * own timers (Pay's retries, the PayNow poll) fire without their seconds passing in real time. Gives up after
 * `limitMs` of the page's time.
 */
export async function advanceUntil(clock: FakeClock, shown: () => boolean, limitMs = 60_000): Promise<void> {
  for (let moved = 0; !shown(); moved += 500) {
    if (moved >= limitMs) throw new Error(`still not shown after ${limitMs} ms on the page's clock`);
    await act(async () => {
      clock.advance(500);
      await new Promise((replied) => setTimeout(replied, 10)); // the sandbox's reply, through msw
    });
  }
}

/**
 * Holds the sandbox's next reply on a path until the test lets it go (the returned function), so the test sees the
 * page while it waits, without the real seconds a `slow` fault would cost.
 */
export function holdNextReply(path: string): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Answering nothing passes the request on to the sandbox's own handler.
  served!.use(http.post(`*${path}`, () => released.then(() => undefined), { once: true }));
  return release;
}

/** Where the portal sent the customer off to (the gateway's or bank's page), if anywhere. */
export function leftFor(): string | undefined {
  return location.hash.startsWith(LEFT_FOR) ? decodeURIComponent(location.hash.slice(LEFT_FOR.length)) : undefined;
}

/** Answers the gateway's or bank's page as a tester would, without following the redirect back. */
export async function answerPage(url: string, form: string): Promise<URL> {
  const res = await fetch(new URL(url, ORIGIN), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  return new URL(res.headers.get('location')!, ORIGIN);
}

/** The requests the sandbox received on a path. */
export function callsTo(sandbox: Sandbox, path: string) {
  return sandbox.state.requests.filter((r) => r.path === path);
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
  /** Enter in a form: the browser's implicit submission. */
  async enter(element: Element) {
    await act(async () => {
      fireEvent.submit(element.closest('form')!);
    });
  },
  /** Picks an option of a native select by its label and the option's text, as the phone's own picker does. */
  async choose(label: RegExp | string, option: string) {
    const select = accessible(screen.getByLabelText<HTMLSelectElement>(label, { selector: 'select' }));
    const { value } = within(select).getByText<HTMLOptionElement>(option, { selector: 'option' });
    await act(async () => {
      fireEvent.change(select, { target: { value } });
    });
  },
};

/*
 * The helpers below walk a journey to the screen a test is about. They find controls by label and text, not by role
 * and accessible name: a role query computes the name of every candidate through jsdom's getComputedStyle, most of
 * a ui run's time. What they find must still be in the accessibility tree, as a role query's would be. A test about
 * a screen's roles and names queries by role itself.
 */
// jsdom applies no stylesheet here: only these attributes and inline styles hide an element (testing-library's
// isInaccessible asks getComputedStyle of every ancestor for the same answer).
const HIDDEN = '[hidden], [aria-hidden="true"], [style*="display: none"], [style*="visibility: hidden"]';
function accessible<T extends Element>(element: T): T {
  if (element.closest(HIDDEN))
    throw new Error(`${element.outerHTML.slice(0, 200)} is hidden from assistive technology`);
  return element;
}

/** A text field by its label. */
export function field(name: string | RegExp): HTMLInputElement {
  return accessible(screen.getByLabelText<HTMLInputElement>(name, { selector: 'input, textarea' }));
}

/** A radio button or checkbox by its label. */
export function choice(name: string | RegExp): HTMLInputElement {
  return accessible(screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' }));
}

/** Waits for a radio button or checkbox by its label. */
export async function findChoice(name: string | RegExp): Promise<HTMLInputElement> {
  return accessible(await screen.findByLabelText<HTMLInputElement>(name, { selector: 'input' }));
}

/** A button by its words. */
export function button(name: string | RegExp): HTMLButtonElement {
  return accessible(screen.getByText<HTMLButtonElement>(name, { selector: 'button' }));
}

/** Waits for the page's heading (level 1) with these words. */
export async function findPage(name: string | RegExp): Promise<HTMLHeadingElement> {
  return accessible(await screen.findByText<HTMLHeadingElement>(name, { selector: 'h1' }));
}

/** Waits for the services' requests to settle: every pending fetch of the sandbox is answered inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
