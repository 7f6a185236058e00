import type { ListVersionsQuery } from '@lexdraft/contract';
import { type AnyColumn, and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { documents, documentVersionBodies, documentVersions, users } from '../../db/schema.js';
import { conflict, HttpError } from '../../lib/errors.js';
import { maskContent, sensitiveMasker } from '../../lib/sensitive-masking.js';
import type { ServiceContext } from '../auth/context.js';
import { loadLinks } from './links.js';
import { presentSavedDocument } from './presenter.js';
import { findDocument } from './scope.js';
import { auditDocument, TEMPLATE_READ_ONLY } from './service.js';
import type { SignatureLock } from './signature-lock.js';
import { bodyOf, copyVersion, versionContent } from './version-content.js';

// A document's history: every content save is a version (service.ts), listed newest first in pages
// over the unique index (document_id, version); contents are stored once (version-content.ts). A restore adds a version; none is ever rewritten.
// Version rows numbered 0 hold values typed before the first save (values-version.ts): not listed.

export const VERSION_NOT_FOUND = 'Version not found';

// Enough of the HTML's start for a summary's words, whatever markup comes before them.
const SUMMARY_SOURCE_CHARS = 4000;
const SUMMARY_MAX_CHARS = 80;

const author = sql<{ id: string; name: string } | null>`case when ${users.id} is null then null
  else json_build_object('id', ${users.id}, 'name', ${users.fullName}) end`;

const html = (content: AnyColumn) => sql`${content} -> 'ckeditor_html'`;

/** The first words of an HTML's text, cut at a word within SUMMARY_MAX_CHARS. */
export function textSummary(htmlStart: string): string {
  const text = htmlStart
    .replace(/<[^>]*(>|$)/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= SUMMARY_MAX_CHARS) return text || 'No text';
  const cut = text.slice(0, SUMMARY_MAX_CHARS + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > 0 ? cut.slice(0, end) : cut.slice(0, SUMMARY_MAX_CHARS)).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * The query of a page of a document's versions (and one more, to tell whether another page
 * follows), newest first, over the unique index (document_id, version). Sizes, the summary's text
 * and the comparison with the previous version are worked out in PostgreSQL, so no content comes
 * into Node; two versions with the same body (version-content.ts) share their HTML by its digest.
 */
export function versionPageQuery(db: Db, id: string, query: ListVersionsQuery) {
  const previous = alias(documentVersions, 'previous');
  const body = documentVersionBodies;
  const previousBody = alias(documentVersionBodies, 'previous_body');
  const sameBody = sql`${documentVersions.bodySha256} = ${previous.bodySha256}`;
  return db
    .select({
      version: documentVersions.version,
      author,
      createdAt: documentVersions.createdAt,
      sizeBytes: sql<number>`octet_length(${versionContent}::text)`.mapWith(Number),
      htmlStart: sql<string | null>`left(${body.body} ->> 'ckeditor_html', ${SUMMARY_SOURCE_CHARS})`,
      sameHtml: sql<boolean>`case when ${sameBody} then true
        else coalesce(${html(body.body)} = ${html(previousBody.body)}, false) end`,
      sameContent: sql<boolean>`coalesce(${sameBody} and ${documentVersions.valueParts} = ${previous.valueParts}, false)`,
    })
    .from(documentVersions)
    .innerJoin(body, bodyOf(body, documentVersions))
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .leftJoin(
      previous,
      and(
        eq(previous.documentId, documentVersions.documentId),
        eq(previous.version, sql`${documentVersions.version} - 1`),
        gt(previous.version, 0),
      ),
    )
    .leftJoin(previousBody, bodyOf(previousBody, previous))
    .where(
      and(
        eq(documentVersions.documentId, id),
        gt(documentVersions.version, 0),
        query.before === undefined ? undefined : lt(documentVersions.version, query.before),
      ),
    )
    .orderBy(desc(documentVersions.version))
    .limit(query.limit + 1);
}

/** A page of a document's versions of the caller's organization, newest first. */
export async function listVersions(db: Db, ctx: ServiceContext, id: string, query: ListVersionsQuery) {
  await findDocument(db, ctx, id);
  const rows = await versionPageQuery(db, id, query);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      version: row.version,
      author: row.author,
      created_at: row.createdAt.toISOString(),
      size_bytes: row.sizeBytes,
      summary: row.sameContent
        ? 'No changes'
        : row.sameHtml
          ? 'Values changed'
          : textSummary(row.htmlStart ?? ''),
    })),
    next_before: rows.length > query.limit ? page.at(-1)!.version : null,
  };
}

