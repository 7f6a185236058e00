// Sealing a completed signature request (docs/signing.md, Sealing): pure functions over PDF bytes.
// The rest of the server enters here; the seal's own tests import its files directly.

export { sealSignedPdf } from './seal-signed-pdf.js';
export {
  loadSigningCredentials,
  type SigningCredentials,
  type SigningSettings,
} from './signing-credentials.js';
export type { CertificateRecipient, SignatureStamp } from './types.js';
