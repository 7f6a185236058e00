import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documentEntities, entityOwners, persons, users } from '../../db/schema.js';
import {
  buildContact,
  buildDocument,
  buildEntity,
  buildEntityOwner,
  buildOrg,
  buildPerson,
  buildUser,
  type Session,
  signIn,
} from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { RECORD_KIND_CONFIG } from './kinds.js';

const firm = useFirm();
let admin: Session;
let granted: Session;

beforeAll(async () => {
  const { db } = firm.database;
  admin = await signIn(firm.app, (await buildUser(db, { orgId: firm.orgId, role: 'admin' })).email);
  // An attorney whose own grant adds entities:write to the role's entities:read.
  const writer = await buildUser(db, { orgId: firm.orgId, role: 'attorney' });
  await db
    .update(users)
    .set({ permissions: ['entities:write'] })
    .where(eq(users.id, writer.id));
  granted = await signIn(firm.app, writer.email);
});

const samples = {
  entities: { name: ' Acme Holdings LLC ', ein: '12-3456789', date_of_formation: '2020-02-29', email: '' },
  persons: { first_name: 'Ana', last_name: 'Ruiz', ssn_last_4: '6789', date_of_birth: '1980-05-01' },
  contacts: { first_name: 'Ben', last_name: 'Cole', email: 'ben@cpa.test', contact_type: 'accountant' },
} as const;

describe.each(Object.keys(samples) as (keyof typeof samples)[])('/api/%s', (kind) => {
  it('creates, reads, lists, searches, changes and deletes', async () => {
    const created = await firm.request(admin, 'POST', `/api/${kind}`, samples[kind]);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record.created_at).toBe(record.updated_at);
    if (kind === 'entities') {
      expect(record).toMatchObject({ name: 'Acme Holdings LLC', email: null, owners: [], contacts: [] });
    } else {
      expect(record.full_name).toBe(kind === 'persons' ? 'Ana Ruiz' : 'Ben Cole');
    }

    const read = await firm.request(firm.attorney, 'GET', `/api/${kind}/${record.id}`);
    expect(read.json()).toEqual(record);
    // A viewer reads the same record with its EIN, SSN's last four and birth date masked.
    const masked = {
      entities: { ein: '••-•••6789' },
      persons: { ssn_last_4: '••••', date_of_birth: '••••-•5-01' },
      contacts: {},
    }[kind];
    expect((await firm.request(firm.viewer, 'GET', `/api/${kind}/${record.id}`)).json()).toEqual({
      ...record,
      ...masked,
    });

    const needle = kind === 'entities' ? 'acme HOLD' : kind === 'persons' ? 'ana ru' : 'BEN C';
    const listed = await firm.request(firm.attorney, 'GET', `/api/${kind}?q=${encodeURIComponent(needle)}`);
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id: record.id }] });
    const missed = await firm.request(firm.attorney, 'GET', `/api/${kind}?q=zzz-nothing`);
    expect(missed.json()).toEqual({ items: [], total: 0 });

    const change = kind === 'entities' ? { phone: '555-0100' } : { last_name: 'Rivera' };
    const patched = await firm.request(granted, 'PATCH', `/api/${kind}/${record.id}`, change);
    expect(patched.statusCode, patched.body).toBe(200);
    const after = patched.json();
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(record.updated_at));
    if (kind === 'entities') expect(after).toMatchObject({ phone: '555-0100', ein: '12-3456789' });
    else expect(after.full_name).toMatch(/ Rivera$/);

    expect((await firm.request(admin, 'DELETE', `/api/${kind}/${record.id}`)).statusCode).toBe(204);
    expect((await firm.request(admin, 'GET', `/api/${kind}/${record.id}`)).statusCode).toBe(404);
  });

  it('lets viewers and attorneys read, and only writers write', async () => {
    for (const session of [firm.viewer, firm.attorney]) {
      expect((await firm.request(session, 'GET', `/api/${kind}`)).statusCode).toBe(200);
      expect((await firm.request(session, 'POST', `/api/${kind}`, samples[kind])).statusCode).toBe(403);
    }
    expect((await firm.request(granted, 'POST', `/api/${kind}`, samples[kind])).statusCode).toBe(201);
  });

  it("answers another firm's record with 404 on every route", async () => {
    const { db } = firm.database;
    const orgId = firm.orgId;
    const id =
      kind === 'entities'
        ? (await buildEntity(db, { orgId })).id
        : kind === 'persons'
          ? (await buildPerson(db, { orgId })).id
          : (await buildContact(db, { orgId })).id;
    type Call = ['GET' | 'PATCH' | 'DELETE' | 'PUT', string, object?];
    const calls: Call[] = [
      ['GET', `/api/${kind}/${id}`],
      ['PATCH', `/api/${kind}/${id}`, {}],
      ['DELETE', `/api/${kind}/${id}?force=true`],
    ];
    if (kind === 'entities') {
      calls.push(
        ['PUT', `/api/entities/${id}/owners`, { ids: [] }],
        ['PUT', `/api/entities/${id}/contacts`, { ids: [] }],
      );
    }
    for (const [method, url, body] of calls) {
      const response = await firm.request(firm.outsider, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await firm.request(firm.outsider, 'GET', `/api/${kind}`);
    expect(list.json().items.map((item: { id: string }) => item.id)).not.toContain(id);
  });
});