/** The query of one version of a document with its content, by the unique index (document_id, version). */
export function versionQuery(db: Db, id: string, version: number) {
  return db
    .select({
      version: documentVersions.version,
      author,
      createdAt: documentVersions.createdAt,
      content: versionContent,
    })
    .from(documentVersions)
    .innerJoin(documentVersionBodies, bodyOf(documentVersionBodies, documentVersions))
    .leftJoin(users, eq(users.id, documentVersions.createdBy))
    .where(and(eq(documentVersions.documentId, id), eq(documentVersions.version, version)));
}

/** One version of a document of the caller's organization, with its content. */
export async function getVersion(db: Db, ctx: ServiceContext, id: string, version: number) {
  await findDocument(db, ctx, id);
  const [row] = await versionQuery(db, id, version);
  if (!row) throw new HttpError(404, VERSION_NOT_FOUND);
  return {
    version: row.version,
    author: row.author,
    created_at: row.createdAt.toISOString(),
    // A viewer receives sensitive values masked (docs/field-trust.md).
    content: maskContent(await sensitiveMasker(db, ctx), row.content),
  };
}

/** A restore on a stale base: a content save's 409 (service.ts), saying what to do before restoring. */
const staleRestore = (current: number, base: number) =>
  conflict(
    `This document was saved elsewhere (version ${current}) after you opened version ${base}. ` +
      'Reload it to see those changes before restoring a version.',
  );

/**
 * Makes version `version`'s content the document's next version. Its values win over those saved
 * since through the values paths; their stamps carry on (value-writes.ts), so a later stale
 * content save still keeps the restored values for those keys. With `baseVersion`, the version the
 * caller's history was loaded at, a document saved since is a 409 and nothing is written. The new
 * version shares the old one's body: no content comes into Node.
 */
export async function restoreVersion(
  db: Db,
  ctx: ServiceContext,
  id: string,
  version: number,
  baseVersion: number | undefined,
  signatureLock: SignatureLock,
) {
  const { row, stamp } = await db.transaction(async (tx) => {
    const current = await findDocument(tx, ctx, id, { lock: true });
    // A restore is new content: refused while the document is out for signature.
    await signatureLock(tx, ctx, id, { voidRequest: false });
    if (baseVersion !== undefined && baseVersion !== current.currentVersion) {
      throw staleRestore(current.currentVersion, baseVersion);
    }
    if (current.isTemplate) throw conflict(TEMPLATE_READ_ONLY);
    const versionOf = (number: number) =>
      tx
        .select({
          orgId: documentVersions.orgId,
          bodySha256: documentVersions.bodySha256,
          valueParts: documentVersions.valueParts,
          valueWrites: documentVersions.valueWrites,
        })
        .from(documentVersions)
        .where(and(eq(documentVersions.documentId, id), eq(documentVersions.version, number)));
    const [source] = version <= current.currentVersion ? await versionOf(version) : [];
    if (!source) throw new HttpError(404, VERSION_NOT_FOUND);
    const [latest] = await versionOf(current.currentVersion);
    const number = current.currentVersion + 1;
    const stamp = await copyVersion(tx, source, {
      documentId: id,
      version: number,
      valueWrites: latest?.valueWrites ?? {},
      createdBy: ctx.user.id,
    });
    const [row] = await tx
      .update(documents)
      .set({ currentVersion: number, updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(eq(documents.id, id))
      .returning();
    await auditDocument(tx, ctx, 'document.version_restored', id, {
      version: number,
      restored_from: version,
    });
    return { row: row!, stamp };
  });
  const links = await loadLinks(db, [row.id]);
  return presentSavedDocument(row, links.get(row.id)!, stamp);
}
