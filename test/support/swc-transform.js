// @ts-check
// Jest's transform: the bundle's own compiler (rspack's SWC, rspack.config.ts), TypeScript and JSX to CommonJS with
// no type checking (tsc does that in `npm test`). ts-jest compiled each file through the TypeScript compiler, which
// made a cold run mostly compiling.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { experiments } = require('@rspack/core');

const VERSION = createHash('sha256')
  .update(readFileSync(__filename))
  .update(require('@rspack/core/package.json').version)
  .digest('hex');

/** @type {import('@jest/transform').SyncTransformer} */
module.exports = {
  process(source, filename) {
    const typescript = /\.[cm]?tsx?$/.test(filename);
    const { code, map } = experiments.swc.transformSync(source, {
      filename,
      sourceMaps: true,
      jsc: {
        parser: typescript
          ? { syntax: 'typescript', tsx: filename.endsWith('x'), decorators: true }
          : { syntax: 'ecmascript', jsx: filename.endsWith('x') },
        target: 'es2022',
        transform: { legacyDecorator: true, decoratorMetadata: false, react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    });
    return { code, map: map ?? null };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update(VERSION).update(filename).update(source).digest('hex');
  },
};
