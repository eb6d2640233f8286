import { prerender } from 'react-dom/static';
import { DEFAULT_CONFIG } from './core/config';
import { Root } from './ui/app';
import { findRoute, ROUTES } from './ui/routes';
import { en } from './ui/text/en';

/** The routes whose first screen is rendered to HTML at build time (`prerender` in src/core/pages.ts, scripts/prerender.js). */
export const PRERENDER_PATHS = ROUTES.filter((route) => route.prerender).map((route) => route.path);

/**
 * Renders a route's first screen. The services never arrive here, so nothing is fetched or read from
 * storage: a screen that would wait for them aborts the render instead of leaking anyone's data.
 */
export async function renderRoute(path: string, timeoutMs = 5000): Promise<{ html: string; title: string }> {
  const never = new Promise<never>(() => undefined);
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new Error(`${path} did not finish rendering in ${timeoutMs} ms`)),
    timeoutMs,
  );
  let failure: unknown;
  try {
    const { prelude } = await prerender(<Root ssrPath={path} boot={{ config: DEFAULT_CONFIG, composition: never }} />, {
      signal: abort.signal,
      onError: (error) => {
        failure ??= error;
      },
    });
    if (failure) throw failure instanceof Error ? failure : new Error('prerender failed', { cause: failure });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
    return {
      html: Buffer.concat(chunks).toString('utf8'),
      title: en.documentTitle(en.screens[findRoute(path).name].pageTitle),
    };
  } finally {
    clearTimeout(timer);
  }
}
