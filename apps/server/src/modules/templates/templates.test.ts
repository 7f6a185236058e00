import { ROLES } from '@lexdraft/core';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, templates } from '../../db/schema.js';
import {
  buildDocument,
  buildEntity,
  buildOrg,
  buildUser,
  type Session,
  signIn,
} from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

// The template library over HTTP: one set of templates (documents with is_template) with their
// library fields, for the organization only, through one transaction per write.

const firm = useFirm();
const post = (payload: object, session: Session = firm.attorney) =>
  firm.request(session, 'POST', '/docs/templates', payload);
const list = async (query = '', session: Session = firm.attorney) => {
  const response = await firm.request(session, 'GET', `/docs/templates${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().templates as { id: string; name: string; category: string }[];
};
const detail = (response: { json(): { detail: string } }) => response.json().detail;

describe('POST /docs/templates', () => {
  it('creates a template document with its library fields and first version, answered as the library shows it', async () => {
    const response = await post({
      name: '  Mutual NDA  ',
      category: 'Contracts',
      jurisdiction_code: 'US-CA',
      description: 'Two-way confidentiality',
      tags: ['nda', ' confidentiality ', 'nda', ''],
      placeholder_mappings: { '[Client Name]': 'entity.name', '«Date»': null },
      content: '<p>Between {{entity.name}} and us</p><script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: created.id,
      _id: created.id,
      name: 'Mutual NDA',
      category: 'Contracts',
      jurisdiction_code: 'US-CA',
      description: 'Two-way confidentiality',
      tags: ['nda', 'confidentiality'],
      placeholder_mappings: { '[Client Name]': 'entity.name', '«Date»': null },
      document_id: created.id,
      has_original_file: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // The same id is a document of the Templates tab, with the content sanitized as a save would be.
    const document = (await firm.request(firm.attorney, 'GET', `/docs/documents/${created.id}`)).json();
    expect(document).toMatchObject({ is_template: true, is_draft: false, current_version: 1 });
    expect(document.versions[0].content.ckeditor_html).toBe('<p>Between {{entity.name}} and us</p>');
    const tab = await firm.request(firm.attorney, 'GET', '/docs/documents?is_template=true&page_size=100');
    expect(tab.json().documents.map((row: { id: string }) => row.id)).toContain(created.id);
    const [audit] = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.id), eq(auditLog.action, 'template.created')));
    expect(audit?.details).toEqual({ category: 'Contracts', from_file: false });
  });

  it('takes a content object like a document save, or none, and gives the defaults', async () => {
    const withObject = await post({
      name: 'Lease',
      content: { ckeditor_html: '<p>Lease of {{premises}}</p>' },
    });
    expect(withObject.statusCode).toBe(201);
    const bare = await post({ name: 'Blank' });
    expect(bare.json()).toMatchObject({
      category: 'general',
      jurisdiction_code: '',
      description: null,
      tags: [],
      placeholder_mappings: null,
    });
    const document = (await firm.request(firm.attorney, 'GET', `/docs/documents/${bare.json().id}`)).json();
    expect(document).toMatchObject({ current_version: 0, versions: [] });
  });

  it.each([
    [{}, 'Please enter a template name'],
    [{ name: '   ' }, 'Please enter a template name'],
    [{ name: 'x'.repeat(256) }, 'Invalid request: name: must be at most 255 characters'],
    [{ name: 'T', category: 'c'.repeat(51) }, 'Invalid request: category: must be at most 50 characters'],
    [
      { name: 'T', jurisdiction_code: 'j'.repeat(51) },
      'Invalid request: jurisdiction_code: must be at most 50 characters',
    ],
    [
      { name: 'T', description: 'd'.repeat(2001) },
      'Invalid request: description: must be at most 2,000 characters',
    ],
    [{ name: 'T', tags: ['t'.repeat(51)] }, 'Invalid request: tags.0: must be at most 50 characters'],
    [
      { name: 'T', tags: Array.from({ length: 21 }, (_, index) => `tag ${index}`) },
      'Invalid request: tags: must hold at most 20 tags',
    ],
    [
      { name: 'T', placeholder_mappings: { '[Name]': '1 bad id' } },
      'Invalid request: placeholder_mappings.[Name]: must be a field id or null',
    ],
    [{ name: 'T', content: '<p> </p>' }, 'Cannot save empty document'],
  ])('refuses %j with 422 naming the problem, storing nothing', async (payload, message) => {
    const before = await firm.database.db.select({ n: sql<number>`count(*)::int` }).from(documents);
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toBe(message);
    const after = await firm.database.db.select({ n: sql<number>`count(*)::int` }).from(documents);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('makes the document and its library row together or not at all', async () => {
    const { db } = firm.database;
    // A real failure of the second insert, from the database itself.
    await db.execute(sql`
      create function refuse_template() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$;
      create trigger refuse_template before insert on templates
        for each row when (new.category = 'refused') execute function refuse_template();`);
    try {
      const response = await post({ name: 'Half made', category: 'refused', content: '<p>Terms</p>' });
      expect(response.statusCode).toBe(500);
      const rows = await db.select().from(documents).where(eq(documents.name, 'Half made'));
      expect(rows).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_template on templates; drop function refuse_template();`);
    }
  });
});

