import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentContacts, documentEntities, documentOwners, documents } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  buildContact,
  buildDocument,
  buildEntity,
  buildOrg,
  buildPerson,
  buildUser,
  type Session,
  signIn,
} from '../../test/factories.js';

let database: TestDatabase;
let app: FastifyInstance;
let session: Session;
let outsider: Session;
const ids: Record<string, string> = {};

// One firm with: an engagement letter linked to Acme and owner Olive; an NDA template linked to
// Acme and contact Carl; a 100% lease linked to Beta. A second firm with a document of its own.
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  const { db } = database;
  const org = await buildOrg(db);
  session = await signIn(app, (await buildUser(db, { orgId: org.id, role: 'paralegal' })).email);
  const acme = await buildEntity(db, { orgId: org.id, name: 'Acme Holdings LLC' });
  const beta = await buildEntity(db, { orgId: org.id, name: 'Beta Partners LP' });
  await buildEntity(db, { orgId: org.id, name: 'Unlinked Corp' });
  const olive = await buildPerson(db, { orgId: org.id, firstName: 'Olive', lastName: 'Owner' });
  const carl = await buildContact(db, { orgId: org.id, fullName: 'Carl Contact' });
  const letter = await buildDocument(db, { orgId: org.id, name: 'Engagement letter' });
  const nda = await buildDocument(db, { orgId: org.id, name: 'NDA template', isTemplate: true });
  const lease = await buildDocument(db, { orgId: org.id, name: '100%_lease' });
  await db.insert(documentEntities).values([
    { orgId: org.id, documentId: letter.id, targetId: acme.id },
    { orgId: org.id, documentId: nda.id, targetId: acme.id },
    { orgId: org.id, documentId: lease.id, targetId: beta.id },
  ]);
  await db.insert(documentOwners).values({ orgId: org.id, documentId: letter.id, targetId: olive.id });
  await db.insert(documentContacts).values({ orgId: org.id, documentId: nda.id, targetId: carl.id });
  // Updated times in a known order: the lease is newest.
  for (const [index, document] of [letter, nda, lease].entries()) {
    await db
      .update(documents)
      .set({ updatedAt: new Date(Date.UTC(2025, 0, index + 1)) })
      .where(eq(documents.id, document.id));
  }
  Object.assign(ids, {
    acme: acme.id,
    beta: beta.id,
    olive: olive.id,
    carl: carl.id,
    letter: letter.id,
    nda: nda.id,
    lease: lease.id,
  });
  const other = await buildOrg(db);
  outsider = await signIn(app, (await buildUser(db, { orgId: other.id, role: 'admin' })).email);
  await buildDocument(db, { orgId: other.id, name: 'Engagement letter of another firm' });
  await buildEntity(db, { orgId: other.id, name: 'Acme of another firm' });
});
afterAll(() => app.close());

const list = async (query = '', as = session) => {
  const response = await app.inject({ method: 'GET', url: `/docs/documents${query}`, headers: as.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = (body: { documents: { name: string }[] }) => body.documents.map((document) => document.name);

describe('GET /docs/documents', () => {
  it("lists the organization's documents, most recently updated first, without content", async () => {
    const body = await list();
    expect(names(body)).toEqual(['100%_lease', 'NDA template', 'Engagement letter']);
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 25 });
    expect(body.documents[0]).not.toHaveProperty('versions');
    expect(body.documents[2].entities).toEqual([{ id: ids.acme, name: 'Acme Holdings LLC' }]);
    expect(names(await list('?sort=updated_asc'))).toEqual([
      'Engagement letter',
      'NDA template',
      '100%_lease',
    ]);
    expect(names(await list('/'))).toHaveLength(3);
  });

  it('searches names case-insensitively, with % and _ taken literally', async () => {
    expect(names(await list('?q=LETTER'))).toEqual(['Engagement letter']);
    expect(names(await list(`?q=${encodeURIComponent('0%_l')}`))).toEqual(['100%_lease']);
    expect(names(await list('?q=%25'))).toEqual(['100%_lease']);
    expect(names(await list('?q=nothing'))).toEqual([]);
  });

  it('filters templates and documents', async () => {
    expect(names(await list('?is_template=true'))).toEqual(['NDA template']);
    expect(names(await list('?is_template=false'))).toEqual(['100%_lease', 'Engagement letter']);
  });

  it('filters by linked entities, owners and contacts (any of the comma-joined ids)', async () => {
    expect(names(await list(`?entity_id=${ids.acme}`))).toEqual(['NDA template', 'Engagement letter']);
    expect(names(await list(`?entity_id=${ids.acme},${ids.beta}`))).toHaveLength(3);
    expect(names(await list(`?entity_id=${ids.acme}&owner_id=${ids.olive}`))).toEqual(['Engagement letter']);
    expect(names(await list(`?contact_id=${ids.carl}`))).toEqual(['NDA template']);
  });

  it('pages', async () => {
    const first = await list('?page_size=2');
    expect(first).toMatchObject({ total: 3, page_size: 2 });
    expect(names(first)).toEqual(['100%_lease', 'NDA template']);
    expect(names(await list('?page_size=2&page=2'))).toEqual(['Engagement letter']);
  });

  it('refuses bad parameters with 422', async () => {
    for (const query of ['?page=0', '?page_size=101', '?entity_id=nope', '?is_template=yes', '?sort=name']) {
      const response = await app.inject({
        method: 'GET',
        url: `/docs/documents${query}`,
        headers: session.headers,
      });
      expect(response.statusCode, query).toBe(422);
    }
  });

  it("never shows another organization's documents", async () => {
    expect(names(await list('', outsider))).toEqual(['Engagement letter of another firm']);
    expect(names(await list(`?entity_id=${ids.acme}`, outsider))).toEqual([]);
  });
});

describe('GET /docs/documents/filter-options', () => {
  const options = async (query = '', as = session) => {
    const response = await app.inject({
      method: 'GET',
      url: `/docs/documents/filter-options${query}`,
      headers: as.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const labels = (items: { label: string }[]) => items.map((item) => item.label);

  it('offers every record of the organization when nothing is chosen', async () => {
    const body = await options();
    expect(labels(body.entities)).toEqual(['Acme Holdings LLC', 'Beta Partners LP', 'Unlinked Corp']);
    expect(body.entities[0]).toEqual({ value: ids.acme, label: 'Acme Holdings LLC' });
    expect(labels(body.owners)).toEqual(['Olive Owner']);
    expect(labels(body.contacts)).toEqual(['Carl Contact']);
  });

  it('narrows each list to records on documents matching the other filters', async () => {
    const byEntity = await options(`?entity_id=${ids.beta}`);
    expect(labels(byEntity.entities)).toEqual(['Acme Holdings LLC', 'Beta Partners LP']);
    expect(labels(byEntity.owners)).toEqual([]);
    expect(labels(byEntity.contacts)).toEqual([]);
    const templates = await options('?document_type=template');
    expect(labels(templates.entities)).toEqual(['Acme Holdings LLC']);
    expect(labels(templates.contacts)).toEqual(['Carl Contact']);
    expect(labels(templates.owners)).toEqual([]);
    const byContact = await options(`?contact_id=${ids.carl}`);
    expect(labels(byContact.entities)).toEqual(['Acme Holdings LLC']);
  });

  it("never offers another organization's records", async () => {
    const body = await options('', outsider);
    expect(labels(body.entities)).toEqual(['Acme of another firm']);
    expect(body.owners).toEqual([]);
  });
});
