import type { ErrorState } from '../errors/error-state';
import type { LocationChange, NavigationPort } from '../ports/navigation.port';

/** The dialog's code when an address from a reply is refused (src/ui/text/en-session.ts has the words). */
export const OUTBOUND_REFUSED = 'OUTBOUND_REFUSED';

/** A host that only ever means this machine: plain http is allowed there, for the sandbox and tests. */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The origin (scheme://host[:port], lower case, default port dropped) of an absolute http(s) address, or
 * undefined for anything else: another scheme, credentials in the authority ("https://bank@evil"), spaces.
 * Written without URL, which the framework-free core does not have.
 */
export function originOf(url: string): string | undefined {
  const match = /^(https?):\/\/([^/?#\\\s@]+)(?:[/?#]|$)/i.exec(url);
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase().replace(scheme === 'https' ? /:443$/ : /:80$/, '');
  return `${scheme}://${host}`;
}

/** An allow-list entry as configured: "self", an https origin, or a loopback http origin (docs/config.md). */
export function isAllowListEntry(entry: string): boolean {
  if (entry === 'self') return true;
  const origin = originOf(entry);
  return origin !== undefined && origin === entry.replace(/\/$/, '').toLowerCase() && isSecureOrigin(origin);
}

function isSecureOrigin(origin: string): boolean {
  return origin.startsWith('https://') || LOOPBACK.test(origin.slice('http://'.length));
}

export type OutboundVerdict = 'ok' | 'notHttps' | 'notAllowed' | 'malformed';

/**
 * Where a reply may send the customer (a gateway, a bank, Singpass): a path or fragment of the portal, or an https
 * origin on the allow-list ("self" is the portal's own origin; plain http only on a loopback host, the sandbox's).
 */
export function checkOutbound(url: string, allowList: readonly string[], selfOrigin: string): OutboundVerdict {
  if (/^(\/(?![/\\])|#)/.test(url)) return 'ok'; // a path of the portal, or a fragment of this very page
  const origin = originOf(url);
  if (!origin) return 'malformed';
  if (!isSecureOrigin(origin)) return 'notHttps';
  const allowed = allowList
    .filter(isAllowListEntry) // an http origin off loopback, or a path, in config.js never counts
    .map((entry) => (entry === 'self' ? selfOrigin.toLowerCase() : entry.replace(/\/$/, '').toLowerCase()));
  return allowed.includes(origin) ? 'ok' : 'notAllowed';
}

/**
 * Every departure goes through here: the operator's own addresses (exit link, the app's dashboard) as they are,
 * any other only when `checkOutbound` allows it. A refusal stays on the page and says so in the global dialog.
 */
export class OutboundGuard implements NavigationPort {
  constructor(
    private readonly inner: NavigationPort,
    private readonly policy: { allowList: readonly string[]; selfOrigin: string; trusted: readonly string[] },
    private readonly errors: () => ErrorState,
  ) {}

  currentPath(): string {
    return this.inner.currentPath();
  }

  subscribe(listener: (change: LocationChange) => void): () => void {
    return this.inner.subscribe(listener);
  }

  go(path: string, options?: { replace?: boolean }): void {
    this.inner.go(path, options);
  }

  back(): void {
    this.inner.back();
  }

  leave(url: string): void {
    const { allowList, selfOrigin, trusted } = this.policy;
    if (trusted.includes(url) || checkOutbound(url, allowList, selfOrigin) === 'ok') {
      this.inner.leave(url);
      return;
    }
    // No address in the dialog or anywhere else: it may carry a payment reference.
    this.errors().handleError({ status: 400, code: OUTBOUND_REFUSED });
  }
}
