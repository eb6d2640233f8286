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
/** A claim older than this is a dead run's: no compile takes a minute. */
const STALE_CLAIM_MS = 60_000;
/** What every compile depends on beyond the file: the versions, the tsconfigs and the options. */
const base = (/** @type {object} */ options) =>
  createHash('sha1')
    .update(require('ts-jest/package.json').version)
    .update(require('typescript/package.json').version)
    .update(fs.readFileSync(path.join(ROOT, 'tsconfig.json')))
    .update(fs.readFileSync(path.join(ROOT, 'tsconfig.jest.json')))
    .update(JSON.stringify(options))
    .digest('hex');

/** @param {string} file */
const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
const sleep = (/** @type {number} */ ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The two workers often reach the same file together (src/core, the test support, Inversify): the first claims it and
 * compiles; the other waits for that compile instead of doing it again. False: another live worker holds the claim.
 * @param {string} claim
 */
function claimed(claim) {
  try {
    fs.writeFileSync(claim, '', { flag: 'wx' });
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    const held = fs.statSync(claim, { throwIfNoEntry: false });
    // Let go in the meantime: its compile is there to read.
    if (!held) return false;
    return Date.now() - held.mtimeMs > STALE_CLAIM_MS;
  }
}

module.exports = {
  /** @param {any} options ts-jest's options from jest.config.js */
  createTransformer(options) {
    const inner = tsJest.createTransformer(options);
    const salt = base(options);
    /** @type {(source: string, file: string, transformOptions: any) => string} */
    const cachePath = (source, file, transformOptions) =>
      path.join(
        DIR,
        `${createHash('sha1')
          .update(salt)
          .update(file)
          .update(source)
          .update(`${transformOptions.supportsStaticESM}:${transformOptions.instrument}`)
          .digest('hex')}.json`,
      );
    return {
      getCacheKey: inner.getCacheKey.bind(inner),
      cachePath,
      /** @type {typeof inner.process} */
      process(source, file, transformOptions) {
        const cached = cachePath(source, file, transformOptions);
        let done = read(cached);
        if (done) return done;
        fs.mkdirSync(DIR, { recursive: true });
        const claim = `${cached}.claim`;
        while (!claimed(claim)) {
          sleep(5);
          done = read(cached);
          if (done) return done;
        }
        try {
          const result = inner.process(source, file, transformOptions);
          // Whole or not at all: the other worker may read it at any moment.
          const partial = `${cached}.${process.pid}`;
          fs.writeFileSync(partial, JSON.stringify(result));
          fs.renameSync(partial, cached);
          return result;
        } finally {
          fs.rmSync(claim, { force: true });
        }
      },
    };
  },
};
