import type { RedlineImportAnswer } from '@lexdraft/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { sensitiveMasker } from '../../lib/sensitive-masking.js';
import type { ServiceContext } from '../auth/context.js';
import { prepareContent } from '../documents/content.js';
import { findDocument } from '../documents/scope.js';
import { addVersionStamp, auditDocument, TEMPLATE_READ_ONLY } from '../documents/service.js';
import type { SignatureLock } from '../documents/signature-lock.js';
import { withNewerValues } from '../documents/values-version.js';
import { printedBody } from './current-body.js';
import { insertExternalThreads } from './external-threads.js';
import { buildRedlineOffThread } from './redline-pool.js';

// A counterparty's Word redline becomes the document's next version (docs/negotiation.md, Importing
// a Word redline): converted off the event loop with the template import's checks, its changes made
// suggestions and its comments external threads, the blocks it left alone kept as they are (their
// merge fields with them), then saved as a save is: sanitized, refused while out for signature or
// when the caller's base is stale, its values kept, in one transaction with the threads and the audit row.

export type ImportRedlineOptions = {
  documentId: string;
  bytes: Uint8Array;
  /** The version the caller had open, if it says. */
  baseVersion: number | undefined;
  signatureLock: SignatureLock;
};

/** Imports a Word redline as a document's next version; answers the version and what it made. */
export async function importRedline(
  db: Db,
  ctx: ServiceContext,
  { documentId, bytes, baseVersion, signatureLock }: ImportRedlineOptions,
): Promise<RedlineImportAnswer> {
  // Another firm's document is 404 before its file costs a conversion.
  const found = await findDocument(db, ctx, documentId);
  if (found.isTemplate) throw conflict(TEMPLATE_READ_ONLY);
  refuseStale(found.currentVersion, baseVersion);
  const current = await printedBody(db, ctx, documentId, found.currentVersion);
  const { html, suggestions, threads } = await buildRedlineOffThread({ bytes, current });
  const content = await prepareContent({ ckeditor_html: html });
  const mask = await sensitiveMasker(db, ctx);

  return db.transaction(async (tx) => {
    const document = await findDocument(tx, ctx, documentId, { lock: true });
    await signatureLock(tx, ctx, documentId, { voidRequest: false });
    // Saved since the blocks were matched: those blocks may no longer be the current ones.
    refuseStale(document.currentVersion, baseVersion ?? found.currentVersion);
    const version = document.currentVersion + 1;
    const kept = await withNewerValues(
      tx,
      document,
      { prepared: content, sent: { ckeditor_html: html } },
      mask,
    );
    await addVersionStamp(tx, ctx, { documentId, version, ...kept });
    await tx
      .update(documents)
      .set({ currentVersion: version, updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(eq(documents.id, documentId));
    await insertExternalThreads(tx, ctx, documentId, threads);
    // Counts only: never the document's or the comments' text.
    await auditDocument(tx, ctx, 'document.redline_imported', documentId, {
      version,
      suggestions,
      comments: threads.length,
    });
    return { version, suggestions, comments: threads.length };
  });
}

/** The 409 of a save whose base is not the current version (the words of a stale save). */
function refuseStale(current: number, base: number | undefined): void {
  if (base === undefined || base === current) return;
  throw conflict(
    `This document was saved elsewhere (version ${current}) after you opened version ${base}. ` +
      'Reload it to see those changes, or overwrite them with yours.',
  );
}
