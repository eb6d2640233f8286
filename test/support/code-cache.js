// @ts-check
// V8's code cache kept across the test files of a jest worker (docs/testing.md, "The fast loop"; ADR 0091). Jest
// compiles every module again for each test file (each has its own module registry) with vm.compileFunction, which
// V8's own compilation cache does not serve: react-dom, react-aria, Ajv and the app were parsed anew in every file.
// Here a module is a vm.Script of the same function, and its next compile in the worker is handed V8's code cache
// of the first: taken when that next compile comes, so it holds the functions the earlier file ran, not only the
// module's top level.
const vm = require('node:vm');

/**
 * A file's last compiled source, with its script until a later compile takes V8's cache of it.
 * @type {Map<string, { source: string, script?: vm.Script, data?: Buffer }>}
 */
const compiled = new Map();
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
  let hit = compiled.get(options.filename);
  if (hit?.source !== source) hit = undefined;
  if (hit?.script) {
    hit.data = hit.script.createCachedData();
    hit.script = undefined;
  }
  // The body starts on the file's first line: errors and source maps keep their lines and columns.
  const script = new vm.Script(`(function (${params.join(', ')}) {\n${source}\n})`, {
    filename: options.filename,
    lineOffset: -1,
    cachedData: hit?.data,
    importModuleDynamically: options.importModuleDynamically,
  });
  // Set only when a cache was given.
  if (script.cachedDataRejected === false) counts.served++;
  else {
    counts.compiled++;
    compiled.set(options.filename, { source, script });
  }
  return script.runInContext(options.parsingContext);
}

module.exports = { compileFunction, counts };
