import type { PutSsoSettingsBody, SsoLookupResponse, SsoSettings } from '@lexdraft/contract';
import { api } from './client';

// Single sign-on (issue 33; docs/sso.md): the firm's settings for admins, and the sign-in page's lookup.

/** The firm's single sign-on as stored, with the URLs to give the identity provider (admin). */
export function getSsoSettings(): Promise<SsoSettings> {
  return api.get<SsoSettings>('/organizations/current/sso', {
    fallbackMessage: 'Failed to load single sign-on settings',
  });
}

/** Replaces the firm's single sign-on; a client secret left out keeps the stored one (admin). */
export function saveSsoSettings(body: PutSsoSettingsBody): Promise<SsoSettings> {
  return api.put<SsoSettings>('/organizations/current/sso', body, {
    fallbackMessage: 'Failed to save single sign-on settings',
  });
}

/** Turns the firm's single sign-on off: its domains sign in with passwords again (admin). */
export function removeSsoSettings(): Promise<void> {
  return api.delete<void>('/organizations/current/sso', undefined, {
    fallbackMessage: 'Failed to remove single sign-on',
  });
}

/** Whether an address's domain signs in with single sign-on, and whether its firm enforces it. */
export function lookupSso(email: string, signal?: AbortSignal): Promise<SsoLookupResponse> {
  return api.get<SsoLookupResponse>(`/auth/sso/lookup?email=${encodeURIComponent(email)}`, { signal });
}

/** The address that starts a single sign-on for an email (a full-page navigation to the provider). */
export function ssoStartUrl(email: string): string {
  return `/auth/sso/start?email=${encodeURIComponent(email.trim())}`;
}

/** The address of an admin's Test sign-in: it comes back to the Users page with `sso_test`. */
export const SSO_TEST_URL = '/organizations/current/sso/test';
