import type { RecordListsResponse } from '@lexdraft/contract';
import { isRecord, type ListRow, type RecordValues } from '@lexdraft/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contacts,
  documentContacts,
  documentEntities,
  documentOwners,
  entities,
  entityContacts,
  entityOwners,
  persons,
} from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';
import { assemblyPartsOf } from './assembly-parts.js';
import { contactValues, entityValues, personValues } from './record-values.js';
import { maskValues, sensitiveMasker } from './sensitive-masking.js';

// The lists a document's records give (docs/assembly-api.md): `entity.owners` and
// `entity.contacts` of the entity its entity fields come from, and `document.entities`,
// `document.owners` and `document.contacts`, the records linked to it. Each item holds a record's
// values by the column names its merge fields use (`first_name`, `entity_type`, ...), read live at
// every resolution, so that a changed link or record changes the next preview and export.

type EntityRow = typeof entities.$inferSelect;
type PersonRow = typeof persons.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;
/** An owner of the document's entity: the person, and their title and share in it. */
type Ownership = { person: PersonRow; title: string | null; share: string | null };

/** A record's values as a list item: blank values left out, so that they read as no value. */
function itemOf(values: RecordValues): ListRow {
  const item: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') item[key] = String(value);
  }
  return item;
}

/** An owner's item: the person fields, and their title and share when they own the document's entity. */
function ownerItem(person: PersonRow, place?: Pick<Ownership, 'title' | 'share'>): ListRow {
  return itemOf({ ...personValues(person), title: place?.title, share: place?.share });
}

/**
 * The entity a document's entity fields come from: the one it was generated for (the entity its
 * filled values name, metadata.field_source_refs), while it stays linked; else its first linked
 * entity by name, as the value layers take it (value-layers.ts).
 */
function documentEntity(linked: EntityRow[], sourceRefs: unknown): EntityRow | undefined {
  const refs: unknown[] = isRecord(sourceRefs) ? Object.values(sourceRefs) : [];
  const generatedFor = new Set(
    refs.flatMap((ref) =>
      isRecord(ref) && ref.type === 'entity' && typeof ref.id === 'string' ? [ref.id] : [],
    ),
  );
  return linked.find((entity) => generatedFor.has(entity.id)) ?? linked[0];
}

/** The records linked to a document of the caller's organization, each kind by name. */
async function linkedRecords(db: Db, ctx: ServiceContext, documentId: string) {
  const org = ctx.user.orgId;
  const [linkedEntities, linkedOwners, linkedContacts] = await Promise.all([
    db
      .select({ row: entities })
      .from(documentEntities)
      .innerJoin(entities, eq(entities.id, documentEntities.targetId))
      .where(and(eq(documentEntities.documentId, documentId), eq(entities.orgId, org)))
      .orderBy(asc(entities.name), asc(entities.id)),
    db
      .select({ row: persons })
      .from(documentOwners)
      .innerJoin(persons, eq(persons.id, documentOwners.targetId))
      .where(and(eq(documentOwners.documentId, documentId), eq(persons.orgId, org)))
      .orderBy(asc(persons.fullName), asc(persons.id)),
    db
      .select({ row: contacts })
      .from(documentContacts)
      .innerJoin(contacts, eq(contacts.id, documentContacts.targetId))
      .where(and(eq(documentContacts.documentId, documentId), eq(contacts.orgId, org)))
      .orderBy(asc(contacts.fullName), asc(contacts.id)),
  ]);
  const rows = <T>(list: { row: T }[]) => list.map(({ row }) => row);
  return { entities: rows(linkedEntities), owners: rows(linkedOwners), contacts: rows(linkedContacts) };
}

/** An entity's owners (largest share first, as generate takes them) and its contacts with their role. */
async function entityPeople(db: Db, entity: EntityRow) {
  const [owners, people] = await Promise.all([
    db
      .select({ person: persons, title: entityOwners.title, share: entityOwners.ownershipPercentage })
      .from(entityOwners)
      .innerJoin(persons, eq(persons.id, entityOwners.personId))
      .where(and(eq(entityOwners.entityId, entity.id), eq(persons.orgId, entity.orgId)))
      .orderBy(
        sql`${entityOwners.ownershipPercentage} desc nulls last`,
        asc(persons.fullName),
        asc(persons.id),
      ),
    db
      .select({ contact: contacts, role: entityContacts.role })
      .from(entityContacts)
      .innerJoin(contacts, eq(contacts.id, entityContacts.contactId))
      .where(and(eq(entityContacts.entityId, entity.id), eq(contacts.orgId, entity.orgId)))
      .orderBy(asc(contacts.fullName), asc(contacts.id)),
  ]);
  return { owners: owners as Ownership[], contacts: people };
}

const contactItem = (contact: ContactRow, role?: string | null) =>
  itemOf({ ...contactValues(contact), ...(role === undefined ? {} : { role }) });

/**
 * The record lists of a document already found in the caller's organization, by list id: the
 * document.* lists always (empty without links), entity.* only when the document has an entity.
 * `sourceRefs` is its current version's metadata.field_source_refs.
 */
export async function recordListsOf(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  sourceRefs: unknown,
): Promise<Map<string, ListRow[]>> {
  const linked = await linkedRecords(db, ctx, documentId);
  const entity = documentEntity(linked.entities, sourceRefs);
  const people = entity ? await entityPeople(db, entity) : undefined;
  const places = new Map(people?.owners.map((owner) => [owner.person.id, owner]));
  const lists = new Map<string, ListRow[]>([
    ['document.entities', linked.entities.map((row) => itemOf(entityValues(row)))],
    ['document.owners', linked.owners.map((person) => ownerItem(person, places.get(person.id)))],
    ['document.contacts', linked.contacts.map((contact) => contactItem(contact))],
  ]);
  if (people) {
    lists.set(
      'entity.owners',
      people.owners.map((owner) => ownerItem(owner.person, owner)),
    );
    lists.set(
      'entity.contacts',
      people.contacts.map(({ contact, role }) => contactItem(contact, role)),
    );
  }
  return lists;
}

/**
 * `GET /docs/documents/{id}/record-lists`: the record lists that have a source, for the web
 * preview, each sensitive value (`entity.owners.ssn_last_4`, ...) masked for a viewer.
 */
export async function getRecordLists(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
): Promise<RecordListsResponse> {
  const parts = await assemblyPartsOf(db, ctx, documentId);
  const refs = isRecord(parts.metadata) ? parts.metadata.field_source_refs : undefined;
  const [lists, mask] = await Promise.all([
    recordListsOf(db, ctx, documentId, refs),
    sensitiveMasker(db, ctx),
  ]);
  return { lists: maskValues(mask, Object.fromEntries(lists)) as RecordListsResponse['lists'] };
}
