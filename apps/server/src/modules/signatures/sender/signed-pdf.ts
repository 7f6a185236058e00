import type { Readable } from 'node:stream';
import { conflict, HttpError } from '../../../lib/errors.js';
import { nameWithExtension, safeDisplayName } from '../../assets/file-name.js';
import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import { latestRequest, latestSignedRequest, shownStatus } from '../requests.js';
import { SIGNED_PDF_SENSITIVE, signedPdfWithheld } from '../sensitive-pdf.js';
import type { SigningDeps } from './deps.js';
import { NEVER_SENT, NOT_SIGNED_YET } from './messages.js';

/** The signed PDF, or word that it is still being sealed (every signer signed; the job has not stored it). */
export type SignedPdf =
  | { sealing: false; stream: Readable; size: number; fileName: string }
  | { sealing: true };

/**
 * The sealed PDF of the document's latest completed request, named after the document. A completed
 * request keeps it whatever happens to the document (or a later request) afterwards.
 */
export async function readSignedPdf(
  deps: Pick<SigningDeps, 'db' | 'storage'>,
  ctx: ServiceContext,
  documentId: string,
): Promise<SignedPdf> {
  const document = await findDocument(deps.db, ctx, documentId);
  const signed = await latestSignedRequest(deps.db, ctx, documentId);
  if (!signed?.signedPdfKey) {
    const latest = await latestRequest(deps.db, ctx, documentId);
    if (!latest) throw new HttpError(404, NEVER_SENT);
    if (shownStatus(latest) !== 'sealing') throw conflict(NOT_SIGNED_YET);
    // Not "wait" to a caller who will be refused the file once it is there.
    if (await signedPdfWithheld(deps.db, ctx, latest)) throw new HttpError(403, SIGNED_PDF_SENSITIVE);
    return { sealing: true };
  }
  if (await signedPdfWithheld(deps.db, ctx, signed)) throw new HttpError(403, SIGNED_PDF_SENSITIVE);
  // Streamed: a sealed PDF with its images and certificate page can be large.
  const stored = await deps.storage.getStream(signed.signedPdfKey);
  if (!stored) throw new Error(`The sealed PDF of signature request ${signed.id} is not in storage`);
  const name = safeDisplayName(document.name, 'document');
  return {
    sealing: false,
    stream: stored.stream,
    size: stored.size,
    fileName: nameWithExtension(`${name} (signed)`, 'pdf'),
  };
}
