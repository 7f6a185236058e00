import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.js';
import { verifyPassword } from '../lib/passwords.js';
import { readVersions } from '../modules/documents/version-content.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { seedDemoFirm, seedDemoIfEmpty } from './seed.js';

describe('the demo firm', () => {
  let database: TestDatabase;
  let seeded: boolean;

  beforeAll(async () => {
    database = await createTestDatabase();
    seeded = await seedDemoIfEmpty(database.db, 'demo-password-1');
  });

  it('is created on an empty database, once', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoIfEmpty(database.db, 'demo-password-1')).toBe(false);
    const orgs = await database.db.select().from(schema.organizations);
    expect(orgs.map((org) => org.name)).toEqual(['Demo Law LLP']);
  });

  it('has one user per role, with an argon2id hash of the demo password', async () => {
    const users = await database.db.select().from(schema.users).orderBy(schema.users.email);
    expect(users.map((user) => [user.email, user.role])).toEqual([
      ['admin@demo.test', 'admin'],
      ['attorney@demo.test', 'attorney'],
      ['paralegal@demo.test', 'paralegal'],
      ['viewer@demo.test', 'viewer'],
    ]);
    for (const user of users) {
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(user.passwordHash, 'demo-password-1')).toBe(true);
      expect(await verifyPassword(user.passwordHash, 'demo-password-2')).toBe(false);
    }
  });

  it('has entities with every field the merge fields read, and their owners', async () => {
    const entities = await database.db.select().from(schema.entities);
    expect(entities.length).toBeGreaterThanOrEqual(3);
    for (const entity of entities) {
      expect(entity).toMatchObject({
        name: expect.any(String),
        legalName: expect.any(String),
        ein: expect.stringMatching(/^\d{2}-\d{7}$/),
        entityType: expect.any(String),
        stateOfFormation: expect.any(String),
        dateOfFormation: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        address: expect.any(String),
      });
    }
    const owners = await database.db.select().from(schema.entityOwners);
    expect(owners.length).toBeGreaterThanOrEqual(entities.length);
    expect((await database.db.select().from(schema.persons)).length).toBeGreaterThanOrEqual(3);
    expect((await database.db.select().from(schema.contacts)).length).toBeGreaterThanOrEqual(3);
  });

  it('has two documents with merge fields and one template, each with a version 3.0 content', async () => {
    const documents = await database.db.select().from(schema.documents);
    expect(documents.filter((doc) => !doc.isTemplate)).toHaveLength(2);
    expect(documents.filter((doc) => doc.isTemplate)).toHaveLength(1);
    for (const doc of documents) {
      const [version] = await readVersions(database.db, doc.id);
      expect(doc.currentVersion).toBe(1);
      expect(version?.content).toMatchObject({ schema_version: '3.0', placeholders: {} });
      expect(String(version?.content.ckeditor_html)).toMatch(
        /<span data-merge-field="person\.full_name">\{\{person\.full_name\}\}<\/span>/,
      );
    }
    const templates = await database.db.select().from(schema.templates);
    expect(templates).toHaveLength(1);
    expect(templates[0]?.documentId).toBe(documents.find((doc) => doc.isTemplate)?.id);
  });

  it('links contacts to entities, and has smart fields whose required ones no document uses', async () => {
    const links = await database.db.select().from(schema.entityContacts);
    expect(new Set(links.map((link) => link.entityId)).size).toBe(3);
    const fields = await database.db.select().from(schema.smartFields);
    expect(fields.map((field) => field.key).sort()).toEqual([
      'agreement.term_years',
      'governing_law',
      'matter.number',
    ]);
    const required = fields.filter((field) => field.validation.required).map((field) => field.key);
    expect(required).toEqual(['governing_law']);
    for (const doc of await database.db.select().from(schema.documents)) {
      for (const version of await readVersions(database.db, doc.id)) {
        for (const key of required) expect(String(version.content.ckeditor_html)).not.toContain(`{{${key}}}`);
      }
    }
  });

  it('links the documents to the firm only', async () => {
    const [org] = await database.db.select().from(schema.organizations);
    for (const table of [
      schema.documents,
      schema.entities,
      schema.persons,
      schema.contacts,
      schema.users,
      schema.entityContacts,
      schema.smartFields,
    ]) {
      const rows = await database.db.select({ orgId: table.orgId }).from(table);
      expect(new Set(rows.map((row) => row.orgId))).toEqual(new Set([org?.id]));
    }
  });
});

describe('a firm like the demo firm, under a name and emails of its own (the browser tests seed one per spec)', () => {
  it('is created beside the demo firm, with its own users, records and documents', async () => {
    const database = await createTestDatabase();
    await seedDemoIfEmpty(database.db, 'demo-password-1');
    const users = ['admin', 'attorney', 'paralegal', 'viewer'].map((role) => ({
      email: `${role}@spec.e2e.test`,
      role,
      fullName: `The ${role}`,
    }));
    await seedDemoFirm(database.db, { name: 'Spec Firm', users, password: 'spec-password-1' });

    const orgs = await database.db.select().from(schema.organizations);
    expect(orgs.map((org) => org.name).sort()).toEqual(['Demo Law LLP', 'Spec Firm']);
    const firm = orgs.find((org) => org.name === 'Spec Firm')!;
    const members = (await database.db.select().from(schema.users)).filter((user) => user.orgId === firm.id);
    expect(members.map((user) => [user.email, user.role]).sort()).toEqual(
      users.map((user) => [user.email, user.role]),
    );
    expect(await verifyPassword(members[0]!.passwordHash, 'spec-password-1')).toBe(true);
    for (const table of [
      schema.documents,
      schema.entities,
      schema.persons,
      schema.contacts,
      schema.templates,
    ]) {
      const rows = await database.db.select({ orgId: table.orgId }).from(table);
      const byOrg = (orgId: string) => rows.filter((row) => row.orgId === orgId).length;
      expect(byOrg(firm.id)).toBeGreaterThan(0);
      expect(byOrg(firm.id)).toBe(byOrg(orgs.find((org) => org.name === 'Demo Law LLP')!.id));
    }
  });
});
