import type { Compiler } from '@rspack/core';

/** Writes the chunk graph to build/bundle-stats.json (or BUNDLE_STATS_FILE) for scripts/prerender.js. */
export declare class BundleStatsPlugin {
  apply(compiler: Compiler): void;
}
