import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldValueSources, signatureRequests } from '../../db/schema.js';
import {
  buildContact,
  buildDocument,
  buildEntity,
  buildFieldTemplate,
  buildPerson,
  buildUser,
  type Session,
  signIn,
} from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

// Provenance and stale values on the real database (docs/field-trust.md): each source written by
// its route, a record's change through the API marking exactly the values it filled, Update, Keep.

const firm = useFirm();
let admin: Session;
const marker = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const page = (...ids: string[]) => ids.map((id) => `<p>${marker(id)}</p>`).join('');
const docPath = (id: string, tail = '') => `/docs/documents/${id}${tail}`;

beforeAll(async () => {
  admin = await signIn(
    firm.app,
    (await buildUser(firm.database.db, { orgId: firm.orgId, role: 'admin' })).email,
  );
});

async function rowsOf(documentId: string) {
  const rows = await firm.database.db
    .select()
    .from(fieldValueSources)
    .where(eq(fieldValueSources.documentId, documentId));
  return Object.fromEntries(rows.map((row) => [row.fieldId, row]));
}

async function provenance(documentId: string, session = firm.attorney) {
  const response = await firm.request(session, 'GET', docPath(documentId, '/field-provenance'));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const fillFromRecord = (documentId: string, body: object, session = firm.attorney) =>
  firm.request(session, 'POST', docPath(documentId, '/merge-field-values/from-record'), body);

/** An entity of the firm and a document whose entity.ein the attorney filled from it. */
async function einFilledFrom(entity: { name: string; ein: string }, documentName?: string) {
  const { db } = firm.database;
  const record = await buildEntity(db, { orgId: firm.orgId, ...entity });
  const document = await buildDocument(db, {
    orgId: firm.orgId,
    ...(documentName ? { name: documentName } : {}),
    html: page('entity.ein'),
  });
  const filled = await fillFromRecord(document.id, {
    record_type: 'entity',
    record_id: record.id,
    field_ids: ['entity.ein'],
  });
  expect(filled.statusCode, filled.body).toBe(200);
  return { entity: record, document };
}

describe('typed values', () => {
  it('writes a typed row for each changed key, keeps the row of one re-sent unchanged, deletes a cleared one', async () => {
    const document = await buildDocument(firm.database.db, {
      orgId: firm.orgId,
      html: page('matter.number'),
    });
    const put = (values: object) =>
      firm.request(firm.attorney, 'PUT', docPath(document.id, '/merge-field-values'), values);
    expect((await put({ 'matter.number': '2026-1', 'matter.court': 'Chancery' })).statusCode).toBe(200);
    const first = await rowsOf(document.id);
    expect(first['matter.number']).toMatchObject({ source: 'typed', stale: false });
    expect((await put({ 'matter.number': '2026-1', 'matter.court': '' })).statusCode).toBe(200);
    const second = await rowsOf(document.id);
    expect(second['matter.number']!.at).toEqual(first['matter.number']!.at);
    expect(second).not.toHaveProperty('matter.court');

    const smart = await firm.request(firm.attorney, 'PUT', docPath(document.id, '/smart-fields'), {
      values: { 'agreement.term': '12 months' },
    });
    expect(smart.statusCode).toBe(200);
    expect((await rowsOf(document.id))['agreement.term']).toMatchObject({ source: 'typed' });

    const body = await provenance(document.id);
    expect(body.fields['matter.number']).toMatchObject({ source: 'typed', layer: 'document', stale: false });
    expect(body.fields['matter.number'].by.id).toBeTruthy();
    expect(body.can_update_stale).toBe(true);
  });
  it("reads a custom field's value as the document's own, and a blank value as no value", async () => {
    const document = await buildDocument(firm.database.db, {
      orgId: firm.orgId,
      html: page('retainer_amount', 'matter.judge'),
    });
    const custom = await firm.request(firm.attorney, 'PUT', docPath(document.id, '/custom-fields'), {
      custom_fields: [{ name: 'retainer_amount', value: '$15,000' }],
    });
    expect(custom.statusCode, custom.body).toBe(200);
    const values = await firm.request(firm.attorney, 'PUT', docPath(document.id, '/merge-field-values'), {
      'matter.judge': '   ',
    });
    expect(values.statusCode, values.body).toBe(200);

    const body = await provenance(document.id);
    expect(body.fields.retainer_amount).toMatchObject({ source: 'typed', layer: 'document' });
    expect(body.fields).not.toHaveProperty(['matter.judge']);
  });
});

describe('POST .../merge-field-values/from-record', () => {
  it('fills the fields the record has values for, with record rows and field_source_refs', async () => {
    const { db } = firm.database;
    const entity = await buildEntity(db, { orgId: firm.orgId, name: 'Fill LLC', ein: '11-1111111' });
    const document = await buildDocument(db, { orgId: firm.orgId, html: page('entity.ein', 'entity.phone') });
    const response = await fillFromRecord(document.id, {
      record_type: 'entity',
      record_id: entity.id,
      field_ids: ['entity.ein', 'trust.name', 'entity.phone'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().filled).toEqual({ 'entity.ein': '11-1111111', 'trust.name': 'Fill LLC' });
    expect(response.json().merge_field_values).toMatchObject({ 'entity.ein': '11-1111111' });
    const rows = await rowsOf(document.id);
    expect(rows['entity.ein']).toMatchObject({
      source: 'record',
      recordType: 'entity',
      recordId: entity.id,
      recordField: 'ein',
      recordValue: '11-1111111',
    });
    expect(rows['trust.name']).toMatchObject({ recordField: 'name' });
    expect(rows).not.toHaveProperty('entity.phone');
    const read = await firm.request(firm.attorney, 'GET', docPath(document.id));
    const content = read.json().versions[0].content;
    expect(content.metadata.field_source_refs['entity.ein']).toEqual({ type: 'entity', id: entity.id });
    const body = await provenance(document.id);
    expect(body.fields['entity.ein']).toMatchObject({
      source: 'record',
      layer: 'document',
      record_name: 'Fill LLC',
      record_field: 'ein',
    });
  });

  it('fills person. fields from a contact by the person names, and owner. fields from a person', async () => {
    const { db } = firm.database;
    const contact = await buildContact(db, {
      orgId: firm.orgId,
      fullName: 'Cora Client',
      email: 'cora@x.test',
    });
    const person = await buildPerson(db, { orgId: firm.orgId, firstName: 'Pia', lastName: 'Person' });
    const document = await buildDocument(db, { orgId: firm.orgId });
    await fillFromRecord(document.id, {
      record_type: 'contact',
      record_id: contact.id,
      field_ids: ['person.primary_email'],
    });
    const second = await fillFromRecord(document.id, {
      record_type: 'person',
      record_id: person.id,
      field_ids: ['owner.first_name'],
    });
    expect(second.json().filled).toEqual({ 'owner.first_name': 'Pia' });
    const rows = await rowsOf(document.id);
    expect(rows['person.primary_email']).toMatchObject({ recordType: 'contact', recordField: 'email' });
    expect(rows['owner.first_name']).toMatchObject({ recordType: 'person', recordField: 'first_name' });
  });

  it('links the record it filled from in Document Info, once, as Edit Relationships would (issue 29)', async () => {
    const { db } = firm.database;
    const entity = await buildEntity(db, { orgId: firm.orgId, name: 'Linked LLC', ein: '22-2222222' });
    const person = await buildPerson(db, { orgId: firm.orgId, firstName: 'Otto', lastName: 'Owner' });
    const contact = await buildContact(db, {
      orgId: firm.orgId,
      fullName: 'Lina Contact',
      email: 'l@x.test',
    });
    const document = await buildDocument(db, { orgId: firm.orgId, html: page('entity.ein') });
    const first = await fillFromRecord(document.id, {
      record_type: 'entity',
      record_id: entity.id,
      field_ids: ['entity.ein'],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().links).toMatchObject({
      entity_ids: [entity.id],
      entities: [{ id: entity.id, name: 'Linked LLC' }],
    });
    // The same record again stays one link; a person becomes an owner, a contact a contact.
    await fillFromRecord(document.id, {
      record_type: 'entity',
      record_id: entity.id,
      field_ids: ['entity.ein'],
    });
    await fillFromRecord(document.id, {
      record_type: 'person',
      record_id: person.id,
      field_ids: ['owner.first_name'],
    });
    await fillFromRecord(document.id, {
      record_type: 'contact',
      record_id: contact.id,
      field_ids: ['person.primary_email'],
    });
    const read = await firm.request(firm.attorney, 'GET', docPath(document.id));
    expect(read.json()).toMatchObject({
      entity_ids: [entity.id],
      owner_ids: [person.id],
      contact_ids: [contact.id],
    });
  });

  it("answers 422 for another firm's or an unknown record and 404 for another firm's document", async () => {
    const { db } = firm.database;
    const theirs = await buildEntity(db, { orgId: firm.otherOrgId });
    const document = await buildDocument(db, { orgId: firm.orgId });
    const body = { record_type: 'entity', record_id: theirs.id, field_ids: ['entity.name'] };
    const refused = await fillFromRecord(document.id, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('Invalid request: record_id: unknown record');
    const unknown = await fillFromRecord(document.id, { ...body, record_id: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(422);
    const theirDocument = await buildDocument(db, { orgId: firm.otherOrgId });
    const mine = await buildEntity(db, { orgId: firm.orgId });
    expect((await fillFromRecord(theirDocument.id, { ...body, record_id: mine.id })).statusCode).toBe(404);
  });
});

describe('POST .../merge-field-values/from-field-template', () => {
  it('writes template rows with the template id', async () => {
    const { db } = firm.database;
    const template = await buildFieldTemplate(db, {
      orgId: firm.orgId,
      values: { 'matter.number': '7', 'matter.judge': 'Hon. Ruiz' },
    });
    const document = await buildDocument(db, { orgId: firm.orgId });
    const response = await firm.request(
      firm.attorney,
      'POST',
      docPath(document.id, '/merge-field-values/from-field-template'),
      { template_id: template.id, field_ids: ['matter.number'] },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().filled).toEqual({ 'matter.number': '7' });
    expect((await rowsOf(document.id))['matter.number']).toMatchObject({
      source: 'template',
      templateId: template.id,
    });
    const theirs = await buildFieldTemplate(db, { orgId: firm.otherOrgId });
    const refused = await firm.request(
      firm.attorney,
      'POST',
      docPath(document.id, '/merge-field-values/from-field-template'),
      { template_id: theirs.id },
    );
    expect(refused.statusCode).toBe(422);
  });
});

describe('a document made from a template', () => {
  it('carries no values nor sources of the document the template was converted from (issue 28)', async () => {
    const { entity, document } = await einFilledFrom({ name: 'Carry LLC', ein: '22-2222222' });
    const converted = await firm.request(firm.attorney, 'POST', docPath(document.id, '/convert-to-template'));
    expect(converted.statusCode, converted.body).toBe(200);
    expect(await rowsOf(document.id)).toEqual({});
    const created = await firm.request(firm.attorney, 'POST', '/docs/documents/create-from-template', {
      source_document_id: document.id,
      name: 'From the template',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    expect((await provenance(id)).fields).not.toHaveProperty(['entity.ein']);
    const patched = await firm.request(admin, 'PATCH', `/api/entities/${entity.id}`, { ein: '33-3333333' });
    expect(patched.statusCode).toBe(200);
    expect(await rowsOf(id)).toEqual({});
  });
});

describe('stale values', () => {
  it('marks exactly the documents filled from the entity when its EIN changes through the API; changing it back clears them', async () => {
    const { db } = firm.database;
    const acme = await buildEntity(db, { orgId: firm.orgId, name: 'Stale Acme LLC', ein: '12-3456789' });
    const other = await buildEntity(db, { orgId: firm.orgId, name: 'Other LLC', ein: '12-3456789' });
    const used = await buildDocument(db, { orgId: firm.orgId, html: page('entity.ein', 'entity.name') });
    const fromOther = await buildDocument(db, { orgId: firm.orgId, html: page('entity.ein') });
    const fields = { record_type: 'entity', field_ids: ['entity.ein', 'entity.name'] };
    await fillFromRecord(used.id, { ...fields, record_id: acme.id });
    await fillFromRecord(fromOther.id, { ...fields, record_id: other.id });
    // Another firm's row naming the same record id is never touched by this firm's change.
    const theirs = await buildDocument(db, { orgId: firm.otherOrgId });
    await db.insert(fieldValueSources).values({
      orgId: firm.otherOrgId,
      documentId: theirs.id,
      fieldId: 'entity.ein',
      source: 'record',
      recordType: 'entity',
      recordId: acme.id,
      recordField: 'ein',
      recordValue: '12-3456789',
    });

    const patch = (ein: string) => firm.request(admin, 'PATCH', `/api/entities/${acme.id}`, { ein });
    expect((await patch('98-7654321')).statusCode).toBe(200);
    const rows = await rowsOf(used.id);
    expect(rows['entity.ein']!.stale).toBe(true);
    expect(rows['entity.name']!.stale).toBe(false);
    expect((await rowsOf(fromOther.id))['entity.ein']!.stale).toBe(false);
    expect((await rowsOf(theirs.id))['entity.ein']!.stale).toBe(false);

    const read = await firm.request(firm.attorney, 'GET', docPath(used.id));
    expect(read.json().stale_values_count).toBe(1);
    const body = await provenance(used.id);
    expect(body.fields['entity.ein']).toMatchObject({
      stale: true,
      stale_old_value: '12-3456789',
      stale_new_value: '98-7654321',
    });
    // A viewer sees the EIN masked on both sides and may not update.
    const viewed = await provenance(used.id, firm.viewer);
    expect(viewed.fields['entity.ein'].stale_new_value).toBe('••-•••4321');
    expect(viewed.can_update_stale).toBe(false);

    expect((await patch('12-3456789')).statusCode).toBe(200);
    expect((await rowsOf(used.id))['entity.ein']!.stale).toBe(false);
  });

  it('Update refills from the record, Keep accepts the change; both refuse signed and sent documents', async () => {
    const { db } = firm.database;
    const acme = await buildEntity(db, {
      orgId: firm.orgId,
      name: 'Update LLC',
      ein: '10-0000001',
      phone: '555-0001',
    });
    const document = await buildDocument(db, { orgId: firm.orgId, html: page('entity.ein', 'entity.phone') });
    await fillFromRecord(document.id, {
      record_type: 'entity',
      record_id: acme.id,
      field_ids: ['entity.ein', 'entity.phone'],
    });
    await firm.request(admin, 'PATCH', `/api/entities/${acme.id}`, { ein: '10-0000002', phone: '555-0002' });
    const stalePath = (action: string) => docPath(document.id, `/stale-values/${action}`);

    const updated = await firm.request(firm.attorney, 'POST', stalePath('update'), {
      field_ids: ['entity.ein'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ changed: 1, stale_values_count: 1 });
    expect(updated.json().merge_field_values['entity.ein']).toBe('10-0000002');
    expect((await rowsOf(document.id))['entity.ein']).toMatchObject({
      stale: false,
      recordValue: '10-0000002',
    });

    const kept = await firm.request(firm.attorney, 'POST', stalePath('keep'), {});
    expect(kept.json()).toMatchObject({ changed: 1, stale_values_count: 0 });
    expect(kept.json().merge_field_values['entity.phone']).toBe('555-0001');
    expect((await rowsOf(document.id))['entity.phone']).toMatchObject({
      stale: false,
      recordValue: '555-0002',
    });
    // Only a later change marks it again.
    await firm.request(admin, 'PATCH', `/api/entities/${acme.id}`, { phone: '555-0003' });
    expect((await rowsOf(document.id))['entity.phone']!.stale).toBe(true);

    const viewerTry = await firm.request(firm.viewer, 'POST', stalePath('keep'), {});
    expect(viewerTry.statusCode).toBe(403);

    await db.insert(signatureRequests).values({
      orgId: firm.orgId,
      documentId: document.id,
      version: 1,
      provider: 'internal',
      status: 'completed',
      expiresAt: new Date('2100-01-01'),
      frozenPdfKey: 'k',
      documentSha256: 'x',
      pageCount: 1,
    });
    const refused = await firm.request(firm.attorney, 'POST', stalePath('update'), {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Signed and sent documents are never changed');
    expect((await provenance(document.id)).can_update_stale).toBe(false);
  });

  it('a force delete marks nothing (rows stay as they were); a named value of a deleted record is 409', async () => {
    const { entity: acme, document } = await einFilledFrom({ name: 'Gone LLC', ein: '20-0000001' });
    await firm.request(admin, 'PATCH', `/api/entities/${acme.id}`, { ein: '20-0000002' });
    const deleted = await firm.request(admin, 'DELETE', `/api/entities/${acme.id}?force=true`);
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await rowsOf(document.id))['entity.ein']!.stale).toBe(true);
    expect((await provenance(document.id)).fields['entity.ein'].record_name).toBeNull();
    const named = await firm.request(firm.attorney, 'POST', docPath(document.id, '/stale-values/update'), {
      field_ids: ['entity.ein'],
    });
    expect(named.statusCode).toBe(409);
    const all = await firm.request(firm.attorney, 'POST', docPath(document.id, '/stale-values/update'), {});
    expect(all.json()).toMatchObject({ changed: 0, stale_values_count: 1 });
  });

  it("counts stale values on each list item, and another firm's document is 404", async () => {
    const name = `Stale list ${crypto.randomUUID()}`;
    const { entity: acme, document } = await einFilledFrom({ name: 'List LLC', ein: '30-0000001' }, name);
    await firm.request(admin, 'PATCH', `/api/entities/${acme.id}`, { ein: '30-0000002' });
    const list = await firm.request(firm.attorney, 'GET', `/docs/documents?q=${encodeURIComponent(name)}`);
    expect(list.statusCode).toBe(200);
    expect(
      list.json().documents.map((item: { stale_values_count: number }) => item.stale_values_count),
    ).toEqual([1]);
    for (const path of ['/field-provenance']) {
      expect((await firm.request(firm.outsider, 'GET', docPath(document.id, path))).statusCode).toBe(404);
    }
    expect(
      (await firm.request(firm.outsider, 'POST', docPath(document.id, '/stale-values/keep'), {})).statusCode,
    ).toBe(404);
  });
});

describe('generate', () => {
  it('writes record rows for the entity-filled values and generated rows for overrides', async () => {
    const { db } = firm.database;
    const entity = await buildEntity(db, { orgId: firm.orgId, name: 'Gen LLC', ein: '40-0000001' });
    const template = await buildDocument(db, {
      orgId: firm.orgId,
      isTemplate: true,
      html: page('entity.ein', 'matter.number'),
    });
    const response = await firm.request(firm.attorney, 'POST', '/docs/documents/generate', {
      template_id: template.id,
      entity_id: entity.id,
      overrides: { 'matter.number': '9' },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const rows = await rowsOf(response.json().id);
    expect(rows['entity.ein']).toMatchObject({ source: 'record', recordId: entity.id, recordField: 'ein' });
    expect(rows['matter.number']).toMatchObject({ source: 'generated' });
    const templateProvenance = await provenance(template.id);
    expect(templateProvenance.can_update_stale).toBe(false);
    const refused = await firm.request(firm.attorney, 'POST', docPath(template.id, '/stale-values/keep'), {});
    expect(refused.statusCode).toBe(409);
  });
});
