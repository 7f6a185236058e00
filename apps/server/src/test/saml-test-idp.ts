import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';

// A SAML identity provider for the tests: its own RSA key and self-signed certificate, made when
// the test starts (node-forge builds the certificate; node:crypto has no X.509 builder), and SAML
// Responses it writes and signs with xml-crypto as Entra ID, Google or Okta would post them.

const SIGNATURE_ALGORITHM = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const DIGEST_ALGORITHM = 'http://www.w3.org/2001/04/xmlenc#sha256';
const TRANSFORMS = [
  'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  'http://www.w3.org/2001/10/xml-exc-c14n#',
];
const EXCLUSIVE_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';

/** What the test IdP signs: by default the assertion, as most providers do. */
export type SamlSigning = 'assertion' | 'response' | 'both' | 'none';

export type SamlResponseOptions = {
  /** The NameID (an email address unless the test says otherwise). */
  nameId: string;
  /** Our entity id, which the assertion's AudienceRestriction names. */
  audience: string;
  /** Our AssertionConsumerService URL. */
  acsUrl: string;
  /** The AuthnRequest's ID; left out for an unsolicited response. */
  inResponseTo?: string;
  /** Defaults: issued now, valid from a minute ago to five minutes from now. */
  issueInstant?: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
  attributes?: Record<string, string>;
  signing?: SamlSigning;
  /** Another IdP's key signs instead: a forged response. */
  signedBy?: SamlTestIdp;
  /** The issuer written in the response; the IdP's own entity id by default. */
  issuer?: string;
};

export type SamlTestIdp = {
  entityId: string;
  ssoUrl: string;
  /** The IdP's signing certificate, PEM, as an admin pastes it in the settings. */
  certificate: string;
  privateKey: string;
  /** A SAML Response as XML, signed as asked. */
  responseXml: (options: SamlResponseOptions) => string;
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const samlId = () => `_${randomBytes(16).toString('hex')}`;

/** A self-signed certificate for a new RSA key (2048 bits: quick to make, enough for a test). */
function selfSignedCertificate(commonName: string): { certificate: string; privateKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  certificate.validity.notAfter = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  const subject = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(privatePem), forge.md.sha256.create());
  return { certificate: forge.pki.certificateToPem(certificate), privateKey: privatePem };
}

/** Signs the element `xpath` selects, its Signature placed right after its Issuer (as the schema wants). */
function signElement(xml: string, xpath: string, idp: SamlTestIdp): string {
  const signer = new SignedXml({
    privateKey: idp.privateKey,
    publicCert: idp.certificate,
    signatureAlgorithm: SIGNATURE_ALGORITHM,
    canonicalizationAlgorithm: EXCLUSIVE_C14N,
  });
  signer.addReference({ xpath, digestAlgorithm: DIGEST_ALGORITHM, transforms: TRANSFORMS });
  signer.computeSignature(xml, {
    location: { reference: `${xpath}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

/** A new test identity provider with a key and certificate of its own. */
export function createSamlTestIdp(name = `idp-${randomBytes(4).toString('hex')}`): SamlTestIdp {
  const { certificate, privateKey } = selfSignedCertificate(`${name}.test`);
  const idp: SamlTestIdp = {
    entityId: `https://${name}.test/saml/metadata`,
    ssoUrl: `https://${name}.test/saml/sso`,
    certificate,
    privateKey,
    responseXml(options) {
      const now = options.issueInstant ?? new Date();
      const notBefore = (options.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
      const notOnOrAfter = (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
      const issuer = escapeXml(options.issuer ?? idp.entityId);
      const inResponseTo = options.inResponseTo ? ` InResponseTo="${escapeXml(options.inResponseTo)}"` : '';
      const attributes = Object.entries(options.attributes ?? {})
        .map(
          ([attribute, value]) =>
            `<saml:Attribute Name="${escapeXml(attribute)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
        )
        .join('');
      const assertion =
        `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${samlId()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
        `<saml:Issuer>${issuer}</saml:Issuer>` +
        '<saml:Subject>' +
        `<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(options.nameId)}</saml:NameID>` +
        '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">' +
        `<saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(options.acsUrl)}"/>` +
        '</saml:SubjectConfirmation>' +
        '</saml:Subject>' +
        `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}">` +
        `<saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction>` +
        '</saml:Conditions>' +
        `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${samlId()}">` +
        '<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>' +
        '</saml:AuthnStatement>' +
        (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
        '</saml:Assertion>';
      let xml =
        `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${samlId()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escapeXml(options.acsUrl)}"${inResponseTo}>` +
        `<saml:Issuer>${issuer}</saml:Issuer>` +
        '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>' +
        assertion +
        '</samlp:Response>';
      const signing = options.signing ?? 'assertion';
      const signer = options.signedBy ?? idp;
      if (signing === 'assertion' || signing === 'both')
        xml = signElement(xml, "/*[local-name(.)='Response']/*[local-name(.)='Assertion']", signer);
      if (signing === 'response' || signing === 'both')
        xml = signElement(xml, "/*[local-name(.)='Response']", signer);
      return xml;
    },
  };
  return idp;
}

/** The form field the browser posts: the response, base64. */
export const encodeSamlResponse = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

/** What the IdP reads of the AuthnRequest in a redirect to it (HTTP-Redirect: deflated, base64). */
export function readAuthnRequest(location: string): {
  id: string;
  issuer: string;
  acsUrl: string;
  relayState: string | null;
} {
  const url = new URL(location);
  const request = url.searchParams.get('SAMLRequest');
  if (!request) throw new Error(`No SAMLRequest in ${location}`);
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  const attribute = (name: string) =>
    xml.match(new RegExp(`<samlp:AuthnRequest[^>]*\\s${name}="([^"]*)"`))?.[1];
  const issuer = xml.match(/<saml:Issuer[^>]*>([^<]*)<\/saml:Issuer>/)?.[1];
  const id = attribute('ID');
  const acsUrl = attribute('AssertionConsumerServiceURL');
  if (!id || !issuer || !acsUrl) throw new Error(`Unexpected AuthnRequest: ${xml}`);
  return { id, issuer, acsUrl, relayState: url.searchParams.get('RelayState') };
}
