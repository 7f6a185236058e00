import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import type { SigningCredentials } from './signing-credentials.js';

// The seal: a PAdES signature (SubFilter ETSI.CAdES.detached, a detached CMS over SHA-256) over the
// whole file, as an invisible signature field. Its byte range covers every byte but the signature
// itself, so a reader such as poppler's pdfsig reports "Total document signed", and any change to
// the file after sealing makes the signature invalid.

// Room for the CMS: its signature, signed attributes and the certificates of the PKCS#12 (a firm's
// may carry a chain). The placeholder is this many bytes, written as twice as many hex digits.
const MIN_SIGNATURE_LENGTH = 16_384;

/** The PDF digitally signed with the credentials, at `signingTime`. */
export async function signPdf(
  pdf: Uint8Array,
  credentials: SigningCredentials,
  signingTime = new Date(),
): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: 'Sealed on completion: every party has signed. Any later change invalidates this signature.',
    contactInfo: '',
    name: credentials.name,
    location: '',
    signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: Math.max(MIN_SIGNATURE_LENGTH, credentials.p12.length * 2),
    appName: 'LexDraft',
  });
  // A classic cross-reference table: the signer finds the placeholder in the file's own bytes.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(credentials.p12, { passphrase: credentials.passphrase });
  return new SignPdf().sign(prepared, signer, signingTime);
}
