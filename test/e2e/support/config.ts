import type { Page } from 'playwright-core';
import { serverReply } from './server-reply';

/**
 * This page's config.json: the server's own with `change` applied to it, as an operator's edit would leave the file.
 * `change` returns the new file, or changes the one it is given in place; a string is served as the file's text.
 */
export async function changeConfig(
  page: Page,
  change: (config: Record<string, unknown>) => Record<string, unknown> | string | void,
): Promise<void> {
  await page.route(
    (url) => url.pathname === '/config.json',
    async (route) => {
      const reply = await serverReply(route);
      const config = JSON.parse(reply.body.toString('utf8')) as Record<string, unknown>;
      const changed = change(config) ?? config;
      await route.fulfill({ ...reply, body: typeof changed === 'string' ? changed : JSON.stringify(changed) });
    },
  );
}

/** The dashboard deep link as an https address the test can see arriving (a custom scheme goes to the OS). */
export const TEST_DASHBOARD = 'https://app.example-insurer.test/dashboard';

/**
 * Points this page's config.json `mobileDashboardUrl` at TEST_DASHBOARD and answers it with a stand-in page; returns
 * the addresses that arrived there, in order.
 */
export async function watchDashboard(page: Page): Promise<string[]> {
  const arrived: string[] = [];
  await page.route(`${TEST_DASHBOARD}**`, (route) => {
    arrived.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>App</title>' });
  });
  await changeConfig(page, (config) => ({ ...config, mobileDashboardUrl: TEST_DASHBOARD }));
  return arrived;
}
