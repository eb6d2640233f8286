import type { PortalConfig } from '../src/core/config';

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
 * A strict policy: no inline or eval'd script, nothing may frame the portal. The third-party hosts
 * are added only when configured (docs/security.md lists them).
 */
export function contentSecurityPolicy(config: PortalConfig): string {
  const third = Object.values(config.thirdParty).map(origin).filter((o): o is string => Boolean(o));
  const api = origin(config.apiOrigin);
  const scriptSrc = ["'self'", ...third];
  const connectSrc = ["'self'", ...(api ? [api] : []), ...third];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    `style-src 'self' ${REACT_ARIA_IOS_STYLE_HASH}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connectSrc.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(config: PortalConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
