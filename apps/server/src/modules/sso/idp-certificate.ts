import { X509Certificate } from 'node:crypto';

// The identity provider's signing certificate as admins paste it: a PEM block, or the bare base64
// body many providers show. Stored as PEM, one certificate.

export const INVALID_IDP_CERTIFICATE = 'The identity provider certificate is not a valid PEM certificate';

/** The certificate as PEM, or undefined when the text is not one X.509 certificate. */
export function idpCertificatePem(text: string): string | undefined {
  const blocks = text.match(/-----BEGIN CERTIFICATE-----/g)?.length ?? 0;
  if (blocks > 1) return undefined;
  const body = text.replace(/-----BEGIN CERTIFICATE-----|-----END CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (body.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return undefined;
  try {
    return new X509Certificate(Buffer.from(body, 'base64')).toString();
  } catch {
    return undefined;
  }
}
