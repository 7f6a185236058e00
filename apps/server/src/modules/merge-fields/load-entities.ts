import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contacts, entities, entityContacts, entityOwners, persons } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';

// The entities a document is generated for, each with its owners (largest share first, then by
// name) and its contacts (by name): three queries for any number of them, so that a bulk job reads
// a block of rows' entities at once rather than three queries a row.

/** An entity of the organization with the records that fill a generated document's fields. */
export type LoadedEntity = {
  entity: typeof entities.$inferSelect;
  owners: { person: typeof persons.$inferSelect; title: string | null; share: string | null }[];
  contacts: (typeof contacts.$inferSelect)[];
};

/** The organization's entities among `ids`, by id; another firm's or an unknown id is left out. */
export async function loadEntities(db: Db, ctx: ServiceContext, ids: readonly string[]) {
  const loaded = new Map<string, LoadedEntity>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return loaded;
  const rows = await db
    .select()
    .from(entities)
    .where(and(eq(entities.orgId, ctx.user.orgId), inArray(entities.id, wanted)));
  if (rows.length === 0) return loaded;
  for (const entity of rows) loaded.set(entity.id, { entity, owners: [], contacts: [] });
  const found = rows.map((entity) => entity.id);
  const owners = await db
    .select({
      entityId: entityOwners.entityId,
      person: persons,
      title: entityOwners.title,
      share: entityOwners.ownershipPercentage,
    })
    .from(entityOwners)
    .innerJoin(persons, eq(persons.id, entityOwners.personId))
    .where(inArray(entityOwners.entityId, found))
    .orderBy(
      sql`${entityOwners.ownershipPercentage} desc nulls last`,
      asc(persons.fullName),
      asc(persons.id),
    );
  for (const { entityId, ...owner } of owners) loaded.get(entityId)?.owners.push(owner);
  const linked = await db
    .select({ entityId: entityContacts.entityId, contact: contacts })
    .from(entityContacts)
    .innerJoin(contacts, eq(contacts.id, entityContacts.contactId))
    .where(inArray(entityContacts.entityId, found))
    .orderBy(asc(contacts.fullName), asc(contacts.id));
  for (const { entityId, contact } of linked) loaded.get(entityId)?.contacts.push(contact);
  return loaded;
}
