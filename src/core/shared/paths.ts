import { PAGES, type PageName } from '../pages';

/** Every page's path by its name (src/core/pages.ts), for the use cases that move the page. */
export const PATH = Object.fromEntries(Object.entries(PAGES).map(([name, page]) => [name, page.path])) as {
  readonly [K in PageName]: (typeof PAGES)[K]['path'];
};

export type PagePath = (typeof PATH)[PageName];

/** An outcome page for one payment or arrangement: the page reads its receipt by this reference. */
export function withRef(path: PagePath, reference: string): string {
  return `${path}?ref=${encodeURIComponent(reference)}`;
}

/** A login page (or one with a query): never a place to come back to after logging in. */
export function isLoginPath(path: string): boolean {
  return path === PATH.login || path.startsWith(`${PATH.login}/`) || path.startsWith(`${PATH.login}?`);
}
