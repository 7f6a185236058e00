import { createHash } from 'node:crypto';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, documentVersionBodies, documentVersions } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { oncePerKey } from '../../lib/once-per-key.js';
import { maskContent, masksFor, sensitiveMasker } from '../../lib/sensitive-masking.js';
import type { ServiceContext } from '../auth/context.js';
import { LINK_KINDS, type LinkedRecord, type LinkKind } from './links.js';
import { presentDocumentJson, presentDocumentSummary } from './presenter.js';
import { NOT_FOUND } from './scope.js';
import { staleValuesCount } from './stale-count.js';
import { bodyOf, versionContent } from './version-content.js';

// The editor opens a document with this read, and a document can be megabytes. It is one prepared
// query (the row, its current version and its links, planned once per connection), and the
// content goes out as the JSON text that PostgreSQL gives, never parsed into objects to be
// stringified again.

/** A document's linked records of one kind, named and ordered as `loadLinks` gives them. */
function linkedRecords(kind: LinkKind): SQL<LinkedRecord[]> {
  const { table, records, label } = LINK_KINDS[kind];
  return sql<LinkedRecord[]>`(
    select coalesce(json_agg(json_build_object('id', ${records.id}, 'name', ${label}) order by ${label}), '[]')
    from ${table} join ${records} on ${records.id} = ${table.targetId}
    where ${table.documentId} = ${documents.id})`;
}

function prepareRead(db: Db) {
  return db
    .select({
      document: documents,
      version: documentVersions.version,
      versionId: documentVersions.id,
      // PostgreSQL gives a row version a new xmin whenever it is written, values saved in place
      // included: with the row's id it names the content exactly, without reading it.
      versionXmin: sql<string | null>`${documentVersions}.xmin::text`,
      versionCreatedAt: documentVersions.createdAt,
      contentJson: sql<string | null>`${versionContent}::text`,
      entities: linkedRecords('entities'),
      owners: linkedRecords('owners'),
      contacts: linkedRecords('contacts'),
      staleValuesCount: staleValuesCount(),
    })
    .from(documents)
    .leftJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, documents.id),
        eq(documentVersions.version, documents.currentVersion),
        // A row numbered 0 holds values typed before the first save; it is not a version yet.
        gt(documents.currentVersion, 0),
      ),
    )
    .leftJoin(documentVersionBodies, bodyOf(documentVersionBodies, documentVersions))
    .where(
      // visibleDocuments(ctx), with the organization as a parameter of the prepared statement.
      and(eq(documents.orgId, sql.placeholder('orgId')), eq(documents.id, sql.placeholder('id'))),
    )
    .prepare('read_document');
}

const preparedRead = oncePerKey(prepareRead);

export type DocumentAnswer = {
  /** `presentDocument` as JSON text. */
  json: string;
  version: number;
  /** Changes whenever anything in `json` does: the summary's text, or which content it holds. */
  revision: string;
};

/** A document of the caller's organization as the API shows it, as JSON text with its revision. */
export async function readDocumentJson(db: Db, ctx: ServiceContext, id: string): Promise<DocumentAnswer> {
  const [found] = await preparedRead(db).execute({ orgId: ctx.user.orgId, id });
  if (!found) throw new HttpError(404, NOT_FOUND);
  const {
    document,
    version,
    versionId,
    versionXmin,
    versionCreatedAt,
    contentJson,
    staleValuesCount,
    ...links
  } = found;
  const current =
    version !== null && versionCreatedAt !== null && contentJson !== null
      ? { version, createdAt: versionCreatedAt, contentJson: await viewersContent(db, ctx, contentJson) }
      : undefined;
  const summaryJson = JSON.stringify(presentDocumentSummary(document, links, staleValuesCount));
  const revision = createHash('sha1')
    .update(summaryJson)
    .update(current ? `\0${versionId}:${versionXmin}` : '\0')
    // A viewer's answer is masked: its ETag must never match an editor's cached full answer.
    .update(masksFor(ctx) ? '\0masked' : '')
    .digest('base64url');
  return { json: presentDocumentJson(summaryJson, current), version: document.currentVersion, revision };
}

/**
 * The content text as this caller may see it: a viewer's has sensitive values masked
 * (docs/field-trust.md), the one case where the content is parsed; anyone else's is spliced as stored.
 */
async function viewersContent(db: Db, ctx: ServiceContext, contentJson: string): Promise<string> {
  if (!masksFor(ctx)) return contentJson;
  return JSON.stringify(maskContent(await sensitiveMasker(db, ctx), JSON.parse(contentJson)));
}
