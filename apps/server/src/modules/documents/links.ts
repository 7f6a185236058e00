import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contacts,
  documentContacts,
  documentEntities,
  documentOwners,
  entities,
  persons,
} from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';

// A document links entities, owners (persons) and contacts of its own organization.

export type LinkKind = 'entities' | 'owners' | 'contacts';
export type LinkIds = Partial<Record<`${'entity' | 'owner' | 'contact'}_ids`, string[]>>;
export type LinkedRecord = { id: string; name: string };
export type DocumentLinks = Record<LinkKind, LinkedRecord[]>;

/** Each kind of link: its join table, the records it points at and the column that names them. */
export const LINK_KINDS = {
  entities: { input: 'entity_ids', table: documentEntities, records: entities, label: entities.name },
  owners: { input: 'owner_ids', table: documentOwners, records: persons, label: persons.fullName },
  contacts: { input: 'contact_ids', table: documentContacts, records: contacts, label: contacts.fullName },
} as const;

const kinds = Object.keys(LINK_KINDS) as LinkKind[];

/** Refuses ids that are not records of the organization, without saying whether they exist elsewhere. */
export async function assertLinkable(db: Db, orgId: string, input: LinkIds): Promise<void> {
  for (const kind of kinds) {
    const { input: field, records } = LINK_KINDS[kind];
    const wanted = [...new Set(input[field] ?? [])];
    if (wanted.length === 0) continue;
    const found = await db
      .select({ id: records.id })
      .from(records)
      .where(and(eq(records.orgId, orgId), inArray(records.id, wanted)));
    if (found.length !== wanted.length) throw new HttpError(422, `Invalid request: ${field}: unknown record`);
  }
}

/**
 * Replaces the links of each kind the input names; kinds it leaves out stay as they are. A new
 * document (`fresh`) has none to remove.
 */
export async function replaceLinks(
  db: Db,
  orgId: string,
  documentId: string,
  input: LinkIds,
  { fresh = false } = {},
): Promise<void> {
  for (const kind of kinds) {
    const { input: field, table } = LINK_KINDS[kind];
    const ids = input[field];
    if (ids === undefined) continue;
    if (!fresh) await db.delete(table).where(eq(table.documentId, documentId));
    const unique = [...new Set(ids)];
    if (unique.length > 0) {
      await db.insert(table).values(unique.map((targetId) => ({ orgId, documentId, targetId })));
    }
  }
}

/** The kind of link a record a value was filled from makes: a person is linked as an owner. */
const LINK_KIND_OF_RECORD = { entity: 'entities', person: 'owners', contact: 'contacts' } as const;

/**
 * Links one record of the organization to the document, as Edit Relationships would; a record it
 * already links stays linked once. The caller has checked the record is the organization's.
 */
export async function linkRecord(
  db: Db,
  orgId: string,
  documentId: string,
  record: { type: keyof typeof LINK_KIND_OF_RECORD; id: string },
): Promise<void> {
  const { table } = LINK_KINDS[LINK_KIND_OF_RECORD[record.type]];
  await db.insert(table).values({ orgId, documentId, targetId: record.id }).onConflictDoNothing();
}

/** The linked records of each document, named, in one query per kind. */
export async function loadLinks(db: Db, documentIds: string[]): Promise<Map<string, DocumentLinks>> {
  const result = new Map<string, DocumentLinks>(
    documentIds.map((id) => [id, { entities: [], owners: [], contacts: [] }]),
  );
  if (documentIds.length === 0) return result;
  for (const kind of kinds) {
    const { table, records, label } = LINK_KINDS[kind];
    const rows = await db
      .select({ documentId: table.documentId, id: records.id, name: label })
      .from(table)
      .innerJoin(records, eq(records.id, table.targetId))
      .where(inArray(table.documentId, documentIds))
      .orderBy(asc(label));
    for (const row of rows) result.get(row.documentId)?.[kind].push({ id: row.id, name: row.name });
  }
  return result;
}
