import { isAllowedLinkHref, linkScheme } from '@lexdraft/editor-schema';

// The schema's link rules, re-exported for the link dialog.
export { isAllowedLinkHref, linkScheme };

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/** The inline error of the link dialog for an address it will not store. */
export const LINK_HREF_ERROR = 'Enter a web address, email (mailto:) or phone (tel:) link';

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
