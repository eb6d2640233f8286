import { rspack, type Configuration, type HtmlRspackPluginOptions } from '@rspack/core';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { browser as app } from '../../rspack.config';

const out = path.resolve(process.env.FLOOR_OUT ?? path.join(__dirname, '../tmp/floor'));

/**
 * A floor build: the portal's own mode, loaders, resolution and optimization, so the ratios to it compare like with
 * like. FLOOR_OUT sets the output folder.
 */
const floor = (entry: Configuration['entry'], outPath: string, html: HtmlRspackPluginOptions): Configuration => ({
  mode: app.mode,
  context: __dirname,
  entry,
  output: { ...app.output, path: outPath },
  resolve: app.resolve,
  devtool: app.devtool,
  experiments: app.experiments,
  module: app.module,
  plugins: [new rspack.HtmlRspackPlugin(html)],
  optimization: app.optimization,
  performance: app.performance,
});

const page = (title: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><div id="root"></div></body></html>`;

// The PayNow floor's scripts load as the portal's do under its CSP: links that the inline starter, allowed by its
// hash, runs (scripts/prerender.js).
const starter = fs.readFileSync(path.join(__dirname, '../../src/start.inline.js'), 'utf8');
type Params = { htmlRspackPlugin: { files: { js: string[] } } };
const started = ({ htmlRspackPlugin }: Params) =>
  htmlRspackPlugin.files.js.map((src) => `<link as="script" href="${src}" data-app>`).join('') +
  `<script>${starter}</script>`;

export default [
  // React + ReactDOM only: the byte budgets' floor.
  floor({ main: './entry.tsx' }, out, { templateContent: page('Floor'), scriptLoading: 'defer' }),
  // PayNow's hard-load floor: the bench copies it into the portal's build, where it is served at /floor/paynow.
  floor({ 'floor-paynow': './paynow.tsx' }, `${out}-paynow`, {
    filename: 'floor/paynow/index.html',
    inject: false,
    minify: false, // the starter stays the text its CSP hash allows
    templateContent: (params) => page('PayNow floor', started(params as Params)),
  }),
];