describe('validation', () => {
  it('answers 422 naming each field', async () => {
    const cases = [
      ['entities', { name: '  ' }, 'name: must not be empty'],
      ['entities', { name: 'A', ein: '123456789' }, 'ein: must be an EIN like 12-3456789'],
      ['entities', { name: 'A', date_of_formation: '2023-02-29' }, 'date_of_formation: must be a real date'],
      ['entities', { name: 'A', email: 'not-mail' }, 'email: must be an email address'],
      ['entities', { name: 'A', colour: 'red' }, 'colour'],
      ['entities', { name: 'x'.repeat(201) }, 'name: must be at most 200 characters'],
      ['persons', { first_name: 'A' }, 'last_name'],
      ['persons', { first_name: 'A', last_name: 'B', ssn_last_4: '12345' }, 'ssn_last_4: must be 4 digits'],
      ['contacts', { email: 'a@b.test' }, 'full_name: is required'],
    ] as const;
    for (const [kind, body, words] of cases) {
      const response = await firm.request(admin, 'POST', `/api/${kind}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().detail).toContain(words);
    }
    const list = await firm.request(admin, 'GET', '/api/entities?limit=201');
    expect(list.statusCode).toBe(422);
    expect(list.json().detail).toContain('limit');
  });

  it('clears a field sent blank and leaves fields not sent', async () => {
    const entity = await buildEntity(firm.database.db, { orgId: firm.orgId, phone: '1', email: 'a@b.test' });
    const response = await firm.request(admin, 'PATCH', `/api/entities/${entity.id}`, { phone: ' ' });
    expect(response.json()).toMatchObject({ phone: null, email: 'a@b.test', name: entity.name });
  });
});

describe('an entity’s owners and contacts', () => {
  it('replaces each set, keeps a kept owner’s title and refuses other ids by name', async () => {
    const { db } = firm.database;
    const orgId = firm.orgId;
    const entity = await buildEntity(db, { orgId });
    const [kept, dropped, added] = [
      await buildPerson(db, { orgId }),
      await buildPerson(db, { orgId }),
      await buildPerson(db, { orgId }),
    ];
    await buildEntityOwner(db, {
      orgId,
      entityId: entity.id,
      personId: kept.id,
      title: 'Manager',
      percentage: '60.00',
    });
    await buildEntityOwner(db, { orgId, entityId: entity.id, personId: dropped.id });
    const url = `/api/entities/${entity.id}/owners`;
    const response = await firm.request(admin, 'PUT', url, { ids: [kept.id, added.id, added.id] });
    expect(response.statusCode, response.body).toBe(200);
    const owners = response.json().owners;
    expect(owners).toHaveLength(2);
    expect(owners).toContainEqual({
      id: kept.id,
      full_name: kept.fullName,
      title: 'Manager',
      ownership_percentage: 60,
    });
    expect(owners).toContainEqual({
      id: added.id,
      full_name: added.fullName,
      title: null,
      ownership_percentage: null,
    });
    // The person dropped as an owner is still a person of the firm.
    expect(await db.select().from(persons).where(eq(persons.id, dropped.id))).toHaveLength(1);

    const stranger = await buildPerson(db, { orgId: firm.otherOrgId });
    const refused = await firm.request(admin, 'PUT', url, { ids: [kept.id, stranger.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toContain(stranger.id);
    expect((await firm.request(firm.attorney, 'PUT', url, { ids: [] })).statusCode).toBe(403);

    const contact = await buildContact(db, { orgId });
    const contacts = await firm.request(admin, 'PUT', `/api/entities/${entity.id}/contacts`, {
      ids: [contact.id],
    });
    expect(contacts.json().contacts).toEqual([{ id: contact.id, full_name: contact.fullName, role: null }]);
    const read = await firm.request(firm.viewer, 'GET', `/api/entities/${entity.id}`);
    expect(read.json().owners).toHaveLength(2);
    expect(read.json().contacts).toHaveLength(1);
  });
});

describe('delete', () => {
  it('answers 409 with the count while documents use the record, and deletes with force', async () => {
    const { db } = firm.database;
    const orgId = firm.orgId;
    const entity = await buildEntity(db, { orgId });
    const person = await buildPerson(db, { orgId });
    await buildEntityOwner(db, { orgId, entityId: entity.id, personId: person.id });
    const documents = [
      await buildDocument(db, { orgId }),
      await buildDocument(db, { orgId }),
      await buildDocument(db, { orgId }),
    ];
    await db
      .insert(documentEntities)
      .values(documents.map((d) => ({ orgId, documentId: d.id, targetId: entity.id })));

    const refused = await firm.request(admin, 'DELETE', `/api/entities/${entity.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Used by 3 documents', documents_count: 3 });
    expect(
      (await firm.request(firm.attorney, 'DELETE', `/api/entities/${entity.id}?force=true`)).statusCode,
    ).toBe(403);

    expect((await firm.request(admin, 'DELETE', `/api/entities/${entity.id}?force=true`)).statusCode).toBe(
      204,
    );
    expect(await db.select().from(documentEntities).where(eq(documentEntities.targetId, entity.id))).toEqual(
      [],
    );
    expect(await db.select().from(entityOwners).where(eq(entityOwners.entityId, entity.id))).toEqual([]);
    expect(await db.select().from(persons).where(eq(persons.id, person.id))).toHaveLength(1);
    const read = await firm.request(admin, 'GET', `/docs/documents/${documents[0]!.id}`);
    expect(read.statusCode).toBe(200);

    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'entity.deleted'), eq(auditLog.targetId, entity.id)));
    expect(row?.details).toEqual({ force: true, documents_count: 3 });
  });

  it('never writes sensitive values into the audit log', async () => {
    const created = await firm.request(admin, 'POST', '/api/persons', samples.persons);
    const rows = await firm.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, created.json().id));
    expect(rows.map((row) => row.action)).toEqual(['person.created']);
    const text = JSON.stringify(rows[0]!.details);
    expect(text).toContain('ssn_last_4');
    expect(text).not.toContain('6789');
    expect(text).not.toContain('1980');
  });
});

describe('searching people on 100,000 records', () => {
  it('reads the trigram indexes of the name and e-mail, as for entities and contacts', async () => {
    const { db, pool } = firm.database;
    const orgId = (await buildOrg(db)).id;
    await db.execute(sql`
      insert into persons (org_id, first_name, last_name, full_name, primary_email)
      select ${orgId}, 'P', md5(i::text), 'Person ' || md5(i::text), 'p' || i || '@bulk.example'
      from generate_series(1, 100000) as i`);
    await db.execute(sql`analyze persons`);
    const { table, search } = RECORD_KIND_CONFIG.persons;
    // md5('4242') starts with 'fe7ecc4d': one person holds it.
    const query = db
      .select()
      .from(table)
      .where(and(eq(table.orgId, orgId), search('FE7ECC4D')))
      .toSQL();
    const plan = (await pool.query(`explain ${query.sql}`, query.params)).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Bitmap Index Scan on persons_full_name_trgm_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on persons_primary_email_trgm_idx/);
  });
});
