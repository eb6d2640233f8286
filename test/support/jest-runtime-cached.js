// @ts-check
// Jest's runtime, compiling modules through V8's code cache (test/support/code-cache.js).
const Runtime = require('jest-runtime').default;
const { compileFunction, keepCaches } = require('./code-cache');

class CachedRuntime extends Runtime {
  /** @param {ConstructorParameters<typeof Runtime>} args */
  constructor(...args) {
    super(...args);
    // jest-runtime's module executor (an internal of the pinned version): its compile(), the cache in front.
    const executor = /** @type {any} */ (this).executor;
    if (typeof executor?.compile !== 'function')
      throw new Error('jest-runtime has no executor.compile: see code-cache.js');
    const compile = executor.compile.bind(executor);
    executor.compile = (/** @type {string} */ source, /** @type {string} */ filename) => {
      const context = executor.environment.getVmContext();
      if (!context || executor.resolution.isCoreModule(filename)) return compile(source, filename);
      try {
        return compileFunction(source, executor.injectedModuleParameters, {
          filename,
          parsingContext: context,
          importModuleDynamically: /** @type {any} */ (
            (/** @type {string} */ specifier, /** @type {unknown} */ _fn, /** @type {any} */ attributes, ...rest) =>
              executor.dynamicImport(specifier, filename, context, attributes, rest[0])
          ),
        });
      } catch {
        return compile(source, filename); // jest's own report of the error (a syntax error's frame, ESM in CJS)
      }
    };
  }

  teardown() {
    keepCaches();
    super.teardown();
  }
}

module.exports = CachedRuntime;
