import type { ErrorState } from '../errors/error-state';
import type { LocationChange, NavigationPort } from '../ports/navigation.port';
import { parseWebAddress } from '../shared/web-address';

/** The dialog's code when an address from a reply is refused (src/ui/text/en-session.ts has the words). */
export const OUTBOUND_REFUSED = 'OUTBOUND_REFUSED';

/** An allow-list entry as configured: "self", or an origin (https, or http on a loopback host) and nothing more. */
export function isAllowListEntry(entry: string): boolean {
  if (entry === 'self') return true;
  const address = parseWebAddress(entry, 'https://portal.invalid');
  return address !== undefined && address.secure && address.origin === entry.replace(/\/$/, '').toLowerCase();
}

export type OutboundVerdict = 'ok' | 'notHttps' | 'notAllowed' | 'malformed';

/**
 * Where a reply may send the customer (a gateway, a bank, Singpass): any address on the portal's own origin, or an
 * https origin on the allow-list ("self" is the portal's own; plain http only on a loopback host, the sandbox's).
 * Read by `parseWebAddress`, the parser the browser itself uses, against the portal's origin.
 */
export function checkOutbound(url: string, allowList: readonly string[], selfOrigin: string): OutboundVerdict {
  const address = parseWebAddress(url, selfOrigin);
  if (!address) return 'malformed';
  if (address.origin === selfOrigin.toLowerCase()) return 'ok';
  if (!address.secure) return 'notHttps';
  const allowed = allowList
    .filter(isAllowListEntry) // an http origin off loopback, or a path, in the configuration never counts
    .map((entry) => (entry === 'self' ? selfOrigin : entry).replace(/\/$/, '').toLowerCase());
  return allowed.includes(address.origin) ? 'ok' : 'notAllowed';
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
