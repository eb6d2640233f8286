import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.2 A and AA rules and best practices) on the page as it stands, once it has stopped arriving:
 * no chunk still loading and a heading drawn. A screen waiting for its chunk or its journey area shows a Suspense
 * fallback for a moment, not the page a customer reads (the fresh-clone CI met `page-has-heading-one` there twice).
 * A page that never draws its h1 is still judged, after 10 s, and fails on it.
 * Injected through the DevTools protocol, once per document, which the page's CSP does not govern, so the test
 * still sees any real CSP violation.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page
    .waitForFunction(
      () => !document.querySelector('script[data-rspack]') && !!document.querySelector('h1'),
      undefined,
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined);
  // Once per document: a move inside the page keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}
