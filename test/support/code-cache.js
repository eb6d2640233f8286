// @ts-check
// V8's code cache kept across the test files of a jest worker (docs/testing.md, "The fast loop"; ADR 0091). Jest
// compiles every module again for each test file (each has its own module registry) with vm.compileFunction, which
// V8's own compilation cache does not serve: react-dom, react-aria, Ajv and the app were parsed anew in every file.
// Here a module is a vm.Script of the same function, and its next compile in the worker is handed V8's code cache
// of the first: taken as the test file that compiled it ends (`keepCaches`), so it holds the functions that file
// ran, not only the module's top level, and no script (whose dynamic import holds the file's environment) outlives
// its file.
const vm = require('node:vm');

/** @type {Map<string, { source: string, data: Buffer }>} a file's last compiled source and V8's cache of it */
const compiled = new Map();
/** @type {Map<string, { source: string, script: vm.Script }>} what the running test file compiled afresh */
const pending = new Map();
/** Compiles the cache served, and compiles it could not. */
const counts = { served: 0, compiled: 0 };

/**
 * vm.compileFunction's result (a function of `params` with `source` as its body), through the cache. V8 checks a
 * cache against the source's length only, so a file whose source changed is never given the old source's cache.
 * @param {string} source
 * @param {string[]} params
 * @param {{ filename: string, parsingContext: vm.Context, importModuleDynamically?: any }} options
 * @returns {Function}
 */
function compileFunction(source, params, options) {
  const hit = compiled.get(options.filename);
  const cachedData = hit?.source === source ? hit.data : undefined;
  // The body starts on the file's first line: errors and source maps keep their lines and columns.
  const script = new vm.Script(`(function (${params.join(', ')}) {\n${source}\n})`, {
    filename: options.filename,
    lineOffset: -1,
    cachedData,
    importModuleDynamically: options.importModuleDynamically,
  });
  // Set only when a cache was given.
  if (script.cachedDataRejected === false) counts.served++;
  else {
    counts.compiled++;
    pending.set(options.filename, { source, script });
  }
  return script.runInContext(options.parsingContext);
}

/** At the end of a test file: V8's caches of what it compiled afresh, for the worker's next files. */
function keepCaches() {
  for (const [filename, { source, script }] of pending)
    compiled.set(filename, { source, data: script.createCachedData() });
  pending.clear();
}

module.exports = { compileFunction, keepCaches, counts };
