// @ts-check
// The dependency rule (docs/architecture.md): core imports no package and no other layer; ui never imports adapters
// or infrastructure packages; adapters never import ui or React; nothing in src imports the sandbox, the server or
// msw; the sandbox takes from src only the shared kernel and the API contract. Exits 1 on a violation.
const ts = require('typescript');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const INFRASTRUCTURE = ['inversify', 'reflect-metadata', 'crypto-js', 'jsencrypt'];
const REACT = ['react', 'react-dom', 'wouter', 'react-aria-components'];

/**
 * [the folder of the importing file, what it may not import, why]: the first rule an import breaks is reported.
 * `target` is a relative import's path from the repository root ('' for a package), `pkg` a package's name.
 * @type {[string, (i: { spec: string, target: string, pkg: string }) => boolean, string][]}
 */
const RULES = [
  ['src/', (i) => /^(sandbox|server)\b/.test(i.target) || i.pkg === 'msw', 'the sandbox never reaches the bundle'],
  [
    'sandbox/',
    (i) => i.target.startsWith('src/') && !/^src\/core\/(shared|api)\//.test(i.target),
    "the sandbox takes only src/core/shared and src/core/api: it states the server's rules itself",
  ],
  ['src/core/', (i) => i.pkg !== '', 'the core is framework-free and imports no package'],
  ['src/core/', (i) => !i.target.startsWith('src/core'), 'the core imports no other layer'],
  ['src/ui/', (i) => i.target.startsWith('src/adapters'), 'ui reaches adapters only through the services'],
  ['src/ui/', (i) => INFRASTRUCTURE.includes(i.pkg), 'ui never uses infrastructure packages'],
  ['src/adapters/', (i) => i.target.startsWith('src/ui'), 'adapters never import ui'],
  [
    'src/adapters/',
    (i) => REACT.includes(i.pkg) && !i.spec.startsWith('wouter/use-browser-location'),
    'adapters never import React',
  ],
];

/** @param {{ file: string, source: string }[]} files paths relative to the repository root; one line per violation */
function findViolations(files) {
  return files.flatMap(({ file, source }) =>
    ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName: spec }) => {
      const relative = spec.startsWith('.');
      const target = relative ? path.posix.join(path.posix.dirname(file), spec) : '';
      const pkg = relative ? '' : (/^(@[^/]+\/)?[^/]+/.exec(spec)?.[0] ?? spec);
      const broken = RULES.find(([from, refused]) => file.startsWith(from) && refused({ spec, target, pkg }));
      return broken ? [`${file}: imports '${spec}': ${broken[2]}`] : [];
    }),
  );
}

module.exports = { findViolations };

if (require.main === module) {
  const files = ['src', 'sandbox']
    .flatMap((dir) =>
      /** @type {string[]} */ (fs.readdirSync(path.join(ROOT, dir), { recursive: true })).map(
        (f) => `${dir}/${f.split(path.sep).join('/')}`,
      ),
    )
    .filter((file) => /\.(tsx?|jsx?)$/.test(file))
    .map((file) => ({ file, source: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
  const violations = findViolations(files);
  if (violations.length) {
    console.error(`Dependency rule broken (${violations.length}):\n${violations.join('\n')}`);
    process.exit(1);
  }
  console.log(`Dependency rule holds across ${files.length} files.`);
}
