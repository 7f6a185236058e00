import { describe, expect, it } from 'vitest';
import { documentContacts, documentEntities, documentOwners } from '../../db/schema.js';
import {
  buildContact,
  buildDocument,
  buildEntity,
  buildEntityOwner,
  buildPerson,
  buildSmartField,
} from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

const firm = useFirm();
const layersPath = (id: string) => `/docs/documents/${id}/value-layers`;

/** A document of the firm linked to the records given. */
async function linkedDocument(links: { entityIds?: string[]; ownerIds?: string[]; contactIds?: string[] }) {
  const { db } = firm.database;
  const orgId = firm.orgId;
  const document = await buildDocument(db, { orgId });
  const rows = (ids: string[] = []) => ids.map((targetId) => ({ orgId, documentId: document.id, targetId }));
  if (links.entityIds) await db.insert(documentEntities).values(rows(links.entityIds));
  if (links.ownerIds) await db.insert(documentOwners).values(rows(links.ownerIds));
  if (links.contactIds) await db.insert(documentContacts).values(rows(links.contactIds));
  return document;
}

describe('GET /docs/documents/{id}/value-layers', () => {
  it("answers the firm's defaults and nothing from records for a document without links", async () => {
    const { db } = firm.database;
    await buildSmartField(db, { orgId: firm.orgId, key: 'layers.governing_law', defaultValue: 'Delaware' });
    await buildSmartField(db, { orgId: firm.orgId, key: 'layers.blank', defaultValue: '' });
    await buildSmartField(db, { orgId: firm.otherOrgId, key: 'layers.elsewhere', defaultValue: 'Texas' });
    const document = await buildDocument(db, { orgId: firm.orgId });
    const response = await firm.request(firm.viewer, 'GET', layersPath(document.id));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.defaults).toMatchObject({ 'layers.governing_law': 'Delaware' });
    expect(body.defaults).not.toHaveProperty('layers.blank');
    expect(body.defaults).not.toHaveProperty('layers.elsewhere');
    expect(body.records).toEqual({});
    expect(body.record_sources).toEqual({});
  });

  it('fills entity, owner and contact fields from the first linked record of each, by name', async () => {
    const { db } = firm.database;
    const orgId = firm.orgId;
    const acme = await buildEntity(db, {
      orgId,
      name: 'Acme Holdings LLC',
      ein: '12-3456789',
      address: '1 Main St',
    });
    const zeta = await buildEntity(db, { orgId, name: 'Zeta Partners LLC' });
    const owner = await buildPerson(db, {
      orgId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      primaryEmail: 'ada@acme.test',
    });
    const later = await buildPerson(db, { orgId, firstName: 'Zoe', lastName: 'Zimmer' });
    await buildEntityOwner(db, {
      orgId,
      entityId: acme.id,
      personId: owner.id,
      title: 'Managing Member',
      percentage: '60.00',
    });
    const contact = await buildContact(db, { orgId, fullName: 'Margaret Chen', email: 'mchen@cpa.test' });
    const document = await linkedDocument({
      entityIds: [zeta.id, acme.id],
      ownerIds: [later.id, owner.id],
      contactIds: [contact.id],
    });

    const response = await firm.request(firm.attorney, 'GET', layersPath(document.id));
    expect(response.statusCode).toBe(200);
    const { records, record_sources } = response.json();
    expect(records).toMatchObject({
      'entity.name': 'Acme Holdings LLC',
      'trust.ein': '12-3456789',
      'entity.entity_address': '1 Main St',
      'owner.full_name': 'Ada Lovelace',
      'owner.title': 'Managing Member',
      'owner.ownership_percentage': '60.00',
      'person.primary_email': 'ada@acme.test',
      'contact.email': 'mchen@cpa.test',
      'client.full_name': 'Margaret Chen',
    });
    expect(record_sources['entity.name']).toEqual({
      record_type: 'entity',
      record_id: acme.id,
      record_name: 'Acme Holdings LLC',
    });
    expect(record_sources['owner.full_name']).toEqual({
      record_type: 'person',
      record_id: owner.id,
      record_name: 'Ada Lovelace',
    });
    expect(record_sources['person.primary_email']).toEqual({
      record_type: 'person',
      record_id: owner.id,
      record_name: 'Ada Lovelace',
    });
    expect(record_sources['contact.email']).toEqual({
      record_type: 'contact',
      record_id: contact.id,
      record_name: 'Margaret Chen',
    });
    // person. fields are the owner's, never the contact's (as generate fills them).
    expect(records['person.full_name']).toBe('Ada Lovelace');
  });

  it('leaves a kind out when the document links no record of it', async () => {
    const contact = await buildContact(firm.database.db, {
      orgId: firm.orgId,
      fullName: 'Only Contact',
      email: 'only@c.test',
    });
    const document = await linkedDocument({ contactIds: [contact.id] });
    const { records } = (await firm.request(firm.viewer, 'GET', layersPath(document.id))).json();
    expect(records['contact.full_name']).toBe('Only Contact');
    expect(Object.keys(records).some((id) => id.startsWith('entity.') || id.startsWith('person.'))).toBe(
      false,
    );
  });

  it("answers 404 for another firm's document and 422 for a bad id", async () => {
    const other = await buildDocument(firm.database.db, { orgId: firm.otherOrgId });
    const foreign = await firm.request(firm.attorney, 'GET', layersPath(other.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBeTruthy();
    const bad = await firm.request(firm.attorney, 'GET', layersPath('not-an-id'));
    expect(bad.statusCode).toBe(422);
  });

  it('masks sensitive values for a viewer, all but the last four, and shows them whole to a writer', async () => {
    const { db } = firm.database;
    const orgId = firm.orgId;
    const entity = await buildEntity(db, { orgId, name: 'Masked Holdings LLC', ein: '98-7654321' });
    await buildSmartField(db, { orgId, key: 'layers.bank_account', defaultValue: '000123456789' });
    const document = await linkedDocument({ entityIds: [entity.id] });

    const viewer = (await firm.request(firm.viewer, 'GET', layersPath(document.id))).json();
    expect(viewer.records['entity.ein']).toBe('••-•••4321');
    expect(viewer.records['entity.name']).toBe('Masked Holdings LLC');
    expect(viewer.defaults['layers.bank_account']).toBe('••••••••6789');
    expect(JSON.stringify(viewer)).not.toContain('7654321');

    const writer = (await firm.request(firm.attorney, 'GET', layersPath(document.id))).json();
    expect(writer.records['entity.ein']).toBe('98-7654321');
    expect(writer.defaults['layers.bank_account']).toBe('000123456789');
  });
});
