import { defineConfig } from '@rspack/cli';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import * as path from 'node:path';
import { execSync } from 'node:child_process';
import { BundleStatsPlugin } from './scripts/bundle-stats-plugin';
import packageJson from './package.json';

const isProduction = process.env.NODE_ENV !== 'development';
/** The supported browsers (package.json, ADR 0052): SWC's output follows them, as Rspack's runtime and CSS do. */
const browsers = packageJson.browserslist;

const swcLoader = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    env: { targets: browsers },
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      // Inversify's parameter decorators need legacy decorators; no emitted metadata is relied on.
      transform: { legacyDecorator: true, decoratorMetadata: false, react: { runtime: 'automatic' } },
      // Class fields as plain assignments, as TypeScript emitted them before ES2022: no defineProperty helper per
      // module (docs/performance.md, "Where the bytes go"). No class here declares a field over an accessor it inherits.
      assumptions: { setPublicClassFields: true },
    },
  },
  type: 'javascript/auto',
} as const;

/** The build's commit, for monitoring events (docs/monitoring.md); RELEASE overrides, 'unknown' outside git. */
function release(): string {
  if (process.env.RELEASE) return process.env.RELEASE;
  try {
    return execSync('git rev-parse --short=12 HEAD', { cwd: __dirname, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * `npm start`: the page HtmlRspackPlugin writes loads the app by parser-inserted scripts, which the CSP's
 * 'strict-dynamic' refuses; as in the built pages (scripts/prerender.js), the inlined starter loads them instead.
 */
const starterInDevelopment: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.compilation.tap('starter', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('starter', (data) => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- only `npm start` needs it.
        const { startAfterPaint } = require('./scripts/prerender.js') as { startAfterPaint: (html: string) => string };
        data.html = startAfterPaint(data.html);
        return data;
      });
    });
  },
};

/** The browser bundle. The sandbox and msw are Node-side only (server/, sandbox/) and never reach dist/. */
export const browser = defineConfig({
  mode: isProduction ? 'production' : 'development',
  context: __dirname,
  // The stylesheet is an entry of its own, not imported by main.tsx: a chunk with CSS brings Rspack's CSS-chunk loader
  // (1.5 KB) into main.js, which no page needs (the one stylesheet is linked by index.html, inlined by the prerender).
  entry: { main: './src/main.tsx', styles: './src/ui/styles.css' },
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: '/',
    filename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
    chunkFilename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
    cssFilename: isProduction ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
    // The chunk loader sets script.src through this policy; the CSP enforces Trusted Types (docs/security.md).
    trustedTypes: { policyName: 'portal-chunks' },
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    // wouter's useSyncExternalStore shim (for React < 18) is dead weight in every route's JS: React's own instead.
    alias: {
      'use-sync-external-store/shim/index.js': path.resolve(__dirname, 'src/ui/use-sync-external-store.ts'),
      // crypto-js's passphrase mode (OpenSSL's key derivation over MD5, SHA-1) is never used: the token is sealed with
      // a raw key (docs/security.md), and without these a passphrase cannot be used by mistake.
      ...Object.fromEntries(['evpkdf', 'md5', 'sha1'].map((m) => [require.resolve(`crypto-js/${m}`), false])),
    },
  },
  devtool: isProduction ? false : 'cheap-module-source-map',
  experiments: { css: true },
  module: {
    rules: [swcLoader, { test: /\.css$/, type: 'css' }],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer', minify: isProduction }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
    new rspack.DefinePlugin({ __PORTAL_RELEASE__: JSON.stringify(release()) }),
    // The chunk graph the journey pages' preloads come from (scripts/prerender.js); written outside dist/.
    ...(isProduction ? [new BundleStatsPlugin()] : [starterInDevelopment]),
  ],
  optimization: {
    chunkIds: 'natural',
  },
  performance: { hints: false },
  cache: true,
  devServer: {
    port: Number(process.env.PORT) || 8080,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    client: { overlay: false },
    // `npm start`: the same sandbox API, config.json and security headers as `npm run preview`.
    setupMiddlewares: (middlewares) => {
      // Loaded here, not at the top: a production build never needs the sandbox, msw or its RSA keys.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous: setupMiddlewares cannot await an import.
      const { createSandboxSite } = require('./server/sandbox-site') as typeof import('./server/sandbox-site');
      middlewares.unshift({ name: 'sandbox', middleware: createSandboxSite().middleware });
      return middlewares;
    },
  },
});

/**
 * `rspack build --env prerender`: the screens as a Node module that renders first screens to HTML at build
 * time (src/prerender.tsx, scripts/prerender.js). Written to build/, never served; styles come from dist/.
 */
const prerender = defineConfig({
  mode: 'production',
  context: __dirname,
  target: 'node',
  // nginx: the nginx configuration writer (server/nginx.ts, scripts/nginx-config.js), built here to run in Node;
  // security-manifest: what a deployment must serve (server/security-manifest.ts, scripts/nginx-config.js);
  // pages: the page table, which the budget check, the prerender and the bench read.
  entry: {
    prerender: './src/prerender.tsx',
    nginx: './server/nginx.ts',
    'security-manifest': './server/security-manifest.ts',
    pages: './src/core/pages.ts',
  },
  output: { path: path.resolve(__dirname, 'build/prerender'), library: { type: 'commonjs2' }, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  devtool: false,
  module: { rules: [swcLoader, { test: /\.css$/, type: 'asset/source' }] },
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
});

export default (env: Record<string, unknown> = {}) => (env.prerender ? prerender : browser);