describe('GET /docs/templates', () => {
  let orgId: string;
  let attorney: Session;

  beforeAll(async () => {
    // A firm of its own, so that the list holds exactly these.
    const { db } = firm.database;
    ({ id: orgId } = await buildOrg(db));
    attorney = await signIn(firm.app, (await buildUser(db, { orgId, role: 'attorney' })).email);
    const make = (payload: object) => post(payload, attorney);
    await make({ name: 'Operating Agreement', category: 'Corporate', jurisdiction_code: 'US-DE' });
    await make({ name: 'Mutual NDA', category: 'contracts', jurisdiction_code: 'us-ca' });
    await make({ name: 'One-way NDA', category: 'Contracts', jurisdiction_code: 'US-NY' });
    // A template made before the library, with no row: it reads as the defaults.
    const legacy = await buildDocument(db, { orgId, name: 'Old 100% NDA_form', isTemplate: true });
    await db
      .update(documents)
      .set({ createdAt: new Date('2020-01-01') })
      .where(eq(documents.id, legacy.id));
    await buildDocument(db, { orgId, name: 'Not a template NDA' });
  });

  it('lists the templates of the organization, newest first, rows or none', async () => {
    expect((await list('', attorney)).map((row) => row.name)).toEqual([
      'One-way NDA',
      'Mutual NDA',
      'Operating Agreement',
      'Old 100% NDA_form',
    ]);
    const legacy = (await list('', attorney)).at(-1);
    expect(legacy).toMatchObject({
      category: 'general',
      jurisdiction_code: '',
      tags: [],
      has_original_file: false,
    });
  });

  it('filters by category and jurisdiction in any case, and by part of the name', async () => {
    const names = async (query: string) => (await list(query, attorney)).map((row) => row.name);
    expect(await names('?category=CONTRACTS')).toEqual(['One-way NDA', 'Mutual NDA']);
    expect(await names('?category=general')).toEqual(['Old 100% NDA_form']);
    expect(await names('?jurisdiction_code=US-CA')).toEqual(['Mutual NDA']);
    expect(await names('?category=contracts&jurisdiction_code=us-ny')).toEqual(['One-way NDA']);
    expect(await names('?q=nda')).toEqual(['One-way NDA', 'Mutual NDA', 'Old 100% NDA_form']);
    // LIKE's wildcards are only text.
    expect(await names('?q=100%25')).toEqual(['Old 100% NDA_form']);
    expect(await names('?q=A_f')).toEqual(['Old 100% NDA_form']);
    expect(await names('?q=zzz')).toEqual([]);
    expect(await names('?category=')).toHaveLength(4);
  });

  it("never shows another organization's templates", async () => {
    const theirs = await list('', firm.outsider);
    const ours = await list('', attorney);
    expect(theirs.filter((row) => ours.some((mine) => mine.id === row.id))).toEqual([]);
  });
});

