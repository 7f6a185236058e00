import type { EntityDetail } from '@lexdraft/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contacts, entityContacts, entityOwners, persons } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { presentRecord } from './kinds.js';
import { audit, findRecord, type RecordRow } from './service.js';

// An entity's owners (persons) and contacts: read with the entity, and replaced as whole sets.

const SETS = {
  owners: { join: entityOwners, member: entityOwners.personId, records: persons, noun: 'persons' },
  contacts: { join: entityContacts, member: entityContacts.contactId, records: contacts, noun: 'contacts' },
} as const;

export type EntitySet = keyof typeof SETS;

/** The entity as GET answers it: its fields, owners and contacts, each list by name. */
export async function presentEntityDetail(db: Db, entity: RecordRow): Promise<EntityDetail> {
  const [owners, linked] = await Promise.all([
    db
      .select({
        id: persons.id,
        full_name: persons.fullName,
        title: entityOwners.title,
        percentage: entityOwners.ownershipPercentage,
      })
      .from(entityOwners)
      .innerJoin(persons, eq(persons.id, entityOwners.personId))
      .where(eq(entityOwners.entityId, entity.id))
      .orderBy(asc(persons.fullName), asc(persons.id)),
    db
      .select({ id: contacts.id, full_name: contacts.fullName, role: entityContacts.role })
      .from(entityContacts)
      .innerJoin(contacts, eq(contacts.id, entityContacts.contactId))
      .where(eq(entityContacts.entityId, entity.id))
      .orderBy(asc(contacts.fullName), asc(contacts.id)),
  ]);
  return {
    ...(presentRecord('entities', entity) as Omit<EntityDetail, 'owners' | 'contacts'>),
    owners: owners.map(({ percentage, ...owner }) => ({
      ...owner,
      ownership_percentage: percentage === null ? null : Number(percentage),
    })),
    contacts: linked,
  };
}

/**
 * Makes the entity's owners (or contacts) exactly these records of the caller's organization.
 * Ids of anything else are refused by name; a member kept keeps its title, share or role.
 */
export async function replaceEntitySet(
  db: Db,
  ctx: ServiceContext,
  entityId: string,
  set: EntitySet,
  ids: string[],
) {
  const { join, member, records, noun } = SETS[set];
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const entity = await findRecord(tx, ctx, 'entities', entityId);
    const found =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: records.id })
            .from(records)
            .where(and(eq(records.orgId, ctx.user.orgId), inArray(records.id, wanted)));
    const known = new Set(found.map((row) => row.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new HttpError(422, `Invalid request: ids: not ${noun} of this firm: ${unknown.join(', ')}`);
    }
    const before = await tx.select({ id: member }).from(join).where(eq(join.entityId, entityId));
    const had = new Set(before.map((row) => row.id));
    const removed = [...had].filter((id) => !known.has(id));
    const added = wanted.filter((id) => !had.has(id));
    if (removed.length > 0) {
      await tx.delete(join).where(and(eq(join.entityId, entityId), notInArray(member, wanted)));
    }
    if (added.length > 0) {
      const orgId = ctx.user.orgId;
      if (set === 'owners') {
        await tx
          .insert(entityOwners)
          .values(added.map((personId) => ({ orgId, entityId, personId })))
          .onConflictDoNothing();
      } else {
        await tx
          .insert(entityContacts)
          .values(added.map((contactId) => ({ orgId, entityId, contactId })))
          .onConflictDoNothing();
      }
    }
    await audit(tx, ctx, 'entities', `entity.${set}_changed`, entityId, { added, removed });
    return presentEntityDetail(tx, entity);
  });
}
