import fs from 'node:fs';
import path from 'node:path';
import { areaOfPage } from '../../src/core/areas';
import type { AreaName } from '../../src/core/services';

const budgets = require('../../scripts/check-budgets.js') as {
  loadRoutes(): Promise<{ path: string; request: string }[]>;
};

const HOOKS: Record<AreaName, RegExp> = {
  login: /\buseLoginServices\(|\buseServicesOnDemand\('login'\)/,
  payment: /\busePaymentServices\(/,
  recurring: /\buseRecurringServices\(/,
  // Before the third-party area: the standalone payor's screens ask for both, and their page builds this one (with it).
  guestPayor: /\buseGuestPayorServices\(/,
  thirdParty: /\buseThirdPartyServices\(/,
};

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
 * The composition builds a signed-in page's area as the page starts (`areaOfPage`): that table must name
 * the area each route's screen asks for, or the page waits for its area after its screen after all.
 */
describe('areaOfPage', () => {
  it('names, for every route, the area its screen module asks for, and none for a screen that asks for none', async () => {
    const routes = (await budgets.loadRoutes()).filter((r) => r.path !== '*');
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      // The screen module and the parts beside it that it reaches (giro review draws through arrangement-review.tsx,
      // which takes the draft from recurring-parts.tsx).
      const source = withOwnParts(path.resolve(__dirname, '../../src/ui', `${route.request}.tsx`)).join('\n');
      const asked = (Object.keys(HOOKS) as AreaName[]).filter((area) => HOOKS[area].test(source));
      expect({ path: route.path, area: areaOfPage(route.path) }).toEqual({ path: route.path, area: asked[0] });
    }
  });

  it('names no area for a path outside the catalogue, or one with a query', () => {
    expect(areaOfPage('/nowhere')).toBeUndefined();
    expect(areaOfPage('/one-time-payment/paynow/')).toBeUndefined();
  });
});
