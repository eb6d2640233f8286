import { rspack, type Configuration } from '@rspack/core';
import * as path from 'node:path';
import { browser as app } from '../../rspack.config';

/**
 * The floor build: React + ReactDOM only, with the portal's own mode, loaders, resolution and
 * optimization, so the budgets' ratios compare like with like. FLOOR_OUT sets the output folder.
 */
const config: Configuration = {
  mode: app.mode,
  context: __dirname,
  entry: { main: './entry.tsx' },
  output: { ...app.output, path: path.resolve(process.env.FLOOR_OUT ?? path.join(__dirname, '../tmp/floor')) },
  resolve: app.resolve,
  devtool: app.devtool,
  experiments: app.experiments,
  module: app.module,
  plugins: [
    new rspack.HtmlRspackPlugin({
      templateContent:
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><div id="root"></div></body></html>',
      scriptLoading: 'defer',
    }),
  ],
  optimization: app.optimization,
  performance: app.performance,
};

export default config;
