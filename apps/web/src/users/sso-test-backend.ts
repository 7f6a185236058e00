import { type SsoSettings, unconfiguredSsoSettings } from '@lexdraft/contract';
import { json, type RouteHandler } from '@/test/fake-backend';

// The firm's single sign-on as the fake backend answers it, for the Users page's tests.

const BASE = 'http://app.test';

/** Settings as GET /organizations/current/sso answers them; not configured unless overridden. */
export function buildSsoSettings(overrides: Partial<SsoSettings> = {}): SsoSettings {
  return {
    ...unconfiguredSsoSettings(),
    redirect_url: `${BASE}/auth/sso/callback`,
    sp_entity_id: `${BASE}/auth/saml/metadata?org=org-1`,
    acs_url: `${BASE}/auth/saml/acs`,
    metadata_url: `${BASE}/auth/saml/metadata?org=org-1`,
    ...overrides,
  };
}

/** The route the Users page reads its Single sign-on section from. */
export function ssoSettingsRoutes(settings: SsoSettings = buildSsoSettings()): Record<string, RouteHandler> {
  return { 'GET /organizations/current/sso': () => json(200, settings) };
}
