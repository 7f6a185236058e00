import { LINK_PROTOCOLS } from '@lexdraft/core';

// Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so checks must too.
const INVISIBLE = /[\p{C}\s]/gu;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
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
