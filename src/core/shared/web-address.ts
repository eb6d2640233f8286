/**
 * The WHATWG URL parser: the one browsers use to follow an address, and part of every runtime the portal runs in.
 * Declared here rather than taken from the DOM library, which the core does not see: the core parses addresses
 * with it and uses nothing else of the browser.
 */
declare const URL: new (
  input: string,
  base?: string,
) => {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly origin: string;
  readonly href: string;
};

/**
 * Browsers drop tab, CR and LF from an address before parsing it, and trim spaces and C0 controls from its ends;
 * a backslash is read as a slash. So "/\t/evil.example" looks like a path and is followed to evil.example. None of
 * them, nor any other whitespace, invisible format character or control, has a place in an address the portal
 * follows: an address holding one is refused rather than cleaned.
 */
const AMBIGUOUS =
  // eslint-disable-next-line no-control-regex -- the controls are what it looks for
  /[\s\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\\]/;

/** Longer than any gateway, bank or Singpass address; a reply's string may be up to 10,000 characters. */
const MAX_LENGTH = 2048;

/** A host that only ever means this machine: plain http is allowed there, for the sandbox and tests. */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

export interface WebAddress {
  /** The address as the browser will read it: absolute, normalised (an IDN host in punycode). */
  readonly href: string;
  /** scheme://host[:port], lower case, default port dropped; what "same origin" and the allow-list compare. */
  readonly origin: string;
  /** https, or plain http on a loopback host (the sandbox's). */
  readonly secure: boolean;
}

/**
 * The one parser for every address the portal follows or configures (reply decoders, the outbound guard,
 * Singpass, the allow-list): undefined for an address with whitespace, a control or format character or a
 * backslash anywhere, with credentials ("https://bank@evil.example"), or with a scheme other than http(s).
 * A relative address is read against `base`, as the browser will read it against the page.
 */
export function parseWebAddress(raw: string, base: string): WebAddress | undefined {
  if (raw === '' || raw.length > MAX_LENGTH || AMBIGUOUS.test(raw)) return undefined;
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return {
    href: url.href,
    origin: url.origin,
    secure: url.protocol === 'https:' || LOOPBACK.test(url.hostname),
  };
}
