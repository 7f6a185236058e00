// The addresses a firm gives its identity provider. One place, so that the settings answer, the
// OpenID Connect callback and the SAML metadata and ACS never disagree.

export type SsoUrls = {
  /** OpenID Connect: the redirect URL registered with the provider. */
  redirectUrl: string;
  /** SAML: the AssertionConsumerService the provider posts its response to. */
  acsUrl: string;
  /** SAML: the service provider's metadata; also its entity id (one per firm). */
  metadataUrl: string;
  spEntityId: string;
};

export function ssoUrls(publicUrl: string, orgId: string): SsoUrls {
  const base = publicUrl.replace(/\/+$/, '');
  const metadataUrl = `${base}/auth/saml/metadata?org=${encodeURIComponent(orgId)}`;
  return {
    redirectUrl: `${base}/auth/sso/callback`,
    acsUrl: `${base}/auth/saml/acs`,
    metadataUrl,
    spEntityId: metadataUrl,
  };
}
