// Sealing a completed signature request (docs/signing.md, Sealing): pure functions over PDF bytes.

export { completionCertificate } from './completion-certificate.js';
export { findSignatureFields, type SignatureFieldBox } from './find-fields.js';
export { SealError, type SealInput, sealSignedPdf, sha256Hex } from './seal-signed-pdf.js';
export { signPdf } from './sign-pdf.js';
export {
  loadSigningCredentials,
  type SigningCredentials,
  SigningCredentialsError,
  type SigningSettings,
  selfSignedP12Path,
} from './signing-credentials.js';
export { stampSignatures } from './stamp-signatures.js';
export type { AdoptedSignature, CertificateInput, CertificateRecipient, SignatureStamp } from './types.js';
