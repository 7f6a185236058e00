import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, setAccessToken, setStoredUser, tokenCookie } from './token-storage';

function spyOnCookieWrites() {
  return vi.spyOn(Document.prototype, 'cookie', 'set');
}

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('token storage', () => {
  it('keeps the token in localStorage and in a 7-day cookie', () => {
    const writes = spyOnCookieWrites();
    setAccessToken('tok');
    expect(getAccessToken()).toBe('tok');
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(writes).toHaveBeenCalledWith('access_token=tok; Max-Age=604800; Path=/; SameSite=Lax');
    expect(document.cookie).toContain('access_token=tok');
  });

  it('clears the token, the cookie and the stored user', () => {
    setAccessToken('tok');
    setStoredUser({ id: 'u1' });
    expect(localStorage.getItem('user')).toBe('{"id":"u1"}');
    const writes = spyOnCookieWrites();
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(writes).toHaveBeenCalledWith('access_token=; Max-Age=0; Path=/; SameSite=Lax');
    expect(document.cookie).not.toContain('access_token');
  });

  it('marks the cookie Secure only over https', () => {
    expect(tokenCookie('t', 604800)).not.toContain('Secure');
    expect(tokenCookie('t', 604800, true)).toBe(
      'access_token=t; Max-Age=604800; Path=/; SameSite=Lax; Secure',
    );
  });
});
