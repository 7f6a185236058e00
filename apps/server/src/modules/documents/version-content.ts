import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { documentVersionBodies, documentVersions } from '../../db/schema.js';

// Where a version's content is stored, and the only code that reads or writes it. A content is
// split in two: its body (every key but the value parts: in practice the HTML, the big part), kept
// once per organization in document_version_bodies under the SHA-256 of its jsonb text, and its
// value parts, small and changed in place by the values paths, kept in the version's own row. A
// thousand saves of the same text store it once. PostgreSQL's jsonb keeps keys in its own order,
// so `body || value_parts` gives back the stored content exactly (migration 0005 checked as much).
// Bodies are never shared across organizations: a save's timing must not tell whether another firm
// holds the same text.

export type Content = Record<string, unknown>;

/** The keys of a content kept with each version rather than in its shared body. */
export const VERSION_VALUE_KEYS = ['merge_field_values', 'placeholders', 'metadata', 'list_values'] as const;

const VALUE_KEYS: ReadonlySet<string> = new Set(VERSION_VALUE_KEYS);

/** A content's body (shared) and value parts (the version's own). */
export function splitContent(content: Content): { body: Content; valueParts: Content } {
  const body: Content = {};
  const valueParts: Content = {};
  for (const [key, value] of Object.entries(content)) (VALUE_KEYS.has(key) ? valueParts : body)[key] = value;
  return { body, valueParts };
}

/** Joins a version row (or an alias of the table) to its body. */
export const bodyOf = (
  bodies: { orgId: AnyColumn; sha256: AnyColumn },
  versions: { orgId: AnyColumn; bodySha256: AnyColumn },
) => and(eq(bodies.orgId, versions.orgId), eq(bodies.sha256, versions.bodySha256));

/** A version's whole content as jsonb, in a query joined with `bodyOf`. */
export const contentOf = (bodies: { body: AnyColumn }, versions: { valueParts: AnyColumn }): SQL<Content> =>
  sql<Content>`(${bodies.body} || ${versions.valueParts})`;

/** The whole content of a version of the table, in a query joined with `bodyOf(documentVersionBodies, documentVersions)`. */
export const versionContent = contentOf(documentVersionBodies, documentVersions);

/**
 * Stores a body for an organization unless it holds it already, and answers its SHA-256, computed
 * by PostgreSQL over the jsonb text so that equal bodies meet whatever key order they came in.
 */
export async function storeBody(db: Db, orgId: string, body: Content): Promise<Buffer> {
  const result = await db.execute<{ sha256: Buffer }>(sql`
    with input as (select ${JSON.stringify(body)}::jsonb as body),
    digest as (select body, sha256(convert_to(body::text, 'UTF8')) as sha256 from input),
    stored as (
      insert into ${documentVersionBodies} (org_id, sha256, body)
      select ${orgId}, sha256, body from digest
      on conflict do nothing
    )
    select sha256 from digest`);
  return result.rows[0]!.sha256;
}

/** A new version row, with its content. */
export type NewVersionRow = {
  orgId: string;
  documentId: string;
  version: number;
  content: Content;
  valueWrites?: Record<string, Record<string, number>>;
  createdBy?: string | null;
};

/** Adds a version, its body stored once; answers the row without its content. */
export async function insertVersion(db: Db, input: NewVersionRow) {
  const { content, ...row } = input;
  const { body, valueParts } = splitContent(content);
  const bodySha256 = await storeBody(db, input.orgId, body);
  const [inserted] = await db
    .insert(documentVersions)
    .values({ ...row, valueWrites: row.valueWrites ?? {}, bodySha256, valueParts })
    .returning();
  return inserted!;
}

/**
 * Adds a version with the body and value parts of another of the same organization, without
 * bringing its content into Node: a restore.
 */
export async function copyVersion(
  db: Db,
  source: { orgId: string; bodySha256: Buffer; valueParts: Content },
  input: Omit<NewVersionRow, 'content' | 'orgId'>,
) {
  const [inserted] = await db
    .insert(documentVersions)
    .values({
      ...input,
      orgId: source.orgId,
      valueWrites: input.valueWrites ?? {},
      bodySha256: source.bodySha256,
      valueParts: source.valueParts,
    })
    .returning({ version: documentVersions.version, createdAt: documentVersions.createdAt });
  return inserted!;
}

