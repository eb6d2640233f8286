import type { Page } from 'playwright-core';
import { sessionText } from '../../../src/ui/text/en-session';
import { sandboxState } from './browser';

/** The faults of issue 9 item 2, as the sandbox names them (docs/sandbox.md, "Faults on demand"). */
export const FAULT_CASES = {
  '5xx': { fault: 'status-503' },
  '401': { fault: 'status-401' },
  '403': { fault: 'status-403' },
  timeout: { fault: 'slow', delayMs: 4600 }, // the preview's PORTAL_REQUEST_TIMEOUT_MS is 4000
  // Chromium retries a request whose connection closes before any reply (ERR_EMPTY_RESPONSE) on new connections,
  // six more times here, before it fails the fetch: enough drops that the seventh fails too. Reset clears the rest.
  drop: { fault: 'drop', times: 10 },
  malformed: { fault: 'malformed' },
} as const;
export type FaultName = keyof typeof FAULT_CASES;
export const FAULT_NAMES = Object.keys(FAULT_CASES) as FaultName[];

/** The sandbox's customer service number (server/sandbox-site.ts), which the 5xx text must carry. */
export const PHONE = '+65 6000 0000';

/** The global error dialog (or the Session ended one): react-aria renders an alertdialog. */
export const errorDialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

/** What the spec's catalogue says the dialog shows for each status fault. */
export const DIALOG_TEXT: Partial<Record<FaultName, string>> = {
  '5xx': sessionText.error.text('technical', PHONE),
  '401': sessionText.error.text('status401', PHONE),
  '403': sessionText.error.text('status403', PHONE),
};

/**
 * Watches every document the page loads: once the portal has painted its first h1, a moment of longer than
 * `graceMs` with neither an h1 nor a dialog is reported as a blank page (a route's chunk loading takes less).
 * A document that never paints an h1 within 8 s is reported too.
 */
export async function watchForBlank(page: Page, blanks: string[], graceMs = 1500): Promise<void> {
  await page.exposeFunction('__reportBlank', (what: string) => blanks.push(what));
  await page.addInitScript((grace: number) => {
    const report = (what: string) => (window as unknown as { __reportBlank(s: string): void }).__reportBlank(what);
    const started = Date.now();
    let painted = false;
    let blankSince: number | null = null;
    let reported = false;
    setInterval(() => {
      if (reported || location.pathname.startsWith('/sandbox/')) return;
      const visible = (el: Element | null) => !!el && (el as HTMLElement).getClientRects().length > 0;
      const ok = visible(document.querySelector('h1')) || visible(document.querySelector('[role=alertdialog],[role=dialog]'));
      if (ok) {
        painted = true;
        blankSince = null;
        return;
      }
      const now = Date.now();
      if (!painted) {
        if (now - started > 8000) {
          reported = true;
          report(`${location.pathname}: no h1 and no dialog 8 s after load`);
        }
        return;
      }
      blankSince ??= now;
      if (now - blankSince > grace) {
        reported = true;
        report(`${location.pathname}: blank (no h1, no dialog) for more than ${grace} ms`);
      }
    }, 100);
  }, graceMs);
}

/** Requests the sandbox recorded for one API path. */
export async function requestsTo(path: string): Promise<number> {
  return (await sandboxState()).requests.filter((r) => r.path === path).length;
}
