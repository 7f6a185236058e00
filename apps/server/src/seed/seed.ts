// The demo firm, made at the first start: above the modules, since it creates users through them.
import type { Role } from '@lexdraft/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  contacts,
  documentContacts,
  documentEntities,
  documentOwners,
  documents,
  entities,
  entityContacts,
  entityOwners,
  organizations,
  persons,
  smartFields,
  templates,
} from '../db/schema.js';
import { insertVersion } from '../modules/documents/version-content.js';
import { createOrganization } from '../modules/organizations/service.js';
import { createUser } from '../modules/users/create-user.js';
import {
  DEMO_CONTACTS,
  DEMO_DOCUMENTS,
  DEMO_ENTITIES,
  DEMO_ENTITY_CONTACTS,
  DEMO_ORG_NAME,
  DEMO_PERSONS,
  DEMO_SMART_FIELDS,
  DEMO_USERS,
} from './seed-data.js';

// Any fixed number, distinct from the migration lock.
const SEED_LOCK_ID = 7_345_120_992;

/**
 * Creates the demo firm when the database holds no organization yet. Returns true when it did.
 * Instances starting at once take turns, so the firm is created once.
 */
export async function seedDemoIfEmpty(db: Db, demoPassword: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(organizations);
    if (count > 0) return false;
    await seedDemoFirm(tx, { password: demoPassword });
    return true;
  });
}

/** A user of a demo firm; the first of a firm's users is its admin. Emails are unique across firms. */
type DemoFirmUser = { email: string; role: string; fullName: string };

/**
 * Creates a firm with the demo firm's users, records, documents and templates: the demo firm by
 * default. The browser tests seed one per spec under a name and emails of their own, so that specs
 * running in parallel never share a firm.
 */
export async function seedDemoFirm(
  db: Db,
  options: { password: string; name?: string; users?: readonly DemoFirmUser[] },
): Promise<void> {
  const { password, name = DEMO_ORG_NAME, users = DEMO_USERS } = options;
  const [first, ...others] = users;
  if (!first) throw new Error('A firm needs its admin');
  const { org, admin } = await createOrganization(db, {
    name,
    adminEmail: first.email,
    adminPassword: password,
    adminName: first.fullName,
  });
  for (const user of others) {
    await createUser(db, {
      orgId: org.id,
      email: user.email,
      password,
      role: user.role as Role,
      fullName: user.fullName,
    });
  }

  const personIds = new Map<string, string>();
  for (const { key, ...person } of DEMO_PERSONS) {
    const [row] = await db
      .insert(persons)
      .values({ orgId: org.id, ...person, fullName: `${person.firstName} ${person.lastName}` })
      .returning({ id: persons.id });
    personIds.set(key, row!.id);
  }

  const entityIds = new Map<string, string>();
  for (const { key, owners, ...entity } of DEMO_ENTITIES) {
    const [row] = await db
      .insert(entities)
      .values({ orgId: org.id, ...entity })
      .returning({ id: entities.id });
    entityIds.set(key, row!.id);
    for (const owner of owners) {
      await db.insert(entityOwners).values({
        orgId: org.id,
        entityId: row!.id,
        personId: personIds.get(owner.person)!,
        title: owner.title,
        ownershipPercentage: owner.percentage,
      });
    }
  }

  const contactIds = new Map<string, string>();
  for (const { key, ...contact } of DEMO_CONTACTS) {
    const [row] = await db
      .insert(contacts)
      .values({ orgId: org.id, ...contact, fullName: `${contact.firstName} ${contact.lastName}` })
      .returning({ id: contacts.id });
    contactIds.set(key, row!.id);
  }
  for (const link of DEMO_ENTITY_CONTACTS) {
    await db.insert(entityContacts).values({
      orgId: org.id,
      entityId: entityIds.get(link.entity)!,
      contactId: contactIds.get(link.contact)!,
      role: link.role,
    });
  }
  for (const { required, ...smartField } of DEMO_SMART_FIELDS) {
    await db
      .insert(smartFields)
      .values({ orgId: org.id, ...smartField, validation: required ? { required } : {} });
  }

  for (const doc of DEMO_DOCUMENTS) {
    const [row] = await db
      .insert(documents)
      .values({
        orgId: org.id,
        name: doc.name,
        isTemplate: doc.isTemplate,
        isDraft: false,
        currentVersion: 1,
        createdBy: admin.id,
        updatedBy: admin.id,
      })
      .returning({ id: documents.id });
    const documentId = row!.id;
    const now = new Date().toISOString();
    await insertVersion(db, {
      orgId: org.id,
      documentId,
      version: 1,
      createdBy: admin.id,
      content: {
        ckeditor_html: doc.html,
        placeholders: {},
        merge_field_values: doc.mergeFieldValues,
        metadata: {
          field_source_refs: {},
          custom_fields: doc.customFields.map((field) => ({ ...field, created_at: now, updated_at: now })),
        },
        schema_version: '3.0',
      },
    });
    if (doc.entity) {
      await db
        .insert(documentEntities)
        .values({ orgId: org.id, documentId, targetId: entityIds.get(doc.entity)! });
    }
    if (doc.owner) {
      await db
        .insert(documentOwners)
        .values({ orgId: org.id, documentId, targetId: personIds.get(doc.owner)! });
    }
    if (doc.contact) {
      await db
        .insert(documentContacts)
        .values({ orgId: org.id, documentId, targetId: contactIds.get(doc.contact)! });
    }
    if (doc.isTemplate) {
      await db.insert(templates).values({
        orgId: org.id,
        documentId,
        category: 'contracts',
        jurisdictionCode: 'US',
        description: 'A two-way confidentiality agreement for early business discussions.',
        tags: ['nda', 'confidentiality'],
        createdBy: admin.id,
      });
    }
  }
}
