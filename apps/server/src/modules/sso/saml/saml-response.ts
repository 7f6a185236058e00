import type { SsoErrorCode } from '@lexdraft/core';
import type { Profile } from '@node-saml/node-saml';
import type { SsoAttempt } from '../sso-attempts.js';
import type { SsoIdentity } from '../sso-user.js';
import {
  loadNodeSaml,
  SAML_CLOCK_SKEW_MS,
  type SamlIdp,
  samlServiceProvider,
} from './saml-service-provider.js';

/** A verified assertion: who signed in, and what the replay record needs. */
type VerifiedSamlAssertion = { identity: SsoIdentity; assertionId: string; expiresAt: Date };

type SamlResponseOutcome =
  | ({ ok: true } & VerifiedSamlAssertion)
  | { ok: false; code: SsoErrorCode; reason: string };

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const NAME_ATTRIBUTES = [
  'displayName',
  'http://schemas.microsoft.com/identity/claims/displayname',
  'name',
  'cn',
];

const refused = (reason: string): SamlResponseOutcome => ({ ok: false, code: 'invalid_response', reason });

/**
 * Verifies a SAML response with node-saml against the firm's identity provider: the assertion's
 * signature by the configured certificate, the audience (our entity id), NotBefore/NotOnOrAfter
 * (60 s of skew) and InResponseTo (the request id the attempt kept); then the assertion's issuer.
 * The reason of a refusal is for the audit log and never holds the XML.
 */
export async function verifySamlResponse(options: {
  samlResponse: string;
  attempt: SsoAttempt;
  publicUrl: string;
  idp: SamlIdp;
}): Promise<SamlResponseOutcome> {
  const { attempt, idp } = options;
  // The attempt, already taken, is the only request this answer may be to.
  const theAttemptsRequest = {
    saveAsync: async () => null,
    getAsync: async (key: string) =>
      attempt.nonce !== null && key === attempt.nonce ? attempt.createdAt.toISOString() : null,
    removeAsync: async () => null,
  };
  const provider = await samlServiceProvider(
    { orgId: attempt.orgId, publicUrl: options.publicUrl, idp },
    theAttemptsRequest,
  );
  let profile: Profile | null;
  try {
    ({ profile } = await provider.validatePostResponseAsync({ SAMLResponse: options.samlResponse }));
  } catch (error) {
    // The provider answered with a failure status (the user cancelled, or is not assigned the app).
    if (error instanceof (await loadNodeSaml()).SamlStatusError)
      return { ok: false, code: 'denied', reason: error.message };
    return refused(error instanceof Error ? error.message : String(error));
  }
  if (!profile) return refused('The response holds no assertion');
  if (profile.issuer !== idp.entityId) return refused(`Unexpected issuer ${String(profile.issuer)}`);
  const assertion = assertionFacts(profile);
  if (!assertion) return refused('The assertion has no ID or no NotOnOrAfter');
  const identity = identityOf(profile);
  if (!identity) return refused('The assertion names no email address');
  return { ok: true, identity, ...assertion };
}

type ParsedAssertion = {
  $?: { ID?: string };
  Conditions?: { $?: { NotOnOrAfter?: string } }[];
  Subject?: { SubjectConfirmation?: { SubjectConfirmationData?: { $?: { NotOnOrAfter?: string } }[] }[] }[];
};

/**
 * The signed assertion's ID and the last moment it could still be accepted (its latest
 * NotOnOrAfter, plus the skew): until then, the same ID again is a replay. An assertion without
 * any NotOnOrAfter would be good forever, so it is refused.
 */
function assertionFacts(profile: Profile): { assertionId: string; expiresAt: Date } | undefined {
  const assertion = (profile.getAssertion?.() as { Assertion?: ParsedAssertion } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertion || !assertionId) return undefined;
  const limits = [
    ...(assertion.Conditions ?? []).map((conditions) => conditions.$?.NotOnOrAfter),
    ...(assertion.Subject ?? []).flatMap((subject) =>
      (subject.SubjectConfirmation ?? []).flatMap((confirmation) =>
        (confirmation.SubjectConfirmationData ?? []).map((data) => data.$?.NotOnOrAfter),
      ),
    ),
  ]
    .map((limit) => (limit ? Date.parse(limit) : Number.NaN))
    .filter((limit) => Number.isFinite(limit));
  if (limits.length === 0) return undefined;
  return { assertionId, expiresAt: new Date(Math.max(...limits) + SAML_CLOCK_SKEW_MS) };
}

const firstString = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
};
const looksLikeEmail = (value: string | undefined): value is string =>
  value !== undefined && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * The email and name the assertion gives: the NameID when it is an email address, else the email
 * attribute. SAML has no `email_verified`: an address the firm's provider signs for counts as verified.
 */
function identityOf(profile: Profile): SsoIdentity | undefined {
  const nameId = firstString(profile.nameID);
  const email = looksLikeEmail(nameId)
    ? nameId
    : EMAIL_ATTRIBUTES.map((attribute) => firstString(profile[attribute])).find(looksLikeEmail);
  if (!email) return undefined;
  const name = NAME_ATTRIBUTES.map((attribute) => firstString(profile[attribute])).find(Boolean);
  return { email, emailVerified: true, ...(name ? { name } : {}) };
}
