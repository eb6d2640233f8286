import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** What the build, the install and the tests write: not the project's own text. */
const SKIP = new Set(['node_modules', '.git', 'dist', 'build', 'test-results', 'tmp', 'coverage', 'screenshots']);
const MARKER = /^(<{7} |={7}$|>{7} )/m;

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return /\.(tsx?|jsx?|mjs|cjs|json|md|ya?ml|css|html|conf)$|^\.ci$|^run$/.test(entry.name) ? [full] : [];
  });
}

/** A merge's conflict markers left inside a comment or a doc still compile and lint: only this finds them. */
it('no project file holds a merge conflict marker', () => {
  const marked = textFiles(ROOT)
    .filter((file) => !file.endsWith('package-lock.json') && MARKER.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(marked).toEqual([]);
});
