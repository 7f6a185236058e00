import { buildContent } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, documentVersions } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { findDocument } from '../documents/scope.js';
import { auditDocument, TEMPLATE_READ_ONLY } from '../documents/service.js';

// Field values live in the content of a document's current version and are changed in place: a
// value typed every few seconds is not a new version, and a later content PUT with the
// base_version the editor holds still succeeds.

export type Content = Record<string, unknown>;

/** The content of a document's current version; empty at version 0. */
export async function readContent(db: Db, ctx: ServiceContext, documentId: string): Promise<Content> {
  const row = await findDocument(db, ctx, documentId);
  const version = await valuesVersion(db, row.id, row.currentVersion);
  return version?.content ?? {};
}

/**
 * The version row that holds a document's values: its current version, or for a document with no
 * content yet (version 0) a row numbered 0. Values typed before the first save then wait there
 * without making a version 1, which would turn the editor's first save (based on 0) into a conflict.
 */
async function valuesVersion(db: Db, documentId: string, version: number) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
  return row;
}

/**
 * Changes the current version's content in one transaction, holding the document's row so that
 * concurrent saves apply one after the other. The document's current version number never changes.
 */
export async function changeContent(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  audit: { part: string; fields: number },
  change: (content: Content) => Content,
): Promise<Content> {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, ctx, documentId, { lock: true });
    if (document.isTemplate) throw conflict(TEMPLATE_READ_ONLY);
    const version = await valuesVersion(tx, document.id, document.currentVersion);
    const content = change(version?.content ?? buildContent(''));
    const number = document.currentVersion;
    if (version) {
      await tx
        .update(documentVersions)
        .set({ content })
        .where(and(eq(documentVersions.id, version.id), eq(documentVersions.orgId, ctx.user.orgId)));
    } else {
      await tx.insert(documentVersions).values({
        orgId: ctx.user.orgId,
        documentId: document.id,
        version: number,
        content,
        createdBy: ctx.user.id,
      });
    }
    await tx
      .update(documents)
      .set({ updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(eq(documents.id, document.id));
    await auditDocument(tx, ctx, 'document.field_values_saved', document.id, { ...audit, version: number });
    return content;
  });
}
