import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/client.js';
import type { SignatureFieldPlacement } from '../../db/schema.js';
import type { AssetStore } from '../assets/read-own-asset.js';
import type { ServiceContext } from '../auth/context.js';
import { UnresolvedFieldsError } from '../export/export-service.js';
import { loadExport } from '../export/load-export.js';
import { PendingSuggestionsError } from '../export/pending-suggestions.js';
import type { Renderer } from '../export/renderers.js';
import { findSignatureFields } from './seal/find-fields.js';

// What is signed is frozen when it is sent: the PDF export of the document's current version,
// printed once by the export's own renderer, stored, and known by its SHA-256 from then on. Nothing
// half-filled is sent: merge fields without values refuse the send as they refuse an export, and
// so do suggestions not yet accepted or rejected (issue 31): the signers would sign text in doubt.

export type FrozenPdf = {
  bytes: Buffer;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  pageCount: number;
  signatureFields: SignatureFieldPlacement[];
};

export const UNRESOLVED_BEFORE_SENDING = 'Fill in their values before sending it for signature.';
export const PENDING_BEFORE_SENDING = 'Accept or reject them before sending it for signature.';

/** The PDF of the document's current version as its export prints it; refuses pending suggestions and unfilled merge fields. */
export async function freezeCurrentVersion(
  db: Db,
  ctx: ServiceContext,
  store: AssetStore,
  documentId: string,
  render: Renderer,
): Promise<FrozenPdf> {
  const { document, unresolvedFields, pendingSuggestions } = await loadExport(db, ctx, store, documentId);
  if (pendingSuggestions > 0) throw new PendingSuggestionsError(pendingSuggestions, PENDING_BEFORE_SENDING);
  if (unresolvedFields.length > 0)
    throw new UnresolvedFieldsError(unresolvedFields, UNRESOLVED_BEFORE_SENDING);
  const bytes = await render(document);
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return {
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    pageCount: pdf.getPageCount(),
    // Where each signer's signature goes: the boxes the print drew for the Signature fields.
    signatureFields: await findSignatureFields(bytes),
  };
}
