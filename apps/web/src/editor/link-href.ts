import { LINK_PROTOCOLS } from '@lexdraft/core';

/** The inline error of the link dialog for an address it will not store. */
export const LINK_HREF_ERROR = 'Enter a web address, email (mailto:) or phone (tel:) link';

// Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so checks must too.
const INVISIBLE = /[\p{C}\s]/gu;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
// What autolink hands over without a scheme: a host name, optionally with a path ("www.firm.com/x").
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#:].*)?$/u;

const isLinkProtocol = (scheme: string): boolean =>
  (LINK_PROTOCOLS as readonly string[]).includes(scheme.toLowerCase());

/** The URL scheme of an href, lower-cased, or null when it has none ("localhost:3000" has a port, not a scheme). */
export function linkScheme(href: string): string | null {
  const compact = href.replace(INVISIBLE, '');
  const match = SCHEME.exec(compact);
  if (!match?.[1]) return null;
  const scheme = match[1].toLowerCase();
  const rest = compact.slice(match[0].length);
  if (!isLinkProtocol(scheme) && /^\d/.test(rest)) return null;
  return scheme;
}

/** True for hrefs a stored link may carry: http, https, mailto and tel (core's LINK_PROTOCOLS), or a bare host. */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  if (!href) return false;
  const scheme = linkScheme(href);
  if (scheme === null) return BARE_HOST.test(href.trim());
  if (!isLinkProtocol(scheme)) return false;
  if (scheme === 'http' || scheme === 'https') return URL.canParse(href.trim());
  return href.trim().length > scheme.length + 1;
}

/** Turns what a user typed into a link target: https:// (or mailto: for an address) when no scheme is given. */
export function normalizeLinkInput(input: string): { href: string } | { error: string } {
  const value = input.trim();
  if (value === '') return { error: LINK_HREF_ERROR };
  let href = value;
  if (linkScheme(value) === null) href = EMAIL.test(value) ? `mailto:${value}` : `https://${value}`;
  if (!isAllowedLinkHref(href)) return { error: LINK_HREF_ERROR };
  if (href.startsWith('http') && new URL(href).hostname === '') return { error: LINK_HREF_ERROR };
  return { href };
}
