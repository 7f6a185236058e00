import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, documentVersions } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { prepareContent, wrapProsemirrorDoc } from './content.js';
import { assertLinkable, replaceLinks } from './links.js';
import type { CreateDocumentInput, UpdateDocumentInput } from './schema.js';
import { currentVersion, findDocument, getDocument, presentWithLinks } from './scope.js';

// Writes to documents: each runs in one transaction with its audit row, and answers the document
// from the rows it wrote, so that a large content is not read back right after it was stored.

const TEMPLATE_READ_ONLY = 'Templates are read-only. Use the template to create a document.';

const audit = (db: Db, ctx: ServiceContext, action: string, documentId: string, details = {}) =>
  writeAudit(db, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action,
    targetType: 'document',
    targetId: documentId,
    details,
  });

async function addVersion(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  version: number,
  content: Record<string, unknown>,
) {
  const [row] = await db
    .insert(documentVersions)
    .values({ orgId: ctx.user.orgId, documentId, version, content, createdBy: ctx.user.id })
    .returning();
  return row!;
}

/** Creates a document, with its first version when content is given. */
export async function createDocument(db: Db, ctx: ServiceContext, input: CreateDocumentInput) {
  const content = input.content ? prepareContent(input.content) : undefined;
  const { row, version } = await db.transaction(async (tx) => {
    await assertLinkable(tx, ctx.user.orgId, input);
    const [row] = await tx
      .insert(documents)
      .values({
        orgId: ctx.user.orgId,
        name: input.name,
        isTemplate: input.is_template ?? false,
        isDraft: input.is_draft ?? true,
        currentVersion: content ? 1 : 0,
        metadata: input.metadata ?? {},
        createdBy: ctx.user.id,
        updatedBy: ctx.user.id,
      })
      .returning();
    const version = content ? await addVersion(tx, ctx, row!.id, 1, content) : undefined;
    await replaceLinks(tx, ctx.user.orgId, row!.id, input);
    await audit(tx, ctx, 'document.created', row!.id, { is_template: input.is_template ?? false });
    return { row: row!, version };
  });
  return presentWithLinks(db, row, version);
}

/** The version a PUT says it was based on, from its body or its If-Match header. */
export function baseVersionOf(input: UpdateDocumentInput, ifMatch: string | undefined): number | undefined {
  if (input.base_version !== undefined) return input.base_version;
  const match = ifMatch?.match(/^(?:W\/)?"?(\d+)"?$/);
  return match ? Number(match[1]) : undefined;
}

/** Applies a partial update; content becomes a new version unless the caller's base is stale. */
export async function updateDocument(
  db: Db,
  ctx: ServiceContext,
  id: string,
  input: UpdateDocumentInput,
  baseVersion: number | undefined,
) {
  const contentInput =
    input.content ?? (input.prosemirror_doc ? wrapProsemirrorDoc(input.prosemirror_doc) : undefined);
  const content = contentInput ? prepareContent(contentInput) : undefined;
  const { row, version } = await db.transaction(async (tx) => {
    const current = await findDocument(tx, ctx, id, { lock: true });
    if (baseVersion !== undefined && baseVersion !== current.currentVersion) {
      throw conflict(
        `This document was saved elsewhere (version ${current.currentVersion}) after you opened version ${baseVersion}. ` +
          'Reload it to see those changes, or overwrite them with yours.',
      );
    }
    if (content && current.isTemplate) throw conflict(TEMPLATE_READ_ONLY);
    await assertLinkable(tx, ctx.user.orgId, input);
    const number = content ? current.currentVersion + 1 : current.currentVersion;
    const version = content
      ? await addVersion(tx, ctx, id, number, content)
      : await currentVersion(tx, id, current.currentVersion);
    const [row] = await tx
      .update(documents)
      .set({
        name: input.name,
        isDraft: input.is_draft,
        metadata: input.metadata,
        currentVersion: number,
        updatedBy: ctx.user.id,
        updatedAt: new Date(),
      })
      .where(eq(documents.id, id))
      .returning();
    await replaceLinks(tx, ctx.user.orgId, id, input);
    const fields = Object.keys(input).filter((key) => key !== 'base_version');
    await audit(tx, ctx, 'document.updated', id, { fields, version: number });
    return { row: row!, version };
  });
  return presentWithLinks(db, row, version);
}

export async function deleteDocument(db: Db, ctx: ServiceContext, id: string) {
  await db.transaction(async (tx) => {
    const row = await findDocument(tx, ctx, id, { lock: true });
    await tx.delete(documents).where(eq(documents.id, id));
    await audit(tx, ctx, 'document.deleted', id, { name: row.name });
  });
}

/** Makes a document a template: read-only from then on, usable to create documents. */
export async function convertToTemplate(db: Db, ctx: ServiceContext, id: string) {
  await db.transaction(async (tx) => {
    const row = await findDocument(tx, ctx, id, { lock: true });
    if (row.isTemplate) throw conflict('This document is already a template');
    await tx
      .update(documents)
      .set({ isTemplate: true, isDraft: false, updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(eq(documents.id, id));
    await audit(tx, ctx, 'document.converted_to_template', id);
  });
  return getDocument(db, ctx, id);
}

/** A new document with a template's current content and metadata; it records where it came from. */
export async function createFromTemplate(
  db: Db,
  ctx: ServiceContext,
  input: { source_document_id: string; name: string },
) {
  const { row, version } = await db.transaction(async (tx) => {
    const source = await findDocument(tx, ctx, input.source_document_id);
    if (!source.isTemplate) throw new HttpError(422, 'Only a template can be used to create a document');
    const template = await currentVersion(tx, source.id, source.currentVersion);
    const [row] = await tx
      .insert(documents)
      .values({
        orgId: ctx.user.orgId,
        name: input.name,
        isDraft: true,
        currentVersion: template ? 1 : 0,
        metadata: source.metadata,
        sourceDocumentId: source.id,
        createdBy: ctx.user.id,
        updatedBy: ctx.user.id,
      })
      .returning();
    const version = template ? await addVersion(tx, ctx, row!.id, 1, template.content) : undefined;
    await audit(tx, ctx, 'document.created_from_template', row!.id, { source_document_id: source.id });
    return { row: row!, version };
  });
  return presentWithLinks(db, row, version);
}
