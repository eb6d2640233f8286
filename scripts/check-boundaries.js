// @ts-check
// The dependency rule (docs/architecture.md): core imports no package and no other layer;
// ui never imports adapters; nothing in src imports the sandbox or msw; the sandbox takes from src only the
// shared kernel and the API contract (it states the server's rules itself). Exits 1 on a violation.
const ts = require('typescript');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** @param {string} file @param {string} source @returns {string[]} */
function importsOf(file, source) {
  const info = ts.preProcessFile(source, true, true);
  return info.importedFiles.map((f) => f.fileName);
}

/** @param {string} spec @param {string} fromFile */
function layerOf(spec, fromFile) {
  if (!spec.startsWith('.'))
    return { pkg: spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0] };
  const target = path
    .relative(ROOT, path.resolve(path.dirname(fromFile), spec))
    .split(path.sep)
    .join('/');
  return { target };
}

/**
 * @param {{ file: string, source: string }[]} files paths relative to the repository root
 * @returns {string[]} one line per violation
 */
function findViolations(files) {
  const out = [];
  for (const { file, source } of files) {
    const abs = path.resolve(ROOT, file);
    for (const spec of importsOf(file, source)) {
      const { pkg, target } = layerOf(spec, abs);
      const says = (why) => out.push(`${file}: imports '${spec}': ${why}`);
      const inSrc = file.startsWith('src/');
      if (inSrc && target && (target.startsWith('sandbox') || target.startsWith('server')))
        says('the sandbox never reaches the bundle');
      if (inSrc && pkg === 'msw') says('the sandbox never reaches the bundle');
      if (file.startsWith('sandbox/')) {
        if (target?.startsWith('src/') && !/^src\/core\/(shared|api)\//.test(target))
          says("the sandbox takes only src/core/shared and src/core/api: it states the server's rules itself");
      } else if (file.startsWith('src/core/')) {
        if (pkg) says('the core is framework-free and imports no package');
        else if (!target?.startsWith('src/core')) says('the core imports no other layer');
      } else if (file.startsWith('src/ui/')) {
        if (target?.startsWith('src/adapters')) says('ui reaches adapters only through the services');
        if (pkg && ['inversify', 'reflect-metadata', 'crypto-js', 'jsencrypt'].includes(pkg))
          says('ui never uses infrastructure packages');
      } else if (file.startsWith('src/adapters/')) {
        if (target?.startsWith('src/ui')) says('adapters never import ui');
        if (
          pkg &&
          ['react', 'react-dom', 'wouter', 'react-aria-components'].includes(pkg) &&
          !spec.startsWith('wouter/use-browser-location')
        )
          says('adapters never import React');
      }
    }
  }
  return out;
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

module.exports = { findViolations };

if (require.main === module) {
  const files = ['src', 'sandbox']
    .flatMap((dir) => walk(path.join(ROOT, dir)))
    .map((abs) => ({
      file: path.relative(ROOT, abs).split(path.sep).join('/'),
      source: fs.readFileSync(abs, 'utf8'),
    }));
  const violations = findViolations(files);
  if (violations.length) {
    console.error(`Dependency rule broken (${violations.length}):\n${violations.join('\n')}`);
    process.exit(1);
  }
  console.log(`Dependency rule holds across ${files.length} files.`);
}
