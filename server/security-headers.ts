import { createHash } from 'node:crypto';
import type { PortalConfig } from '../src/core/config';
import { monitoringOrigin } from '../src/core/monitoring/monitoring-config';

/** The configuration a server reads from config.json (docs/config.md). */
export type ServedConfig = PortalConfig;

function origin(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * react-aria's usePreventScroll injects this one fixed <style> when a modal opens on iOS; its hash lets
 * exactly that text through and nothing else (test/server/security-headers.test.ts recomputes it).
 */
export const REACT_ARIA_IOS_STYLE_HASH = "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='";

/**
 * The starter inlined into every page (src/start.inline.js, scripts/prerender.js): it runs the app once the
 * first screen has painted. Its hash lets exactly that text run, and no other inline script.
 */
export const STARTER_SCRIPT_HASH = "'sha256-YTzz289c4br387t/m7y417Ad+LYHL3tS0QngVG3nr9s='";

/**
 * The Trusted Types policies, the only code allowed to give a script its address: the starter's (the app's preloads)
 * and the chunk loader's (rspack.config.ts, output.trustedTypes). Third-party scripts load in the vendor frame, under
 * its own policy (vendorFrameHeaders), never here.
 */
export const TRUSTED_TYPES_POLICIES = ['portal-starter', 'portal-chunks'] as const;

/** The configured third-party scripts' origins: allowed in the vendor frame only (vendorFrameHeaders). */
function thirdPartyOrigins(config: ServedConfig): string[] {
  return [...new Set(Object.values(config.thirdParty).map(origin))].filter((o): o is string => Boolean(o));
}

/** The Reporting-Endpoints name the CSP's report-to uses. */
export const CSP_REPORT_GROUP = 'csp';

/**
 * Where the browser reports a CSP violation: the monitoring endpoint when config.json sets one (docs/monitoring.md),
 * else nowhere (the portal's own securitypolicyviolation hook is off then too). report-uri reaches it from every
 * browser; an https endpoint is also named for the Reporting API (Reporting-Endpoints, report-to), which Chromium
 * uses in place of report-uri, and only over https.
 */
function cspReportEndpoint(config: ServedConfig): { uri: string; reportTo: string } {
  const uri = config.monitoring?.endpoint ?? '';
  return { uri, reportTo: uri.startsWith('https://') ? uri : '' };
}

/**
 * A strict policy: no inline or eval'd script, nothing may frame the portal. Scripts run only from the starter's
 * hash and what it and the scripts it loads insert ('strict-dynamic': no host is trusted, and 'self' is there only
 * for browsers older than CSP3, which ignore 'strict-dynamic'); every script address and HTML sink goes through a
 * named Trusted Types policy; violations are reported to the monitoring endpoint when one is configured. No
 * third-party host appears: their scripts run in the vendor frame, the one page the portal frames (docs/security.md).
 */
export function contentSecurityPolicy(config: ServedConfig, inlineStyleHashes: readonly string[] = []): string {
  const api = origin(config.apiOrigin);
  const scriptSrc = ["'self'", STARTER_SCRIPT_HASH, "'strict-dynamic'"];
  // The monitoring endpoint joins connect-src only when configured, and only its origin (docs/monitoring.md).
  const monitoring = monitoringOrigin(config.monitoring);
  const reports = cspReportEndpoint(config);
  const connectSrc = ["'self'", ...(api ? [api] : []), ...(monitoring ? [monitoring] : [])];
  // Singpass's logo from another host (docs/config.md): its origin only, and only when configured.
  const singpassLogo = /^https:/.test(config.singpassLogoUrl ?? '') ? origin(config.singpassLogoUrl) : undefined;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    `style-src ${["'self'", REACT_ARIA_IOS_STYLE_HASH, ...inlineStyleHashes].join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', ...(singpassLogo ? [singpassLogo] : [])].join(' ')}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(' ')}`,
    `frame-src ${thirdPartyOrigins(config).length > 0 ? "'self'" : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
    ...(reports.uri ? [`report-uri ${reports.uri}`] : []),
    ...(reports.reportTo ? [`report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ');
}

/**
 * The hashes of the <style> blocks in the built pages (scripts/prerender.js inlines the app's stylesheet,
 * a request fewer before the first paint), as CSP sources: exactly those texts, no other inline style.
 */
export function inlineStyleHashes(pages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const [, text] of page.matchAll(/<style>([\s\S]*?)<\/style>/g))
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
      );
  }
  return [...hashes];
}

/** Two years, subdomains included: the portal and its API are https only (docs/security.md). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export function securityHeaders(config: ServedConfig, styleHashes: readonly string[] = []): Record<string, string> {
  const { reportTo } = cspReportEndpoint(config);
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, styleHashes),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // On every response: browsers heed it only over https (RFC 6797, 8.1), so plain-http previews are unaffected.
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    ...(reportTo ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${reportTo}"` } : {}),
  };
}

/**
 * The vendor frame's own headers (src/core/analytics/vendor-frame.ts): its CSP allows the third-party hosts and the
 * tag manager's further hosts, and nothing else (no API, no inline script), sandboxes the page even where a frame forgets to, and lets only the portal frame
 * it. The vendor scripts' origins appear in no other policy.
 */
export function vendorFrameHeaders(config: ServedConfig): Record<string, string> {
  const third = [...new Set([...thirdPartyOrigins(config), ...config.tagManagerHosts])];
  const hosts = third.length > 0 ? third.join(' ') : "'none'";
  const csp = [
    "default-src 'none'",
    `script-src 'self' ${third.join(' ')}`.trim(),
    `connect-src ${hosts}`,
    `img-src ${hosts}`,
    // The feedback SDK draws its form here with inline styles: harmless in a page with no data of the portal's.
    `style-src 'unsafe-inline' ${third.join(' ')}`.trim(),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-scripts',
  ].join('; ');
  return {
    ...securityHeaders(config),
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/**
 * What every server of dist/ sends besides the security headers: the preview server (server/preview.ts) and the
 * nginx configuration the build writes (server/nginx.ts) both read these, so the two cannot differ.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const CACHE_CONTROL = {
  /** Every page: never cached, it may follow a logout. */
  html: 'no-store',
  /** /assets/: content-hashed names, so a year and never revalidated. */
  immutable: 'public, max-age=31536000, immutable',
  /** config.json: replaced at deploy without a rebuild (docs/config.md), so revalidated (ETag) every time. */
  config: 'no-cache',
  /** Other files at the root (icons, manifest): revalidated each time. */
  other: 'no-cache',
  /** A 404 and the API's replies. */
  none: 'no-store',
} as const;
