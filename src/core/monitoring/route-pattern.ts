import { PATH } from '../shared/paths';

const PATHS: ReadonlySet<string> = new Set(Object.values(PATH));

/**
 * A path as the route pattern monitoring may carry: the path itself when it is one of the catalogue's routes, '*'
 * for any other (the not-found page must not send what someone typed into the address bar).
 */
export function routePattern(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return PATHS.has(bare) ? bare : '*';
}
