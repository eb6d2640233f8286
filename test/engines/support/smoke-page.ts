/**
 * What the cross-engine smoke asks of a browser, met by puppeteer-core (Firefox) and selenium-webdriver (WebKitGTK)
 * alike: one journey script runs on both. Elements are found in the page by role and accessible name, roughly as
 * Playwright's getByRole does (a string matches any part of the name, ignoring case), and acted on through the
 * driver, so clicks and typing are the engine's own input events.
 */
export type Kind = 'heading' | 'button' | 'link' | 'field' | 'choice' | 'dialog';
export interface Target {
  kind: Kind;
  name: string | RegExp;
}

/**
 * A driver's part: everything else (waiting, finding) is shared. `script` is a JavaScript expression evaluated in
 * the page (never by the page's own eval, which its CSP refuses).
 */
export interface Driver {
  goto(url: string): Promise<void>;
  run<T>(script: string): Promise<T>;
  /** Clicks, or types into, the element `script` evaluates to. */
  click(script: string): Promise<void>;
  type(script: string, text: string): Promise<void>;
  press(key: 'Escape'): Promise<void>;
  /** The narrowest window the engine allows, at most `width`: the width it got. */
  narrow(width: number): Promise<number>;
  close(): Promise<void>;
  /** Page errors and console errors, where the driver can see them (Firefox). */
  readonly problems: string[];
}

type FindArgs = [kind: Kind, source: string, flags: string];
type InPage<T> = (...args: never[]) => T;

/**
 * `fn` called with `args` (JSON values) as an expression for the page, with `find` in its scope: page functions
 * travel as source, so they close over nothing in Node but `find`.
 */
function script<T>(fn: InPage<T>, ...args: unknown[]): string {
  return `((find) => (${fn.toString()})(...${JSON.stringify(args)}))(${find.toString()})`;
}

/** Runs in the page: the first visible element of `kind` whose accessible name matches, or null. */
function find(kind: Kind, source: string, flags: string): Element | null {
  const pattern = new RegExp(source, flags);
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const byIds = (el: Element) =>
    (el.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => clean(document.getElementById(id)?.textContent))
      .join(' ');
  const shown = (el: Element) => el.getClientRects().length > 0;
  const named = (selector: string, name: (el: Element) => string, visible: (el: Element) => boolean = shown) =>
    [...document.querySelectorAll(selector)].find((el) => visible(el) && pattern.test(name(el))) ?? null;
  const own = (el: Element) => clean(el.getAttribute('aria-label') ?? el.textContent);
  switch (kind) {
    case 'heading':
      return named('h1, h2, h3', own);
    case 'button':
      return named('button, [role="button"], input[type="submit"]', own);
    case 'link':
      return named('a[href]', own);
    case 'dialog':
      return named('[role="dialog"], [role="alertdialog"]', (el) => el.getAttribute('aria-label') ?? byIds(el));
    case 'field':
      return named(
        'input:not([type="radio"]):not([type="checkbox"]), textarea, select',
        (el) =>
          el.getAttribute('aria-label') ??
          ([...((el as HTMLInputElement).labels ?? [])].map((l) => clean(l.textContent)).join(' ') || byIds(el)),
      );
    case 'choice':
      // react-aria keeps the input visually hidden: a pointer user clicks its label.
      return named(
        'label',
        own,
        (el) => shown(el) && !!el.querySelector('input[type="radio"], input[type="checkbox"]'),
      );
  }
}

const findArgs = ({ kind, name }: Target): FindArgs =>
  typeof name === 'string'
    ? [kind, name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i']
    : [kind, name.source, name.flags.replace('g', '')];

export const heading = (name: string | RegExp): Target => ({ kind: 'heading', name });
export const button = (name: string | RegExp): Target => ({ kind: 'button', name });
export const link = (name: string | RegExp): Target => ({ kind: 'link', name });
export const field = (name: string | RegExp): Target => ({ kind: 'field', name });
export const choice = (name: string | RegExp): Target => ({ kind: 'choice', name });
export const dialog = (name: string | RegExp): Target => ({ kind: 'dialog', name });

const WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The smoke's page: waits for what it needs, as a customer would look before acting. */
export class SmokePage {
  constructor(
    readonly driver: Driver,
    private readonly origin: string,
  ) {}

  goto(path: string): Promise<void> {
    return this.driver.goto(this.origin + path);
  }

  /** Polls `fn` in the page until it returns something truthy; a navigation in between is retried. */
  async until<T>(what: string, fn: InPage<T>, ...args: unknown[]): Promise<NonNullable<T>> {
    const deadline = Date.now() + WAIT_MS;
    let last: Error | undefined;
    for (;;) {
      try {
        const value = await this.driver.run<T>(script(fn, ...args));
        if (value) return value;
      } catch (error) {
        last = error as Error;
      }
      if (Date.now() > deadline)
        throw new Error(`Waited ${WAIT_MS} ms for ${what}${last ? ` (${last.message})` : ''}${await this.screen()}`);
      await sleep(150);
    }
  }

  async see(target: Target): Promise<void> {
    await this.until(
      `${target.kind} ${String(target.name)}`,
      (...args: FindArgs) => !!find(...args),
      ...findArgs(target),
    );
  }

  async gone(target: Target): Promise<void> {
    await this.until(
      `no ${target.kind} ${String(target.name)}`,
      (...args: FindArgs) => !find(...args),
      ...findArgs(target),
    );
  }

  async click(target: Target): Promise<void> {
    await this.see(target);
    await this.act(`click ${String(target.name)}`, () => this.driver.click(script(find, ...findArgs(target))));
  }

  async type(target: Target, text: string): Promise<void> {
    await this.see(target);
    await this.act(`type into ${String(target.name)}`, () => this.driver.type(script(find, ...findArgs(target)), text));
  }

  private async act(what: string, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      throw new Error(`Could not ${what} (${String(error)})${await this.screen()}`);
    }
  }

  /** What the page shows, for a failure's message: its address, its heading and any dialog. */
  private async screen(): Promise<string> {
    const shown = await this.driver
      .run<string>(
        script(() =>
          [
            location.pathname,
            document.querySelector('h1'),
            document.querySelector('[role="alertdialog"], [role="dialog"]'),
          ]
            .map((x) => (typeof x === 'string' ? x : (x?.textContent ?? '')))
            .filter(Boolean)
            .join(' | '),
        ),
      )
      .catch(() => 'unreadable');
    return `; the page shows: ${shown}`;
  }

  /** A native select's option by its text, as the choice a customer makes (React hears the change event). */
  async select(target: Target, option: string): Promise<void> {
    await this.see(target);
    await this.driver.run(
      script(
        (kind: Kind, source: string, flags: string, text: string) => {
          const select = find(kind, source, flags) as HTMLSelectElement;
          select.value = [...select.options].find((o) => o.text === text)!.value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
        ...findArgs(target),
        option,
      ),
    );
  }

  press(key: 'Escape'): Promise<void> {
    return this.driver.press(key);
  }

  async path(pathname: string): Promise<void> {
    await this.until(`the address ${pathname}`, (p: string) => location.pathname === p, pathname);
  }

  /** The text of the first element `selector` matches, once it matches `pattern`. */
  text(selector: string, pattern: RegExp): Promise<string> {
    return this.until(
      `${selector} to read ${String(pattern)}`,
      (s: string, source: string, flags: string) =>
        [...document.querySelectorAll(s)]
          .map((el) => el.textContent ?? '')
          .find((t) => new RegExp(source, flags).test(t)),
      selector,
      pattern.source,
      pattern.flags,
    );
  }
}
