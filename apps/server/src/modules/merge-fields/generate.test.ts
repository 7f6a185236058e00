import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import {
  buildContact,
  buildDocument,
  buildEntity,
  buildEntityContact,
  buildEntityOwner,
  buildPerson,
} from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

const firm = useFirm();
const marker = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const html = [
  'entity.legal_name',
  'trust.ein',
  'owner.full_name',
  'owner.ownership_percentage',
  'owner.title',
  'person.first_name',
  'contact.email',
  'client.full_name',
  'matter.number',
  'agreement.term',
]
  .map((id) => `<p>${marker(id)}</p>`)
  .join('');

let template: { id: string; name: string };
let entity: { id: string; name: string };
let majority: { id: string };
let minority: { id: string };
let contact: { id: string };
let laterContact: { id: string };

beforeAll(async () => {
  const { db } = firm.database;
  const orgId = firm.orgId;
  template = await buildDocument(db, { orgId, name: 'Operating Agreement', html, isTemplate: true });
  entity = await buildEntity(db, {
    orgId,
    name: 'Harbor View Holdings',
    legalName: 'Harbor View Holdings LLC',
    ein: '84-3921574',
  });
  minority = await buildPerson(db, { orgId, firstName: 'Aaron', lastName: 'Adams' });
  majority = await buildPerson(db, { orgId, firstName: 'Eleanor', lastName: 'Whitaker' });
  await buildEntityOwner(db, { orgId, entityId: entity.id, personId: minority.id, percentage: '40.00' });
  await buildEntityOwner(db, {
    orgId,
    entityId: entity.id,
    personId: majority.id,
    title: 'Managing Member',
    percentage: '60.00',
  });
  contact = await buildContact(db, { orgId, fullName: 'Margaret Chen', email: 'mchen@cpa.example' });
  laterContact = await buildContact(db, { orgId, fullName: 'Zed Zimmer', email: 'zed@bank.example' });
  await buildEntityContact(db, { orgId, entityId: entity.id, contactId: laterContact.id });
  await buildEntityContact(db, { orgId, entityId: entity.id, contactId: contact.id, role: 'accountant' });
});

const generate = (body: object, session = firm.attorney) =>
  firm.request(session, 'POST', '/docs/documents/generate', body);

describe('POST /docs/documents/generate', () => {
  it("fills the template's fields from the entity, its first owner and its first contact", async () => {
    const response = await generate({
      template_id: template.id,
      entity_id: entity.id,
      overrides: { 'matter.number': '2026-014', 'entity.legal_name': 'Harbor View Holdings, LLC' },
    });
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      name: 'Operating Agreement - Harbor View Holdings',
      is_template: false,
      is_draft: false,
      current_version: 1,
      source_document_id: template.id,
      entity_ids: [entity.id],
      contact_ids: expect.arrayContaining([contact.id, laterContact.id]),
      owner_ids: expect.arrayContaining([majority.id, minority.id]),
    });
    const content = document.versions[0].content;
    expect(content.ckeditor_html).toBe(html);
    expect(content.merge_field_values).toEqual({
      'entity.legal_name': 'Harbor View Holdings, LLC',
      'trust.ein': '84-3921574',
      'owner.full_name': 'Eleanor Whitaker',
      'owner.ownership_percentage': '60.00',
      'owner.title': 'Managing Member',
      'person.first_name': 'Eleanor',
      'contact.email': 'mchen@cpa.example',
      'client.full_name': 'Margaret Chen',
      'matter.number': '2026-014',
    });
    expect(content.metadata.field_source_refs).toEqual({
      'entity.legal_name': { type: 'override' },
      'trust.ein': { type: 'entity', id: entity.id },
      'owner.full_name': { type: 'person', id: majority.id },
      'owner.ownership_percentage': { type: 'person', id: majority.id },
      'owner.title': { type: 'person', id: majority.id },
      'person.first_name': { type: 'person', id: majority.id },
      'contact.email': { type: 'contact', id: contact.id },
      'client.full_name': { type: 'contact', id: contact.id },
      'matter.number': { type: 'override' },
    });

    const read = await firm.request(firm.attorney, 'GET', `/docs/documents/${document.id}`);
    expect(read.json()).toEqual(document);
    // A viewer reads the same document with its sensitive values masked (docs/field-trust.md).
    const viewed = await firm.request(firm.viewer, 'GET', `/docs/documents/${document.id}`);
    expect(viewed.json().versions[0].content.merge_field_values['trust.ein']).toBe('••-•••1574');
    const audits = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, document.id), eq(auditLog.action, 'document.generated')));
    expect(audits).toHaveLength(1);
  });

  it('takes a given name, and leaves fields without a record empty', async () => {
    const lonely = await buildEntity(firm.database.db, { orgId: firm.orgId, name: 'Lonely LLC' });
    const response = await generate({ template_id: template.id, entity_id: lonely.id, name: ' Custom ' });
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({ name: 'Custom', owner_ids: [], contact_ids: [] });
    expect(document.versions[0].content.merge_field_values).toEqual({});
    expect(document.versions[0].content.metadata.field_source_refs).toEqual({});
  });

  it('caps a long default name', async () => {
    const long = await buildEntity(firm.database.db, { orgId: firm.orgId, name: 'E'.repeat(255) });
    const response = await generate({ template_id: template.id, entity_id: long.id });
    expect(response.json().name).toHaveLength(255);
  });

  it('refuses a document that is not a template, and records of another firm', async () => {
    const plain = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const notTemplate = await generate({ template_id: plain.id, entity_id: entity.id });
    expect(notTemplate.statusCode).toBe(422);
    expect(notTemplate.json().detail).toBe('Not a template');

    const theirs = await buildEntity(firm.database.db, { orgId: firm.otherOrgId });
    const foreignEntity = await generate({ template_id: template.id, entity_id: theirs.id });
    expect(foreignEntity.statusCode).toBe(422);
    expect(foreignEntity.json().detail).toBe('Invalid request: entity_id: unknown record');

    const foreignTemplate = await generate({ template_id: template.id, entity_id: entity.id }, firm.outsider);
    expect(foreignTemplate.statusCode).toBe(404);
    expect(foreignTemplate.json().detail).toBe('Document not found');
  });

  it('refuses a viewer with 403 and bad input with 422', async () => {
    expect((await generate({ template_id: template.id, entity_id: entity.id }, firm.viewer)).statusCode).toBe(
      403,
    );
    const bad = await generate({ template_id: 'x', entity_id: entity.id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('Invalid request: template_id: must be a document id');
    const overrides = await generate({ template_id: template.id, entity_id: entity.id, overrides: { a: 1 } });
    expect(overrides.statusCode).toBe(422);
  });
});
