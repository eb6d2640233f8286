// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * Writes the chunk graph (each chunk's files, the imports that made it, the source files in it) outside dist/, for the
 * journey pages' preloads (scripts/prerender.js): build/bundle-stats.json, or BUNDLE_STATS_FILE (the bench's build).
 */
class BundleStatsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      const { compilation } = stats;
      const { chunkGraph } = compilation;
      const sourcesOf = (/** @type {import('@rspack/core').Chunk} */ chunk) =>
        chunkGraph
          .getChunkModules(chunk)
          .flatMap((/** @type {any} */ m) => m.modules ?? [m])
          .filter((m) => m.resource)
          .map((m) => path.relative(compiler.context, m.resource).split(path.sep).join('/'));
      const json = compilation
        .getStats()
        .toJson({ all: false, chunks: true, chunkOrigins: true, ids: true, outputPath: true });
      const sources = new Map(
        [...compilation.chunks].map((chunk) => [chunk.id, [...new Set(sourcesOf(chunk))].sort()]),
      );
      const chunks = (json.chunks ?? []).map((c) => ({
        files: c.files,
        origins: (c.origins ?? []).map((o) => ({ module: o.moduleName, request: o.request })),
        modules: sources.get(c.id) ?? [],
      }));
      const file = path.resolve(compiler.context, process.env.BUNDLE_STATS_FILE ?? 'build/bundle-stats.json');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ outputPath: json.outputPath, chunks }, null, 1));
    });
  }
}

module.exports = { BundleStatsPlugin };
