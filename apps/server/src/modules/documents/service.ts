import type { CreateDocumentInput, UpdateDocumentInput } from '@lexdraft/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, documentVersions, signatureRequests, templates } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, HttpError } from '../../lib/errors.js';
import { sensitiveMasker } from '../../lib/sensitive-masking.js';
import type { ServiceContext } from '../auth/context.js';
import { prepareContent, wrapProsemirrorDoc } from './content.js';
import { assertLinkable, type LinkIds, loadLinks, replaceLinks } from './links.js';
import { presentSavedDocument, type VersionStamp } from './presenter.js';
import { findDocument, getDocument, presentWithLinks } from './scope.js';
import type { SignatureLock } from './signature-lock.js';
import { refuseWhenSigned } from './signed-document.js';
import { templateStart } from './template-layout.js';
import { copySources } from './template-sources.js';
import { clearTemplateValues } from './template-values.js';
import { withNewerValues } from './values-version.js';
import {
  bodiesOfDocument,
  dropUnusedBodies,
  insertVersion,
  readVersion,
  type StoredVersion,
} from './version-content.js';

// Writes to documents: each runs in one transaction with its audit row, and answers the document
// from the rows it wrote, so that a large content is not read back right after it was stored.

export const TEMPLATE_READ_ONLY = 'Templates are read-only. Use the template to create a document.';

/** Writes an audit row about a document, in the caller's transaction. */
export const auditDocument = (
  db: Db,
  ctx: ServiceContext,
  action: string,
  documentId: string,
  details = {},
) =>
  writeAudit(db, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action,
    targetType: 'document',
    targetId: documentId,
    details,
  });

type NewVersion = {
  documentId: string;
  version: number;
  content: Record<string, unknown>;
  valueWrites?: Record<string, Record<string, number>>;
};

const versionRow = (ctx: ServiceContext, input: NewVersion) => ({
  orgId: ctx.user.orgId,
  createdBy: ctx.user.id,
  valueWrites: {},
  ...input,
});

/** Adds a version (its body stored once: version-content.ts) and answers it with the content given. */
async function addVersion(db: Db, ctx: ServiceContext, input: NewVersion): Promise<StoredVersion> {
  const row = await insertVersion(db, versionRow(ctx, input));
  return { ...row, content: input.content };
}

const stampColumns = { version: documentVersions.version, createdAt: documentVersions.createdAt };

/** Adds a version and answers its number and date only: its content is what the caller holds. */
export async function addVersionStamp(db: Db, ctx: ServiceContext, input: NewVersion): Promise<VersionStamp> {
  const { version, createdAt } = await insertVersion(db, versionRow(ctx, input));
  return { version, createdAt };
}

/** The current version's number and date, without reading its content. */
async function currentVersionStamp(db: Db, documentId: string, version: number) {
  if (version === 0) return undefined;
  const [row] = await db
    .select(stampColumns)
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
  return row;
}

/** What a new document is made of; `content` is stored as given, so callers prepare it. */
export type NewDocument = {
  name: string;
  isTemplate?: boolean;
  isDraft: boolean;
  metadata?: Record<string, unknown>;
  sourceDocumentId?: string;
  content?: Record<string, unknown>;
  links?: LinkIds;
  headerFooter?: (typeof documents.$inferInsert)['headerFooter'];
};

/** Inserts a document, its first version when it has content, and its links, in the caller's transaction. */
export async function insertDocument(tx: Db, ctx: ServiceContext, input: NewDocument) {
  const [row] = await tx
    .insert(documents)
    .values({
      orgId: ctx.user.orgId,
      name: input.name,
      isTemplate: input.isTemplate ?? false,
      isDraft: input.isDraft,
      currentVersion: input.content ? 1 : 0,
      metadata: input.metadata ?? {},
      sourceDocumentId: input.sourceDocumentId,
      headerFooter: input.headerFooter,
      createdBy: ctx.user.id,
      updatedBy: ctx.user.id,
    })
    .returning();
  let version = input.content
    ? await addVersion(tx, ctx, { documentId: row!.id, version: 1, content: input.content })
    : undefined;
  if (input.links) await replaceLinks(tx, ctx.user.orgId, row!.id, input.links, { fresh: true });
  if (row!.isTemplate) {
    // A template keeps no client's values, whatever content was sent (issue 28; converting clears them too).
    await clearTemplateValues(tx, ctx.user.orgId, row!.id);
    if (version) version = await readVersion(tx, row!.id, version.version);
  }
  return { row: row!, version };
}

/** Creates a document, with its first version when content is given. */
export async function createDocument(db: Db, ctx: ServiceContext, input: CreateDocumentInput) {
  const content = input.content ? await prepareContent(input.content) : undefined;
  const { row, version } = await db.transaction(async (tx) => {
    await assertLinkable(tx, ctx.user.orgId, input);
    const created = await insertDocument(tx, ctx, {
      name: input.name,
      isTemplate: input.is_template,
      isDraft: input.is_draft ?? true,
      metadata: input.metadata,
      content,
      links: input,
    });
    await auditDocument(tx, ctx, 'document.created', created.row.id, {
      is_template: input.is_template ?? false,
    });
    return created;
  });
  return presentWithLinks(db, row, version);
}

/** The version a PUT says it was based on, from its body or its If-Match header. */
export function baseVersionOf(input: UpdateDocumentInput, ifMatch: string | undefined): number | undefined {
  if (input.base_version !== undefined) return input.base_version;
  const match = ifMatch?.match(/^(?:W\/)?"?(\d+)"?$/);
  return match ? Number(match[1]) : undefined;
}

