import type { PutSsoSettingsBody, SsoSettings } from '@lexdraft/contract';
import { normalizeSsoDomain, type Role, SSO_DOMAINS_MAX, type SsoProtocol } from '@lexdraft/core';

// The Single sign-on form's values, as the admin types them, and the PUT body they make.

export interface SsoFormValues {
  protocol: SsoProtocol;
  /** Domains as typed: separated by commas, spaces or lines. */
  domains: string;
  defaultRole: Role;
  enforce: boolean;
  issuer: string;
  clientId: string;
  /** Blank keeps the stored secret (when there is one). */
  clientSecret: string;
  idpEntityId: string;
  idpSsoUrl: string;
  idpCertificate: string;
}

export type SsoFormField = keyof SsoFormValues;
export type SsoFormErrors = Partial<Record<SsoFormField, string>>;

/** The form as the stored settings fill it; the secret is never among them. */
export function formValuesFrom(settings: SsoSettings): SsoFormValues {
  return {
    protocol: settings.protocol ?? 'oidc',
    domains: settings.domains.join('\n'),
    defaultRole: settings.default_role,
    enforce: settings.enforce,
    issuer: settings.issuer ?? '',
    clientId: settings.client_id ?? '',
    clientSecret: '',
    idpEntityId: settings.idp_entity_id ?? '',
    idpSsoUrl: settings.idp_sso_url ?? '',
    idpCertificate: settings.idp_certificate ?? '',
  };
}

/** The typed domains, one entry each, in the order given and without repeats. */
export function splitDomains(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((part) => part !== ''))];
}

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function domainsError(typed: string[]): string | undefined {
  if (typed.length === 0) return 'Enter at least one email domain, such as firm.com.';
  const bad = typed.filter((domain) => normalizeSsoDomain(domain) === undefined);
  if (bad.length > 0) return `Not a domain: ${bad.join(', ')}`;
  if (typed.length > SSO_DOMAINS_MAX) return `At most ${SSO_DOMAINS_MAX} domains.`;
  return undefined;
}

/** What the admin must still fix before saving; empty when the form can be sent. */
export function validateSsoForm(values: SsoFormValues, secretStored: boolean): SsoFormErrors {
  const errors: SsoFormErrors = {};
  const domains = domainsError(splitDomains(values.domains));
  if (domains) errors.domains = domains;
  if (values.protocol === 'oidc') {
    if (!isWebUrl(values.issuer.trim()))
      errors.issuer = 'Enter the issuer’s URL, such as https://login.example.com.';
    if (values.clientId.trim() === '') errors.clientId = 'Enter the client ID.';
    if (!secretStored && values.clientSecret === '') errors.clientSecret = 'Enter the client secret.';
  } else {
    if (values.idpEntityId.trim() === '') errors.idpEntityId = 'Enter the identity provider’s entity ID.';
    if (!isWebUrl(values.idpSsoUrl.trim()))
      errors.idpSsoUrl = 'Enter the sign-in URL, such as https://idp.example.com/sso.';
    if (values.idpCertificate.trim() === '') errors.idpCertificate = 'Paste the signing certificate (PEM).';
  }
  return errors;
}

/** The PUT body: the chosen protocol's fields only, and the secret only when one was typed. */
export function ssoBodyFrom(values: SsoFormValues): PutSsoSettingsBody {
  const common = {
    domains: [...new Set(splitDomains(values.domains).map((domain) => normalizeSsoDomain(domain) ?? domain))],
    default_role: values.defaultRole,
    enforce: values.enforce,
  };
  if (values.protocol === 'oidc') {
    return {
      protocol: 'oidc',
      ...common,
      issuer: values.issuer.trim(),
      client_id: values.clientId.trim(),
      ...(values.clientSecret === '' ? {} : { client_secret: values.clientSecret }),
    };
  }
  return {
    protocol: 'saml',
    ...common,
    idp_entity_id: values.idpEntityId.trim(),
    idp_sso_url: values.idpSsoUrl.trim(),
    idp_certificate: values.idpCertificate.trim(),
  };
}
