import type { Page } from 'playwright-core';
import { sessionText } from '../../../src/ui/text/en-session';
import { sandboxControl, sandboxState, type Watched } from './browser';
import { runClockUntil } from './clock';
import { resetKeepingSignIn, signIn } from './login';

/** The faults, as the sandbox names them (docs/sandbox-controls.md, "Faults on demand"). */
export const FAULT_CASES = {
  '5xx': { fault: 'status-503' },
  '401': { fault: 'status-401' },
  '403': { fault: 'status-403' },
  timeout: { fault: 'slow', delayMs: 4600 }, // the preview's PORTAL_REQUEST_TIMEOUT_MS is 4000
  // Chromium retries a request whose connection closes before any reply (ERR_EMPTY_RESPONSE) on new connections,
  // six more times here, before it fails the fetch: enough drops that the seventh fails too. Reset clears the rest.
  drop: { fault: 'drop', times: 10 },
  malformed: { fault: 'malformed' },
  // A 400 without a code: the catalogue's "Otherwise" row (docs/session.md, "A 400").
  '400': { fault: 'status-400' },
  // A proxy's or captive portal's HTML error page answered with 200: unreadable, like a malformed reply. (An HTML
  // 502 is a 5xx: the status wins, docs/adr/0003-http-status-and-envelope.md; test/sandbox/faults.test.ts checks the portal reads it so.)
  html: { fault: 'html', status: 200 },
} as const;
export type FaultName = keyof typeof FAULT_CASES;
export const FAULT_NAMES = Object.keys(FAULT_CASES) as FaultName[];

/**
 * What the browser runs for every call: the screen's own inline failure with what was typed kept (malformed), and
 * its 403, whose Back depends on the screen. A call adds the faults with a text of its own, and each kind of fault has
 * one walk through the real bundle, network and Chromium on some call (faults.e2e.ts checks). Every call against every fault runs through its use case and the sandbox's fault
 * bytes in test/sandbox/fault-matrix.test.ts; docs/testing.md has the table of where each case lives.
 */
export const SCREEN_FAULTS: readonly FaultName[] = ['malformed', '403'];

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
 * What the customer must see after one fault:
 * - `dialog`: the spec's dialog with this text; Close logs out (401, 5xx), goes back (403), or else leaves the
 *   customer where they were with what they typed;
 * - `inline`: this text on the same screen, no dialog, what was typed kept, still logged in;
 * - `quiet`: nothing at all (a background check that retries by itself), the screen unchanged; `recover` then
 *   proves it carries on.
 */
export type Expectation = { kind: 'dialog'; text: string } | { kind: 'inline'; text: string } | { kind: 'quiet' };

export interface Journey {
  path: string;
  /** Needs a logged-in customer; `from` is where the login starts and returns to (default /one-time-payment). */
  login: boolean;
  from?: string;
  /** Gets the page to the moment before the call; the fault is injected after this. */
  prepare(page: Page): Promise<void>;
  /** Makes the call (loads the screen, sends the form, or waits for a background check). */
  trigger(page: Page): Promise<void>;
  /** Where Back (the 403 dialog's close) lands. */
  backTo: string | RegExp;
  /** Where an inline error must show, when the trigger leaves the page (a gateway's return); else the page it was on. */
  at?: string | RegExp;
  /** The inline text for every fault that is not a dialog (timeout, drop, malformed, html, 400), unless `expect` says otherwise. */
  inline: string;
  /** Per fault, where this call differs from the default (the dialog for 5xx, 401, 403; `inline` for the rest). */
  expect?: Partial<Record<FaultName, Expectation>>;
  /** Something the customer typed or chose, and what must still be there after an inline failure or a dialog that stays. */
  kept?: { label: string | RegExp; value: string } | { text: string };
  /**
   * How many requests one press makes when every one fails (Pay retries twice with the same key): the fault is
   * injected that many times, so the customer really meets the failure instead of a retry that quietly succeeded.
   */
  attempts?: number;
  /** The faults run in the browser: SCREEN_FAULTS (the default) and those this call's screen alone can show. */
  faults?: readonly FaultName[];
  /**
   * After an inline failure or a quiet one: the customer tries again (or the world moves on) and gets through.
   * Returns what went wrong, or ''.
   */
  recover?(page: Page, fault: FaultName): Promise<string>;
  /**
   * The page runs on Playwright's clock (installed before it loads): while the case waits for what the customer
   * must see, the clock is moved on, so the portal's own timers (Pay's retries, the client's timeout, the poll's
   * next check) fire without their seconds being waited out in real time.
   */
  clock?: boolean;
}

