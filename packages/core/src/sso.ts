// Single sign-on and the audit log (issue 33; docs/sso.md): the texts and rules both sides read.

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** Password sign-in and password reset for a user of a domain whose firm enforces single sign-on: 403. */
export const SSO_ENFORCED_MESSAGE = 'This organization signs in with single sign-on.';

/** The most email domains one firm's single sign-on claims. */
export const SSO_DOMAINS_MAX = 20;

/**
 * Why a single sign-on came back without a session. The callback lands on
 * `/auth/login?sso_error={code}` and the sign-in page shows the code's text: a code, never a text
 * in the URL, so that nobody can put words of their own on the page.
 */
export const SSO_ERROR_MESSAGES = {
  not_configured: 'Single sign-on is not set up for this email address.',
  provider_unreachable: 'The identity provider could not be reached. Try again, or ask your administrator.',
  expired: 'The single sign-on took too long or was already used. Please try again.',
  invalid_response: 'The identity provider’s answer could not be verified. Ask your administrator.',
  denied: 'The identity provider did not sign you in.',
  email_unverified: 'Your identity provider has not verified your email address.',
  wrong_domain: 'Your email address does not belong to this firm’s single sign-on.',
  deactivated: "This account has been deactivated. Ask your firm's administrator.",
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;

/** The text for a sign-in page's `sso_error`, or undefined for a code it does not know. */
export function ssoErrorMessage(code: string | null | undefined): string | undefined {
  if (!code || !Object.hasOwn(SSO_ERROR_MESSAGES, code)) return undefined;
  return SSO_ERROR_MESSAGES[code as SsoErrorCode];
}

/** A domain as firms write it: lower case, no leading "@" or dots, with at least one dot inside. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domain in its stored form, or undefined when it is not a domain. */
export function normalizeSsoDomain(value: string): string | undefined {
  const domain = value.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
  return DOMAIN.test(domain) ? domain : undefined;
}

/** The domain of an email address, lower case; undefined when there is none. */
export function emailDomain(email: string): string | undefined {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return undefined;
  return normalizeSsoDomain(email.trim().slice(at + 1));
}

/** A page of the audit log: 50 rows unless asked, at most 200. */
export const AUDIT_PAGE_LIMIT_DEFAULT = 50;
export const AUDIT_PAGE_LIMIT_MAX = 200;
