import { vi } from 'vitest';

/**
 * Catches the app's full-page navigations (`window.location.assign`, to a server route such as a
 * single sign-on's start), which jsdom cannot follow. Unstubbed after each test by the shared setup.
 */
export function catchPageNavigation() {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.stubGlobal('location', {
    ...window.location,
    href: window.location.href,
    origin: window.location.origin,
    assign,
  });
  return assign;
}
