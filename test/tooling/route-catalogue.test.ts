import fs from 'node:fs';
import path from 'node:path';
import { PAGES } from '../../src/core/pages';
import { PATH } from '../../src/core/shared/paths';

const ROOT = path.resolve(__dirname, '../..');
const CATALOGUE = 'src/core/pages.ts';

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A quoted path literal: '/x', "/x", `/x`, or the same followed by a query ('/x?ref=…'); not the separator of a
 * split or join ('/' there is no route).
 */
function literal(routePath: string): RegExp {
  return new RegExp(`(?<!(?:split|join)\\()['"\`]${escape(routePath)}(?=['"\`?#])`, 'g');
}

/** wouter's ways to move the page from React: the navigate of useLocation, the module's navigate, <Redirect>. */
const MOVES_THE_PAGE = /\[\s*\w*\s*,\s*\w+\s*\]\s*=\s*useLocation\(|\bnavigate\s*\(|<Redirect\b|useBrowserLocation/;

/** Where each catalogue path is written in src, file by file. */
function spellings(files: { file: string; source: string }[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const routePath of Object.values(PATH)) {
    found.set(
      routePath,
      files.flatMap(({ file, source }) => (source.match(literal(routePath)) ?? []).map(() => file)),
    );
  }
  return found;
}

describe('the route catalogue', () => {
  const files = sourcesUnder(path.join(ROOT, 'src')).map((abs) => ({
    file: path.relative(ROOT, abs).split(path.sep).join('/'),
    source: fs.readFileSync(abs, 'utf8'),
  }));

  it('holds each page’s path once', () => {
    expect(new Set(Object.values(PATH)).size).toBe(Object.keys(PAGES).length);
  });

  it('is the only place in src that spells a route path', () => {
    const elsewhere = [...spellings(files)].flatMap(([routePath, where]) =>
      where.filter((file) => file !== CATALOGUE).map((file) => `${file}: ${routePath}`),
    );
    expect(elsewhere).toEqual([]);
    for (const [, where] of spellings(files)) expect(where).toEqual([CATALOGUE]);
  });

  it('leaves moving the page to the use cases: no screen navigates (docs/architecture.md, "Who moves the page")', () => {
    const moves = files.filter(({ file, source }) => file.startsWith('src/ui/') && MOVES_THE_PAGE.test(source));
    expect(moves.map(({ file }) => file)).toEqual([]);
    for (const planted of [
      'const [, navigate] = useLocation();',
      'const [path, go] = useLocation();',
      '<Redirect to={x} />',
    ])
      expect(MOVES_THE_PAGE.test(planted)).toBe(true);
    expect(MOVES_THE_PAGE.test('const [path] = useLocation();')).toBe(false);
  });

  it('would catch a path spelled in a screen, quoted or in a link', () => {
    const planted = [
      { file: CATALOGUE, source: fs.readFileSync(path.join(ROOT, CATALOGUE), 'utf8') },
      { file: 'src/ui/x.tsx', source: `<Link href="/login/otp">x</Link>; go('/'); go(\`/recurring-giro?ref=\${r}\`)` },
    ];
    const found = spellings(planted);
    expect(found.get('/login/otp')).toEqual([CATALOGUE, 'src/ui/x.tsx']);
    expect(found.get('/')).toEqual([CATALOGUE, 'src/ui/x.tsx']);
    expect(found.get('/recurring-giro')).toEqual([CATALOGUE, 'src/ui/x.tsx']);
    // A longer path is not its prefix spelled again.
    expect(found.get('/login')).toEqual([CATALOGUE]);
  });
});
