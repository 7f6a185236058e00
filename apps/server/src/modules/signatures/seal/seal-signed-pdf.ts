import { createHash } from 'node:crypto';
import { completionCertificate } from './completion-certificate.js';
import type { SignatureFieldBox } from './find-fields.js';
import { signPdf } from './sign-pdf.js';
import type { SigningCredentials } from './signing-credentials.js';
import { stampSignatures } from './stamp-signatures.js';
import type { CertificateInput, SignatureStamp } from './types.js';

// Sealing a completed request: the frozen PDF with every signature stamped, the completion
// certificate appended, and the whole file digitally signed. Pure: bytes in, bytes out.

export type SealInput = {
  /** The PDF frozen when the request was sent. */
  frozenPdf: Uint8Array;
  /** Its Signature fields as recorded at sending; found again in the PDF when not given. */
  fields?: SignatureFieldBox[];
  stamps: SignatureStamp[];
  certificate: CertificateInput;
  credentials: SigningCredentials;
  /** The signature's time; now when not given. */
  sealedAt?: Date;
};

export class SealError extends Error {}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The sealed PDF and its SHA-256 (hex). Refuses a frozen PDF whose hash is not the one that was sent. */
export async function sealSignedPdf(input: SealInput): Promise<{ pdf: Buffer; sha256: string }> {
  const sentHash = sha256Hex(input.frozenPdf);
  if (sentHash !== input.certificate.documentSha256.toLowerCase())
    throw new SealError(
      `The frozen PDF's SHA-256 (${sentHash}) is not the one recorded when it was sent (${input.certificate.documentSha256}); it was not sealed.`,
    );
  const stamped = await stampSignatures(input.frozenPdf, input.stamps, input.fields);
  const certified = await completionCertificate(stamped, input.certificate);
  const pdf = await signPdf(certified, input.credentials, input.sealedAt);
  return { pdf, sha256: sha256Hex(pdf) };
}