/** What a fault shows on a journey. */
export function expectationOf(journey: Journey, name: FaultName): Expectation {
  const special = journey.expect?.[name];
  if (special) return special;
  const text = DIALOG_TEXT[name];
  return text ? { kind: 'dialog', text } : { kind: 'inline', text: journey.inline };
}

/**
 * Watches every document the page loads: once the portal has painted its first h1, a moment of longer than
 * `graceMs` with neither an h1 nor a dialog is reported as a blank page. The route's "Loading…" line while a
 * screen's chunk arrives is not blank, but may last at most 8 s (a loaded machine takes seconds). A document
 * that never paints an h1 within 8 s is reported too.
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
      const ok =
        visible(document.querySelector('h1')) || visible(document.querySelector('[role=alertdialog],[role=dialog]'));
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
      const loading = visible(document.querySelector('main .loading'));
      if (now - blankSince > (loading ? 8000 : grace)) {
        reported = true;
        report(
          loading
            ? `${location.pathname}: still loading after 8 s`
            : `${location.pathname}: blank (no h1, no dialog) for more than ${grace} ms`,
        );
      }
    }, 100);
  }, graceMs);
}

/** Requests the sandbox recorded for one API path. */
export async function requestsTo(path: string): Promise<number> {
  return (await sandboxState()).requests.filter((r) => r.path === path).length;
}

/** The distinct idempotency keys of the POSTs the sandbox recorded for one path. */
export async function keysSentTo(path: string): Promise<Set<string>> {
  const posts = (await sandboxState()).requests.filter((r) => r.method === 'POST' && r.path === path) as unknown as {
    headers: Record<string, string>;
  }[];
  return new Set(posts.map((p) => p.headers['idempotency-key'] ?? '(none)'));
}

