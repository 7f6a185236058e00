import { LINK_PROTOCOLS, storedLinkHref } from '@lexdraft/core';

// Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so checks must too.
const INVISIBLE = /[\p{C}\s]/gu;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

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

/**
 * True for hrefs a stored link may carry: the server's rule (core's storedLinkHref: http, https,
 * mailto and tel, or a bare host), so the editor never makes a link the server would drop.
 */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  return typeof href === 'string' && storedLinkHref(href) !== undefined;
}
