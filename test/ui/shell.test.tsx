import { act, screen } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { PATH } from '../../src/core/shared/paths';
import { PAGES } from '../../src/core/pages';
import { findRoute, ROUTES } from '../../src/ui/routes';
import { prepareScreen } from '../../src/ui/shell/route-view';
import { en } from '../../src/ui/text/en';
import { renderApp, useSandbox } from '../support/render-app';

const sandbox = useSandbox();

describe('the shell', () => {
  it('renders home with its three choices, the exit link and the back link', async () => {
    await renderApp('/', sandbox);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay your premium' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pay a premium now/ }).getAttribute('href')).toBe('/one-time-payment');
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('https://www.example-insurer.com.sg/');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });

  it('gives an unknown path a not-found page with a way home', async () => {
    await renderApp('/no-such-page', sandbox);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });

  it('pushes a page view with the route’s own page name', async () => {
    window.dataLayer = [];
    await renderApp('/maintenance', sandbox); // a page that needs no login and no data (the login guard would redirect)
    await screen.findByRole('heading', { level: 1 });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'pageView',
        pageName: 'portal:maintenance',
        language: 'en',
        websiteCountry: 'sg',
      }),
    );
  });

  it('has a route for every page of the table, with distinct paths and page names', () => {
    const pages = Object.keys(PAGES).length;
    expect(ROUTES).toHaveLength(pages);
    expect(new Set(ROUTES.map((r) => r.pageName)).size).toBe(pages);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(pages);
  });

  it('gives every route but the outcome pages its own page title', () => {
    const titled = ROUTES.filter((r) => !r.outcome);
    const titles = titled.map((r) => en.documentTitle(en.screens[r.name].pageTitle));
    expect(new Set(titles).size).toBe(titled.length);
  });

  it('titles an outcome page neutrally until its screen has the server’s answer', () => {
    const outcomes = ROUTES.filter((r) => r.outcome);
    expect(outcomes).toHaveLength(14);
    for (const r of outcomes) expect(en.screens[r.name].pageTitle).toMatch(/^Checking your (payment|arrangement)$/);
  });
});

describe('a step to a screen loaded ahead', () => {
  it('shows the screen in the press’s own render, never the loading line', async () => {
    await renderApp('/', sandbox);
    await screen.findByRole('heading', { level: 1, name: 'Pay your premium' });
    prepareScreen(PATH.accessibility);
    await act(() => findRoute(PATH.accessibility).load());
    act(() => navigate(PATH.accessibility)); // no await: what this render commits is what the press paints
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    expect(document.querySelector('#main .loading')).toBeNull();
  });
});