/**
 * Applies a partial update; content becomes a new version unless the caller's base is stale. The
 * content may be the editor's HTML alone: the values and metadata it leaves out are the stored
 * ones (keepNewerValues). Answers the record and its current version's number and date, not the
 * content, which the caller holds and which may be megabytes.
 */
export async function updateDocument(
  db: Db,
  ctx: ServiceContext,
  id: string,
  input: UpdateDocumentInput,
  baseVersion: number | undefined,
  signatureLock: SignatureLock,
) {
  const contentInput =
    input.content ?? (input.prosemirror_doc ? wrapProsemirrorDoc(input.prosemirror_doc) : undefined);
  const content = contentInput ? await prepareContent(contentInput) : undefined;
  const mask = await sensitiveMasker(db, ctx);
  const { row, version } = await db.transaction(async (tx) => {
    const current = await findDocument(tx, ctx, id, { lock: true });
    // New content while the document is out for signature is refused, or voids the request first.
    if (content) await signatureLock(tx, ctx, id, { voidRequest: input.void_signature_request === true });
    if (baseVersion !== undefined && baseVersion !== current.currentVersion) {
      throw conflict(
        `This document was saved elsewhere (version ${current.currentVersion}) after you opened version ${baseVersion}. ` +
          'Reload it to see those changes, or overwrite them with yours.',
      );
    }
    if (content && current.isTemplate) throw conflict(TEMPLATE_READ_ONLY);
    await assertLinkable(tx, ctx.user.orgId, input);
    const number = content ? current.currentVersion + 1 : current.currentVersion;
    // Values saved through the values paths are kept over the ones the content carries.
    const kept =
      content && (await withNewerValues(tx, current, { prepared: content, sent: input.content ?? {} }, mask));
    const version = kept
      ? await addVersionStamp(tx, ctx, { documentId: id, version: number, ...kept })
      : await currentVersionStamp(tx, id, current.currentVersion);
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
    const fields = Object.keys(input).filter(
      (key) => key !== 'base_version' && key !== 'void_signature_request',
    );
    await auditDocument(tx, ctx, 'document.updated', id, { fields, version: number });
    return { row: row!, version };
  });
  const links = await loadLinks(db, [row.id]);
  return presentSavedDocument(row, links.get(row.id)!, version);
}

/**
 * Refuses (409) while the document is out for signature: its signers are reading it, and the
 * request must be voided (and they told) first. Asked with the document's row locked, which sending
 * also locks.
 */
async function refuseWhileOutForSignature(tx: Db, documentId: string, action: string): Promise<void> {
  const [open] = await tx
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.documentId, documentId),
        inArray(signatureRequests.status, ['sent', 'partially_signed']),
        gt(signatureRequests.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (open) throw conflict(`This document is out for signature. Void the request before ${action}.`);
}

export async function deleteDocument(db: Db, ctx: ServiceContext, id: string) {
  await db.transaction(async (tx) => {
    const row = await findDocument(tx, ctx, id, { lock: true });
    await refuseWhileOutForSignature(tx, id, 'deleting it');
    const bodies = await bodiesOfDocument(tx, id);
    await tx.delete(documents).where(eq(documents.id, id));
    // Its versions went with it; so do the bodies no other document of the firm shares.
    await dropUnusedBodies(tx, ctx.user.orgId, bodies);
    await auditDocument(tx, ctx, 'document.deleted', id, { name: row.name });
  });
}

/** Makes a document a template: read-only from then on, usable to create documents. */
export async function convertToTemplate(db: Db, ctx: ServiceContext, id: string) {
  await db.transaction(async (tx) => {
    const row = await findDocument(tx, ctx, id, { lock: true });
    if (row.isTemplate) throw conflict('This document is already a template');
    await refuseWhileOutForSignature(tx, id, 'making it a template');
    await refuseWhenSigned(tx, id);
    await tx
      .update(documents)
      .set({ isTemplate: true, isDraft: false, updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(eq(documents.id, id));
    // A template keeps no client's data: the document's own values go, the firm's defaults stay.
    await clearTemplateValues(tx, ctx.user.orgId, id);
    // Its library row (modules/templates), with the defaults; one left from before is kept.
    await tx
      .insert(templates)
      .values({ orgId: ctx.user.orgId, documentId: id, createdBy: ctx.user.id })
      .onConflictDoNothing({ target: [templates.orgId, templates.documentId] });
    await auditDocument(tx, ctx, 'document.converted_to_template', id);
  });
  return getDocument(db, ctx, id);
}

/**
 * A new document with a template's current content, metadata and header and footer; it records
 * where it came from.
 */
export async function createFromTemplate(
  db: Db,
  ctx: ServiceContext,
  input: { source_document_id: string; name: string },
) {
  const { row, version } = await db.transaction(async (tx) => {
    const source = await findDocument(tx, ctx, input.source_document_id);
    if (!source.isTemplate) throw new HttpError(422, 'Only a template can be used to create a document');
    const { row, version } = await insertDocument(tx, ctx, {
      name: input.name,
      isDraft: true,
      sourceDocumentId: source.id,
      ...(await templateStart(tx, source)),
    });
    await copySources(tx, ctx, source.id, row.id);
    await auditDocument(tx, ctx, 'document.created_from_template', row.id, { source_document_id: source.id });
    return { row, version };
  });
  return presentWithLinks(db, row, version);
}
