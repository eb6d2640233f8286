import fs from 'node:fs';
import path from 'node:path';
import { AREAS } from '../../src/adapters/areas';
import type { AreaName } from '../../src/core/services';
import { areaOfPage, NOT_FOUND, PAGES, type Page, type PageName } from '../../src/core/pages';
import { LISTED } from '../../src/core/recurring/recurring.services';
import { PATH } from '../../src/core/shared/paths';
import { findRoute, ROUTES } from '../../src/ui/routes';
import { en } from '../../src/ui/text/en';

/** The prerender preloads a journey page's chunks from these rows (scripts/prerender.js). */
const prerender = require('../../scripts/prerender.js') as {
  rowsOf(file: string, table: string): Record<string, { imports: string[]; needs: string[] }>;
  SCREENS: { file: string; table: string };
  AREA_TABLE: { file: string; table: string };
};
const screens = prerender.rowsOf(prerender.SCREENS.file, prerender.SCREENS.table);

const ROOT = path.resolve(__dirname, '../..');
const names = Object.keys(PAGES) as PageName[];
const rows: [PageName, Page][] = names.map((name) => [name, PAGES[name]]);

/** A module's source and, transitively, those of the modules it imports from its own folder (`./x`). */
function withOwnParts(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const parts = [...source.matchAll(/from '\.\/([\w.-]+)'/g)].flatMap((m) => {
    const base = path.join(path.dirname(file), m[1]!);
    return withOwnParts(fs.existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`, seen);
  });
  return [source, ...parts];
}

/**
 * The areas a screen's source asks for: the suspending hook, or also (`onPress`) the on-demand one, which loads an
 * area when a press needs it (the login forms; the payment outcome's GIRO offer).
 */
const askedAreas = (source: string, onPress = true): AreaName[] =>
  (Object.keys(AREAS) as AreaName[]).filter((area) =>
    new RegExp(`\\buse(Area${onPress ? '|ServicesOnDemand' : ''})\\('${area}'\\)`).test(source),
  );

describe('the page table (src/core/pages.ts)', () => {
  it('holds the spec’s pages and the accessibility statement, each with its own path and analytics page name', () => {
    expect(names).toContain('accessibility');
    expect(new Set(rows.map(([, page]) => page.path)).size).toBe(names.length);
    expect(new Set([...rows.map(([, page]) => page.pageName), NOT_FOUND.pageName]).size).toBe(names.length + 1);
    expect(PATH).toEqual(Object.fromEntries(rows.map(([name, page]) => [name, page.path])));
  });

  it('gives every page, and the not-found one, a screen loader and its texts, and nothing else one', () => {
    expect(ROUTES.map((r) => r.name)).toEqual(names);
    for (const route of ROUTES) expect(typeof route.load).toBe('function');
    expect(findRoute('/nowhere')).toMatchObject({ name: 'notFound', pageName: NOT_FOUND.pageName });
    expect(typeof findRoute('/nowhere').load).toBe('function');
    expect(Object.keys(en.screens).sort()).toEqual([...names, 'notFound'].sort());
    expect(Object.keys(screens).sort()).toEqual([...names, 'notFound'].sort());
    for (const { imports } of Object.values(screens)) expect(imports).toHaveLength(1);
  });

  it('names only areas that exist, and prerenders only pages that need no login and await no answer', () => {
    for (const [name, page] of rows) {
      if (page.area) expect({ name, area: page.area in AREAS }).toEqual({ name, area: true });
      if (page.prerender) expect({ name, requiresLogin: page.requiresLogin, outcome: page.outcome }).toEqual({ name });
    }
    for (const area of Object.values(AREAS) as { needs: readonly string[] }[])
      for (const need of area.needs) expect(Object.keys(AREAS)).toContain(need);
  });

  /**
   * The composition builds a page's area as the page starts (`areaOfPage`): the table must name the area its screen
   * asks for, or the page waits for its area after its screen after all; and the screen waits for no area the page
   * does not build (its own, or one it is built on). Another area asked for on a press loads then, not with the page.
   */
  it('names, for every page, the area its screen asks for, and none for a screen that asks for none', () => {
    for (const [name, page] of [...rows, ['notFound', NOT_FOUND] as const]) {
      const route = { path: page.path };
      // The screen module and the parts beside it that it reaches (giro review draws through arrangement-review.tsx,
      // which takes the draft from recurring-parts.tsx).
      const source = withOwnParts(path.resolve(ROOT, 'src/ui', `${screens[name]!.imports[0]}.tsx`)).join('\n');
      const asked = askedAreas(source);
      const area = areaOfPage(route.path);
      const built = area ? [area, ...AREAS[area].needs] : [];
      const waitsFor = askedAreas(source, false);
      expect({ path: route.path, asked: waitsFor.filter((a) => !built.includes(a)) }).toEqual({
        path: route.path,
        asked: [],
      });
      expect({ path: route.path, asks: area ? asked.includes(area) : asked.length === 0 }).toEqual({
        path: route.path,
        asks: true,
      });
    }
  });

  /**
   * A recurring page whose screen reads the policy list asks for it as the page starts (`LISTED`), not a round trip
   * later when the screen renders; the GIRO account step takes the list the page before it loaded.
   */
  it('asks for the recurring policy list as exactly the pages start whose screen reads it', () => {
    const reads = rows
      .filter(([name]) =>
        withOwnParts(path.resolve(ROOT, 'src/ui', `${screens[name]!.imports[0]}.tsx`)).some((source) =>
          /(?<!function )\buseRecurringPolicies\(\)/.test(source),
        ),
      )
      .map(([, page]) => page.path);
    expect(reads).toContain(PATH.giro);
    expect(reads.filter((path) => path !== PATH.giro).sort()).toEqual([...LISTED].sort());
  });

  it('names no area for a path outside the table, or one with a trailing slash', () => {
    expect(areaOfPage('/nowhere')).toBeUndefined();
    expect(areaOfPage('/one-time-payment/paynow/')).toBeUndefined();
  });

  it('reads, for every area, its row in the composition: the chunks it imports and the areas built with it', () => {
    const areas = prerender.rowsOf(prerender.AREA_TABLE.file, prerender.AREA_TABLE.table);
    expect(Object.keys(areas).sort()).toEqual(Object.keys(AREAS).sort());
    for (const [name, { imports, needs }] of Object.entries(areas)) {
      expect(needs).toEqual(AREAS[name as AreaName].needs);
      expect(imports.some((r) => r.endsWith(name === 'paymentDraft' ? '/payment-draft' : '.services'))).toBe(true);
    }
  });
});
