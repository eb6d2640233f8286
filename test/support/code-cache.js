// @ts-check
// V8's code cache kept across the test files of a jest worker (docs/testing.md, "The fast loop"). Jest compiles every
// module again for each test file (each has its own module registry) through vm.compileFunction, which V8's own
// compilation cache does not serve: react-dom, react-aria, Ajv and the app were parsed anew in every file. The code
// cache V8 hands back from the first compile makes the later ones a fraction of that.
const vm = require('node:vm');

/** @type {Map<string, { source: string, data: Buffer }>} a file's last compiled source and V8's cache for it */
const compiled = new Map();
/** Compiles the cache served, and compiles it could not. */
const counts = { served: 0, compiled: 0 };

/**
 * vm.compileFunction with the cache of the file's last compile. V8 checks a cache against the source's length only,
 * so a file whose source changed (another transform of it) is never given the old source's cache.
 * @param {string} source
 * @param {string[]} params
 * @param {vm.CompileFunctionOptions & { filename: string }} options
 */
function compileFunction(source, params, options) {
  const hit = compiled.get(options.filename);
  const cachedData = hit?.source === source ? hit.data : undefined;
  const fn = vm.compileFunction(source, params, { ...options, cachedData, produceCachedData: !cachedData });
  const result = /** @type {{ cachedData?: Buffer, cachedDataRejected?: boolean }} */ (fn);
  if (cachedData && !result.cachedDataRejected) counts.served++;
  else {
    counts.compiled++;
    if (result.cachedData) compiled.set(options.filename, { source, data: result.cachedData });
  }
  return fn;
}

module.exports = { compileFunction, counts };
