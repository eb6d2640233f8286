// @ts-check
// ts-jest with one compile cache for the three jest projects (docs/testing.md, "The fast loop"). Jest keeps its
// transform cache per project, so a file that core, node and ui all load was compiled once for each in a cold run.
// ts-jest's output depends on the file, its path, the tsconfig and ts-jest's options, not on the project, so one
// compile serves all three. Jest's own per-project cache still comes first.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const tsJest = require('ts-jest').default;

const ROOT = path.resolve(__dirname, '../..');
const DIR = path.join(ROOT, 'node_modules/.cache/ts-jest-shared');
/** What every compile depends on beyond the file: the versions, the tsconfigs and the options. */
const base = (/** @type {object} */ options) =>
  createHash('sha1')
    .update(require('ts-jest/package.json').version)
    .update(require('typescript/package.json').version)
    .update(fs.readFileSync(path.join(ROOT, 'tsconfig.json')))
    .update(fs.readFileSync(path.join(ROOT, 'tsconfig.jest.json')))
    .update(JSON.stringify(options))
    .digest('hex');

module.exports = {
  /** @param {any} options ts-jest's options from jest.config.js */
  createTransformer(options) {
    const inner = tsJest.createTransformer(options);
    const salt = base(options);
    return {
      getCacheKey: inner.getCacheKey.bind(inner),
      /** @type {typeof inner.process} */
      process(source, file, transformOptions) {
        const key = createHash('sha1')
          .update(salt)
          .update(file)
          .update(source)
          .update(`${transformOptions.supportsStaticESM}:${transformOptions.instrument}`)
          .digest('hex');
        const cached = path.join(DIR, `${key}.json`);
        if (fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8'));
        const result = inner.process(source, file, transformOptions);
        fs.mkdirSync(DIR, { recursive: true });
        // Whole or not at all: the other worker may read it at any moment.
        const partial = `${cached}.${process.pid}`;
        fs.writeFileSync(partial, JSON.stringify(result));
        fs.renameSync(partial, cached);
        return result;
      },
    };
  },
};
