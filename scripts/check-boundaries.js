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

/** @param {{ file: string, source: string }[]} files paths relative to the repository root; one line per violation */
function findViolations(files) {
  return files.flatMap(({ file, source }) =>
    ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName: spec }) => {
      const relative = spec.startsWith('.');
      const pkg = relative
        ? undefined
        : spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/');
      const target = relative ? path.posix.join(path.posix.dirname(file), spec) : '';
      const why = (() => {
        if (file.startsWith('src/') && (/^(sandbox|server)\b/.test(target) || pkg === 'msw'))
          return 'the sandbox never reaches the bundle';
        if (file.startsWith('sandbox/'))
          return target.startsWith('src/') && !/^src\/core\/(shared|api)\//.test(target)
            ? "the sandbox takes only src/core/shared and src/core/api: it states the server's rules itself"
            : undefined;
        if (file.startsWith('src/core/'))
          return pkg
            ? 'the core is framework-free and imports no package'
            : target.startsWith('src/core')
              ? undefined
              : 'the core imports no other layer';
        if (file.startsWith('src/ui/'))
          return target.startsWith('src/adapters')
            ? 'ui reaches adapters only through the services'
            : pkg && INFRASTRUCTURE.includes(pkg)
              ? 'ui never uses infrastructure packages'
              : undefined;
        if (file.startsWith('src/adapters/'))
          return target.startsWith('src/ui')
            ? 'adapters never import ui'
            : pkg && REACT.includes(pkg) && !spec.startsWith('wouter/use-browser-location')
              ? 'adapters never import React'
              : undefined;
        return undefined;
      })();
      return why ? [`${file}: imports '${spec}': ${why}`] : [];
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
