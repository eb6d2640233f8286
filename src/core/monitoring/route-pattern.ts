/**
 * A path as the route pattern monitoring may carry: the path itself when it is one of the portal's routes, '*' for
 * any other (the not-found page must not send what someone typed into the address bar). `known` is the route
 * catalogue's paths; until the composition root has given them, a path of lower-case words and hyphens stands for a
 * route (every spec route is one).
 */
export function routePattern(path: string, known?: readonly string[]): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  if (known) return known.includes(bare) ? bare : '*';
  return bare === '/' || (/^(\/[a-z]+(-[a-z]+)*)+$/.test(bare) && bare.length <= 80) ? bare : '*';
}