/** Waits until the sandbox has recorded more than `before` requests to `path` (a background call has been made). */
export async function waitForRequest(path: string, before: number, timeoutMs = 10000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await requestsTo(path)) <= before) {
    if (Date.now() > until) throw new Error(`no request to ${path} within ${timeoutMs} ms`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

/** Chromium logs a failed load (our injected status or drop) as a console error: expected here, nothing else is. */
export const unexpected = (problems: string[]) => problems.filter((p) => !/Failed to load resource/.test(p));

async function loggedIn(page: Page): Promise<boolean> {
  return page.evaluate(() => !!sessionStorage.getItem('accessToken')).catch(() => false);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const matches = (target: string | RegExp, path: string) =>
  typeof target === 'string' ? path === target : target.test(path);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

async function keptProblem(page: Page, journey: Journey): Promise<string> {
  const kept = journey.kept;
  if (!kept) return '';
  if ('text' in kept) {
    const found = await page
      .getByText(kept.text)
      .first()
      .isVisible()
      .catch(() => false);
    return found ? '' : `"${kept.text}" is no longer shown`;
  }
  const value = await page
    .getByLabel(kept.label)
    .first()
    .inputValue()
    .catch(() => '(field gone)');
  return value === kept.value ? '' : `"${String(kept.label)}" holds "${value}", expected "${kept.value}"`;
}

/** One case: inject, trigger, then check what the customer sees. Returns what went wrong, or '' when all is well. */
async function runCase(page: Page, journey: Journey, name: FaultName, counted: { reached: number }): Promise<string> {
  const { times = 1, ...injected } = FAULT_CASES[name] as { times?: number };
  // The page's own requests to the call's path (for a background check: its retry is the event awaited).
  const checks = { sent: 0, atInjection: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === journey.path) checks.sent += 1;
  });
  await journey.prepare(page);
  const before = await requestsTo(journey.path);
  checks.atInjection = checks.sent;
  // A refusal (400, 401, 403) is never retried by the portal: one press meets it once.
  const retried = !['400', '401', '403'].includes(name);
  await sandboxControl('faults', {
    path: journey.path,
    ...injected,
    times: times * (retried ? (journey.attempts ?? 1) : 1),
  });
  const startPath = pathOf(page);
  const wasLoggedIn = await loggedIn(page);
  await journey.trigger(page);
  const expected = expectationOf(journey, name);
  const dialog = errorDialog(page);
  if (expected.kind === 'dialog') {
    if (journey.clock) await runClockUntil(page, () => dialog.isVisible(), 8000);
    await dialog.waitFor({ timeout: 8000 });
    const text = oneLine(await dialog.innerText());
    if (!text.includes(expected.text)) return `dialog says "${text}", expected "${expected.text}"`;
    if (name === '401' && !(await dialog.getByRole('heading', { name: sessionText.error.sessionTitle }).count()))
      return 'the 401 dialog is not titled Session ended';
    const at = pathOf(page);
    await dialog.getByRole('button', { name: sessionText.error.close }).click();
    const logsOut = name === '401' || name === '5xx';
    const target: string | RegExp = logsOut ? '/' : name === '403' ? journey.backTo : at;
    await page.waitForURL((url) => matches(target, url.pathname), { timeout: 8000 }).catch(() => undefined);
    if (!matches(target, pathOf(page)))
      return `closing the dialog left the customer at ${pathOf(page)}, expected ${String(target)}`;
    await heading(page).waitFor({ timeout: 8000 });
    if (await dialog.count()) return 'a dialog is still open after Close';
    if (logsOut && (await loggedIn(page))) return 'still logged in after the logout';
    if (!logsOut && name !== '403') {
      const lost = await keptProblem(page, journey);
      if (lost) return lost;
      if (wasLoggedIn && !(await loggedIn(page))) return 'logged out by a dialog that should only close';
    }
  } else if (expected.kind === 'inline') {
    // A timeout takes the client's 4 s (three times over for a Pay that retries); give it room.
    const wait = name === 'timeout' ? 6000 * (journey.attempts ?? 1) + 4000 : 10000;
    const text = page.getByText(expected.text).first();
    // On the page's clock, Pay's retries (1 s, then 3 s) and the client's 4 s timeout are moved on, not waited out.
    const found = journey.clock
      ? await runClockUntil(page, () => text.isVisible(), wait)
      : await text.waitFor({ timeout: wait }).then(
          () => true,
          () => false,
        );
    if (await dialog.count())
      return `a dialog opened ("${oneLine(await dialog.innerText())}") instead of an inline error`;
    if (!found)
      return `no inline error "${expected.text}" (at ${pathOf(page)}: "${oneLine(
        (
          await page
            .locator('main')
            .innerText()
            .catch(() => '')
        ).slice(0, 300),
      )}")`;
    await heading(page).waitFor({ timeout: 2000 });
    if (!matches(journey.at ?? startPath, pathOf(page))) return `moved from ${startPath} to ${pathOf(page)}`;
    const lost = await keptProblem(page, journey);
    if (lost) return lost;
    if (wasLoggedIn && !(await loggedIn(page))) return 'logged out after an inline failure';
  } else if (journey.clock) {
    // The page's next check is the event that proves the failed one came back (a timeout is the client's 4 s
    // timer, on the same clock) and was acted on by retrying quietly. Counted as the page sends them (Chromium's
    // own reconnects after a dropped connection are not page requests).
    const retried = await runClockUntil(page, async () => checks.sent >= checks.atInjection + 2, 20000);
    if (!retried) return `no quiet retry of ${journey.path} after the failed check`;
    if ((await requestsTo(journey.path)) <= before) return 'the call never reached the sandbox';
    if (await dialog.count())
      return `a dialog opened ("${oneLine(await dialog.innerText())}") for a check that should retry quietly`;
    if (pathOf(page) !== startPath) return `moved from ${startPath} to ${pathOf(page)}`;
    const lost = await keptProblem(page, journey);
    if (lost) return lost;
  } else {
    await waitForRequest(journey.path, before, name === 'timeout' ? 12000 : 10000);
    // The page's next check is the event that proves the failed one came back (a timeout takes the client's 4 s)
    // and was acted on by retrying quietly: no fixed wait. Counted as the page sends them (Chromium's own
    // reconnects after a dropped connection are not page requests); the poll's back-off is at most 10 s.
    const until = Date.now() + (name === 'timeout' ? 20000 : 15000);
    while (checks.sent < checks.atInjection + 2) {
      if (Date.now() > until) return `no quiet retry of ${journey.path} after the failed check`;
      await page.waitForRequest((r) => new URL(r.url()).pathname === journey.path, { timeout: 1000 }).catch(() => null);
    }
    if (await dialog.count())
      return `a dialog opened ("${oneLine(await dialog.innerText())}") for a check that should retry quietly`;
    if (pathOf(page) !== startPath) return `moved from ${startPath} to ${pathOf(page)}`;
    const lost = await keptProblem(page, journey);
    if (lost) return lost;
  }
  counted.reached = (await requestsTo(journey.path)) - before;
  if (counted.reached < 1) return 'the call never reached the sandbox';
  if (expected.kind !== 'dialog' && journey.recover) {
    // The customer met the failure; what is left of the fault (extra drops) is cleared, so the retry meets the real answer.
    await sandboxControl('faults', { path: journey.path, times: 0 });
    return journey.recover(page, name);
  }
  return '';
}

/** Let a late reply (the slow fault answers after the client gave up) land before judging the page. */
const SETTLE_MS = 800;

/**
 * Registers one jest test per journey, each running every fault on a fresh page, and prints the call x fault table
 * at the end. `open` is the file's `useBrowser().open`.
 */
export function faultTable(journeys: Record<string, Journey>, open: () => Promise<Watched>, timeoutMs = 240000): void {
  const results: { call: string; fault: FaultName; injected: number; seconds: string; result: string }[] = [];

  afterAll(() => {
    const lines = results.map(
      (r) =>
        `${r.call.padEnd(40)} ${r.fault.padEnd(10)} ${String(r.injected).padEnd(3)} ${r.seconds.padStart(5)} s ${r.result || 'ok'}`,
    );
    const perCall = Object.keys(journeys).map((call) => {
      const cases = results.filter((r) => r.call === call);
      return `${call}: ${cases.filter((r) => !r.result).length}/${cases.length} faults pass, ${cases.reduce((n, r) => n + r.injected, 0)} faulted requests`;
    });
    console.log(
      `call x fault (${results.length} cases; columns: call, fault, requests that reached the faulted path, wall time, result)\n${lines.join('\n')}\n\n${perCall.join('\n')}`,
    );
  });

  describe('each call a journey makes, against each fault', () => {
    it.each(Object.keys(journeys))(
      '%s',
      async (call) => {
        const journey = journeys[call]!;
        const failures: string[] = [];
        for (const name of journey.faults ?? SCREEN_FAULTS) {
          const started = Date.now();
          await resetKeepingSignIn();
          // A fresh page per case: a case that logged out leaves the Session ended mark behind, as it should.
          const { page, problems, context } = await open();
          page.setDefaultTimeout(10000);
          const blanks: string[] = [];
          await watchForBlank(page, blanks);
          const counted = { reached: 0 };
          let result: string;
          try {
            if (journey.clock) await page.clock.install();
            if (journey.login) await signIn(page, journey.from ?? '/one-time-payment');
            result = await runCase(page, journey, name, counted);
          } catch (error) {
            result = `threw: ${(error as Error).message.split('\n')[0]}`;
          }
          if (name === 'timeout') await page.waitForTimeout(SETTLE_MS);
          const extra = [...blanks, ...unexpected(problems)];
          if (extra.length) result = [result, ...extra].filter(Boolean).join('; ');
          await context.close();
          results.push({
            call,
            fault: name,
            injected: counted.reached,
            seconds: ((Date.now() - started) / 1000).toFixed(1),
            result,
          });
          if (result) failures.push(`${name}: ${result}`);
        }
        expect(failures).toEqual([]);
      },
      timeoutMs,
    );
  });
}
