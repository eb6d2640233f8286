// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * Writes the bundle's chunk graph (each chunk's files, the import that created it, the source files inside it)
 * outside the output folder, so the prerender can preload a journey page's chunks (scripts/prerender.js) and
 * nothing extra ships to the CDN. Default file: build/bundle-stats.json; BUNDLE_STATS_FILE overrides it (the bench
 * builds elsewhere).
 */
class BundleStatsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      const file = path.resolve(compiler.context, process.env.BUNDLE_STATS_FILE ?? 'build/bundle-stats.json');
      const { compilation } = stats;
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkOrigins: true,
        entrypoints: true,
        ids: true,
        outputPath: true,
      });
      /** @type {Map<unknown, string[]>} source files per chunk id, concatenated modules unpacked */
      const sources = new Map();
      for (const chunk of compilation.chunks) {
        const files = new Set();
        for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
          /** @type {any} */ const m = module;
          for (const inner of m.modules ?? [m])
            if (inner.resource) files.add(path.relative(compiler.context, inner.resource).split(path.sep).join('/'));
        }
        sources.set(chunk.id, [...files].sort());
      }
      const chunks = (json.chunks ?? []).map((chunk) => ({
        id: chunk.id,
        names: chunk.names,
        files: chunk.files,
        initial: chunk.initial,
        origins: (chunk.origins ?? []).map((o) => ({ module: o.moduleName, request: o.request })),
        modules: sources.get(chunk.id) ?? [],
      }));
      const entrypoints = Object.fromEntries(
        Object.entries(json.entrypoints ?? {}).map(([name, e]) => [name, (e.assets ?? []).map((a) => a.name)]),
      );
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ outputPath: json.outputPath, entrypoints, chunks }, null, 1));
    });
  }
}

module.exports = { BundleStatsPlugin };