describe('GET /docs/templates/{id}', () => {
  it('answers one template as the list shows it; not a template, another organization or a bad id is refused', async () => {
    const created = (
      await post({ name: 'Lease', category: 'Real estate', jurisdiction_code: 'US-NY', tags: ['lease'] })
    ).json();
    const one = await firm.request(firm.attorney, 'GET', `/docs/templates/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);
    const viewer = await firm.request(firm.viewer, 'GET', `/docs/templates/${created.id}`);
    expect(viewer.statusCode).toBe(200);
    const plain = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const notTemplate = await firm.request(firm.attorney, 'GET', `/docs/templates/${plain.id}`);
    expect([notTemplate.statusCode, detail(notTemplate)]).toEqual([404, 'Template not found']);
    expect((await firm.request(firm.outsider, 'GET', `/docs/templates/${created.id}`)).statusCode).toBe(404);
    expect((await firm.request(firm.attorney, 'GET', '/docs/templates/nope')).statusCode).toBe(422);
  });
});

describe('PATCH /docs/templates/{id}', () => {
  it('changes the name and the library fields sent, keeping the others', async () => {
    const { id } = (
      await post({ name: 'Will', category: 'estate', tags: ['will'], description: 'Simple will' })
    ).json();
    const response = await firm.request(firm.attorney, 'PATCH', `/docs/templates/${id}`, {
      name: ' Last Will ',
      tags: ['will', 'estate'],
      description: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Last Will',
      category: 'estate',
      tags: ['will', 'estate'],
      description: null,
    });
    const partial = await firm.request(firm.attorney, 'PATCH', `/docs/templates/${id}`, {
      jurisdiction_code: 'UK',
    });
    expect(partial.json()).toMatchObject({
      name: 'Last Will',
      jurisdiction_code: 'UK',
      tags: ['will', 'estate'],
    });
    const document = (await firm.request(firm.attorney, 'GET', `/docs/documents/${id}`)).json();
    expect(document.name).toBe('Last Will');
  });

  it('gives a template made before the library its row on first change', async () => {
    const legacy = await buildDocument(firm.database.db, { orgId: firm.orgId, isTemplate: true });
    const response = await firm.request(firm.attorney, 'PATCH', `/docs/templates/${legacy.id}`, {
      category: 'litigation',
      placeholder_mappings: { '{client}': 'client_name' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ category: 'litigation', jurisdiction_code: '', tags: [] });
    const rows = await firm.database.db.select().from(templates).where(eq(templates.documentId, legacy.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a blank name, a document that is not a template, and another organization', async () => {
    const { id } = (await post({ name: 'Trust' })).json();
    const blank = await firm.request(firm.attorney, 'PATCH', `/docs/templates/${id}`, { name: ' ' });
    expect([blank.statusCode, detail(blank)]).toEqual([422, 'Please enter a template name']);
    const plain = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const notTemplate = await firm.request(firm.attorney, 'PATCH', `/docs/templates/${plain.id}`, {
      name: 'x',
    });
    expect([notTemplate.statusCode, detail(notTemplate)]).toEqual([404, 'Template not found']);
    const foreign = await firm.request(firm.outsider, 'PATCH', `/docs/templates/${id}`, { name: 'Mine' });
    expect(foreign.statusCode).toBe(404);
    expect((await firm.request(firm.attorney, 'PATCH', '/docs/templates/nope', {})).statusCode).toBe(422);
  });
});

describe('DELETE /docs/templates/{id}', () => {
  it('deletes the template; documents made from it keep working', async () => {
    const { id } = (await post({ name: 'Engagement', content: '<p>Dear {{person.first_name}}</p>' })).json();
    const made = await firm.request(firm.attorney, 'POST', '/docs/documents/create-from-template', {
      source_document_id: id,
      name: 'Engagement for Acme',
    });
    expect(made.statusCode).toBe(201);
    const response = await firm.request(firm.attorney, 'DELETE', `/docs/templates/${id}`);
    expect(response.statusCode).toBe(204);
    expect((await list()).some((row) => row.id === id)).toBe(false);
    expect(await firm.database.db.select().from(templates).where(eq(templates.documentId, id))).toEqual([]);
    const copy = await firm.request(firm.attorney, 'GET', `/docs/documents/${made.json().id}`);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().versions[0].content.ckeditor_html).toContain('{{person.first_name}}');
    expect((await firm.request(firm.attorney, 'DELETE', `/docs/templates/${id}`)).statusCode).toBe(404);
  });

  it('refuses a document that is not a template, and another organization', async () => {
    const plain = await buildDocument(firm.database.db, { orgId: firm.orgId });
    expect((await firm.request(firm.attorney, 'DELETE', `/docs/templates/${plain.id}`)).statusCode).toBe(404);
    const { id } = (await post({ name: 'Kept' })).json();
    expect((await firm.request(firm.outsider, 'DELETE', `/docs/templates/${id}`)).statusCode).toBe(404);
    expect((await list()).some((row) => row.id === id)).toBe(true);
  });
});

describe('permissions', () => {
  it.each(ROLES)('lets a %s read, and write only with docs:write', async (role) => {
    const user = await buildUser(firm.database.db, { orgId: firm.orgId, role });
    const session = await signIn(firm.app, user.email);
    const { id } = (await post({ name: `Kept for ${role}` })).json();
    expect((await firm.request(session, 'GET', '/docs/templates')).statusCode).toBe(200);
    const writes = [
      await post({ name: `By ${role}` }, session),
      await firm.request(session, 'PATCH', `/docs/templates/${id}`, { category: role }),
      await firm.request(session, 'DELETE', `/docs/templates/${id}`),
    ];
    const expected = role === 'viewer' ? [403, 403, 403] : [201, 200, 204];
    expect(writes.map((response) => response.statusCode)).toEqual(expected);
  });

  it('refuses a caller without a token', async () => {
    expect((await firm.app.inject({ method: 'GET', url: '/docs/templates' })).statusCode).toBe(401);
  });
});

describe('the documents paths', () => {
  it('converting a document makes its library row in the same change', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId, name: 'Retainer' });
    const converted = await firm.request(
      firm.attorney,
      'POST',
      `/docs/documents/${document.id}/convert-to-template`,
    );
    expect(converted.statusCode).toBe(200);
    const rows = await firm.database.db.select().from(templates).where(eq(templates.documentId, document.id));
    expect(rows).toMatchObject([{ orgId: firm.orgId, category: 'general' }]);
    expect((await list()).find((row) => row.id === document.id)).toMatchObject({ name: 'Retainer' });
  });

  it('a converting that fails leaves the document as it was', async () => {
    const { db } = firm.database;
    const document = await buildDocument(db, { orgId: firm.orgId, name: 'Not converted' });
    await db.execute(sql`
      create function refuse_template() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$;
      create trigger refuse_template before insert on templates
        for each row execute function refuse_template();`);
    try {
      const url = `/docs/documents/${document.id}/convert-to-template`;
      expect((await firm.request(firm.attorney, 'POST', url)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_template on templates; drop function refuse_template();`);
    }
    const [row] = await db.select().from(documents).where(eq(documents.id, document.id));
    expect(row!.isTemplate).toBe(false);
  });

  it('create-from-template and generate take a library template by its id', async () => {
    const { id } = (
      await post({
        name: 'Resolution',
        content: '<p><span data-merge-field="entity.name">{{entity.name}}</span></p>',
      })
    ).json();
    const entity = await buildEntity(firm.database.db, { orgId: firm.orgId, name: 'Harbor LLC' });
    const generated = await firm.request(firm.attorney, 'POST', '/docs/documents/generate', {
      template_id: id,
      entity_id: entity.id,
    });
    expect(generated.statusCode).toBe(201);
    expect(generated.json().versions[0].content.merge_field_values).toEqual({ 'entity.name': 'Harbor LLC' });
  });
});