/** The columns of a version row and its whole content. */
const storedVersionColumns = {
  id: documentVersions.id,
  orgId: documentVersions.orgId,
  documentId: documentVersions.documentId,
  version: documentVersions.version,
  bodySha256: documentVersions.bodySha256,
  valueWrites: documentVersions.valueWrites,
  createdBy: documentVersions.createdBy,
  createdAt: documentVersions.createdAt,
  content: versionContent,
};

/** A version row with its whole content. */
export type StoredVersion = {
  id: string;
  orgId: string;
  documentId: string;
  version: number;
  bodySha256: Buffer;
  valueWrites: Record<string, Record<string, number>>;
  createdBy: string | null;
  createdAt: Date;
  content: Content;
};

/** Version `version` of a document with its whole content, if it has one so numbered. */
export async function readVersion(
  db: Db,
  documentId: string,
  version: number,
): Promise<StoredVersion | undefined> {
  const [row] = await db
    .select(storedVersionColumns)
    .from(documentVersions)
    .innerJoin(documentVersionBodies, bodyOf(documentVersionBodies, documentVersions))
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
  return row;
}

/** A version row's digest of its body and its value parts: what is known of it without the body. */
export type VersionParts = { orgId: string; bodySha256: Buffer; valueParts: Content };

/**
 * Version `version` of a document without its body, if it has one so numbered: a reader that keeps
 * bodies by their digest (a body never changes under one) reads the body only when it lacks it.
 */
export async function readVersionParts(
  db: Db,
  documentId: string,
  version: number,
): Promise<VersionParts | undefined> {
  const [row] = await db
    .select({
      orgId: documentVersions.orgId,
      bodySha256: documentVersions.bodySha256,
      valueParts: documentVersions.valueParts,
    })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
  return row;
}

/** Every version of a document with its whole content, oldest first (tests and the seed's checks). */
export function readVersions(db: Db, documentId: string): Promise<StoredVersion[]> {
  return db
    .select(storedVersionColumns)
    .from(documentVersions)
    .innerJoin(documentVersionBodies, bodyOf(documentVersionBodies, documentVersions))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(documentVersions.version);
}

/**
 * Changes a version's content in place (the values paths, within the current version). When its
 * body changed too, the former one goes if no version uses it any more.
 */
export async function replaceVersionContent(
  db: Db,
  version: Pick<StoredVersion, 'id' | 'orgId' | 'bodySha256'>,
  change: { content: Content; valueWrites?: Record<string, Record<string, number>> },
) {
  const { body, valueParts } = splitContent(change.content);
  const bodySha256 = await storeBody(db, version.orgId, body);
  await db
    .update(documentVersions)
    .set({ bodySha256, valueParts, valueWrites: change.valueWrites })
    .where(and(eq(documentVersions.id, version.id), eq(documentVersions.orgId, version.orgId)));
  if (!bodySha256.equals(version.bodySha256)) await dropUnusedBodies(db, version.orgId, [version.bodySha256]);
}

/** The bodies a document's versions use (to drop the unused ones once it is deleted). */
export async function bodiesOfDocument(db: Db, documentId: string): Promise<Buffer[]> {
  const rows = await db
    .selectDistinct({ sha256: documentVersions.bodySha256 })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId));
  return rows.map((row) => row.sha256);
}

/**
 * Deletes those of an organization's bodies that no version uses. A save that takes up one of them
 * at that very moment keeps it: the delete then fails on the foreign key, inside a savepoint, and
 * the body stays.
 */
export async function dropUnusedBodies(db: Db, orgId: string, digests: Buffer[]) {
  if (digests.length === 0) return;
  try {
    await db.transaction(async (savepoint) => {
      await savepoint.delete(documentVersionBodies).where(
        and(
          eq(documentVersionBodies.orgId, orgId),
          inArray(documentVersionBodies.sha256, digests),
          sql`not exists (select 1 from ${documentVersions}
            where ${documentVersions.orgId} = ${documentVersionBodies.orgId}
              and ${documentVersions.bodySha256} = ${documentVersionBodies.sha256})`,
        ),
      );
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}
