import { TOKEN_COOKIE_MAX_AGE_S } from '@lexdraft/core';

/** The localStorage keys, shared with the cross-tab listener. */
export const TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';

/** The Set-Cookie string for the token; an empty value with max-age 0 deletes it. */
export function tokenCookie(value: string, maxAgeS: number, secure = location.protocol === 'https:'): string {
  // Secure only over https: on plain-http development hosts a Secure cookie would be dropped.
  const secureFlag = secure ? '; Secure' : '';
  return `${TOKEN_KEY}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secureFlag}`;
}

function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing from older browsers and jsdom; the value is built in one place (tokenCookie).
  document.cookie = cookie;
}

/** The stored access token, or null when signed out. */
export function getAccessToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Stores the access token locally and in a cookie, so that requests the app cannot add a header to (links, images) carry it too. */
export function setAccessToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  writeCookie(tokenCookie(token, TOKEN_COOKIE_MAX_AGE_S));
}

/** Stores the signed-in user as JSON, the form the auth layer reads back. */
export function setStoredUser(user: unknown): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** The stored user as parsed JSON (unchecked), or null when none or unreadable. */
export function getStoredUser(): unknown {
  return parseStoredUser(localStorage.getItem(USER_KEY));
}

/** Parses a stored user value (also a `storage` event's newValue); null when absent or not JSON. */
export function parseStoredUser(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** Forgets the token (storage and cookie) and the stored user. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  writeCookie(tokenCookie('', 0));
}
