import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildContact,
  buildDocument,
  buildEntity,
  buildEntityContact,
  buildEntityOwner,
  buildPerson,
} from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import type { ServiceContext } from '../auth/context.js';
import { assemblyDataOf } from './assembly-data.js';
import { NO_MASKING, recordMasker } from './sensitive-masking.js';

const firm = useFirm();
const listsPath = (id: string) => `/docs/documents/${id}/record-lists`;
const marker = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

let harbor: { id: string };
let aardvark: { id: string };
let contact: { id: string };
// A template's logic: a condition and a repeat over the entity's owners (the shapes of issue 30).
const html = [
  `<p>${marker('entity.name')}</p>`,
  `<div data-if="entity.entity_type == &quot;LLC&quot;"><p>An LLC.</p></div>`,
  `<div data-each="entity.owners" data-as="owner"><p>${marker('owner.full_name')}</p></div>`,
].join('');
/** The HTML of a document's current version. */
const bodyOf = async (id: string) => {
  const document = (await firm.request(firm.attorney, 'GET', `/docs/documents/${id}`)).json();
  return document.versions.at(-1).content.ckeditor_html;
};
const links = (documentId: string, body: object) =>
  firm.request(firm.attorney, 'PUT', `/docs/documents/${documentId}`, body);

beforeAll(async () => {
  const { db } = firm.database;
  const orgId = firm.orgId;
  harbor = await buildEntity(db, {
    orgId,
    name: 'Harbor View Holdings',
    entityType: 'LLC',
    ein: '84-3921574',
  });
  aardvark = await buildEntity(db, { orgId, name: 'Aardvark Corp', entityType: 'Corporation' });
  const minority = await buildPerson(db, {
    orgId,
    firstName: 'Aaron',
    lastName: 'Adams',
    ssnLast4: '1234',
    dateOfBirth: '1980-04-12',
  });
  const majority = await buildPerson(db, { orgId, firstName: 'Eleanor', lastName: 'Whitaker' });
  await buildEntityOwner(db, { orgId, entityId: harbor.id, personId: minority.id, percentage: '40.00' });
  await buildEntityOwner(db, {
    orgId,
    entityId: harbor.id,
    personId: majority.id,
    title: 'Managing Member',
    percentage: '60.00',
  });
  const founder = await buildPerson(db, { orgId, firstName: 'Zoe', lastName: 'Zhang' });
  await buildEntityOwner(db, { orgId, entityId: aardvark.id, personId: founder.id, title: 'President' });
  contact = await buildContact(db, { orgId, fullName: 'Margaret Chen', email: 'mchen@cpa.example' });
  await buildEntityContact(db, { orgId, entityId: harbor.id, contactId: contact.id, role: 'accountant' });
});

const ELEANOR = {
  first_name: 'Eleanor',
  last_name: 'Whitaker',
  full_name: 'Eleanor Whitaker',
  title: 'Managing Member',
  share: '60.00',
};
const AARON = {
  first_name: 'Aaron',
  last_name: 'Adams',
  full_name: 'Aaron Adams',
  date_of_birth: '1980-04-12',
  ssn_last_4: '1234',
  title: 'Member',
  share: '40.00',
};

describe('GET /docs/documents/{id}/record-lists', () => {
  it('answers only the document lists, empty, for a document with no links', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const response = await firm.request(firm.viewer, 'GET', listsPath(document.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lists: { 'document.entities': [], 'document.owners': [], 'document.contacts': [] },
    });
  });

  it("gives the linked entity's owners (largest share first) and contacts, and the linked records", async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    expect(
      (await links(document.id, { entity_ids: [harbor.id], contact_ids: [contact.id] })).statusCode,
    ).toBe(200);
    const { lists } = (await firm.request(firm.attorney, 'GET', listsPath(document.id))).json();
    expect(lists['entity.owners']).toEqual([ELEANOR, AARON]);
    const margaret = { full_name: 'Margaret Chen', email: 'mchen@cpa.example' };
    expect(lists['entity.contacts']).toEqual([{ ...margaret, role: 'accountant' }]);
    expect(lists['document.entities']).toEqual([
      { name: 'Harbor View Holdings', entity_type: 'LLC', ein: '84-3921574' },
    ]);
    expect(lists['document.owners']).toEqual([]);
    expect(lists['document.contacts']).toEqual([margaret]);

    // A viewer sees sensitive columns masked, as every other answer shows them.
    const viewed = (await firm.request(firm.viewer, 'GET', listsPath(document.id))).json().lists;
    expect(viewed['entity.owners'][1]).toMatchObject({ ssn_last_4: '••••', date_of_birth: '••••-•4-12' });
    expect(viewed['document.entities'][0].ein).toBe('••-•••1574');
  });

  it('follows a change of the linked entity at the next read', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    await links(document.id, { entity_ids: [harbor.id] });
    const first = (await firm.request(firm.attorney, 'GET', listsPath(document.id))).json().lists;
    expect(first['entity.owners'].map((owner: { full_name: string }) => owner.full_name)).toEqual([
      'Eleanor Whitaker',
      'Aaron Adams',
    ]);
    await links(document.id, { entity_ids: [aardvark.id] });
    const second = (await firm.request(firm.attorney, 'GET', listsPath(document.id))).json().lists;
    expect(second['entity.owners']).toEqual([
      { first_name: 'Zoe', last_name: 'Zhang', full_name: 'Zoe Zhang', title: 'President' },
    ]);
    expect(second['entity.contacts']).toEqual([]);
  });

  it('takes the entity a document was generated for while it stays linked, else the first linked', async () => {
    const template = await buildDocument(firm.database.db, { orgId: firm.orgId, html, isTemplate: true });
    const generated = await firm.request(firm.attorney, 'POST', '/docs/documents/generate', {
      template_id: template.id,
      entity_id: harbor.id,
    });
    expect(generated.statusCode).toBe(201);
    const id = generated.json().id;
    expect(await bodyOf(id)).toBe(html);
    // Aardvark sorts first by name, yet the document was generated for Harbor View.
    await links(id, { entity_ids: [aardvark.id, harbor.id] });
    const owners = async () =>
      (await firm.request(firm.attorney, 'GET', listsPath(id))).json().lists['entity.owners'];
    expect(await owners()).toEqual([ELEANOR, AARON]);
    await links(id, { entity_ids: [aardvark.id] });
    expect((await owners()).map((owner: { full_name: string }) => owner.full_name)).toEqual(['Zoe Zhang']);
  });

  it('gives a document made from a template its logic, its repeats following the entity then linked', async () => {
    const template = await buildDocument(firm.database.db, { orgId: firm.orgId, html, isTemplate: true });
    const created = await firm.request(firm.attorney, 'POST', '/docs/documents/create-from-template', {
      source_document_id: template.id,
      name: 'From the template',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(await bodyOf(id)).toBe(html);
    expect(
      (await firm.request(firm.attorney, 'GET', listsPath(id))).json().lists['entity.owners'],
    ).toBeUndefined();
    await links(id, { entity_ids: [aardvark.id] });
    const { lists } = (await firm.request(firm.attorney, 'GET', listsPath(id))).json();
    expect(lists['entity.owners'].map((owner: { full_name: string }) => owner.full_name)).toEqual([
      'Zoe Zhang',
    ]);
  });

  it("is 404 for another firm's document and 401 without a session", async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const outsider = await firm.request(firm.outsider, 'GET', listsPath(document.id));
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ detail: 'Document not found' });
    expect((await firm.app.inject({ method: 'GET', url: listsPath(document.id) })).statusCode).toBe(401);
  });
});

describe('assemblyDataOf', () => {
  const ctx = () => ({ user: { orgId: firm.orgId } }) as ServiceContext;

  it('reads values through the sources and lists from list fields and records, undefined without a source', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}/list-values`, {
      sellers: [{ name: 'Ada Pryce' }],
      witnesses: [],
    });
    const sources = { values: { 'agreement.term': '5 years', 'client.ssn': '123-45-6789' } };
    const data = await assemblyDataOf(firm.database.db, ctx(), document.id, sources);
    expect(data.value('agreement.term')).toBe('5 years');
    expect(data.value('agreement.missing')).toBeUndefined();
    expect(data.list('sellers')).toEqual([{ name: 'Ada Pryce' }]);
    expect(data.list('witnesses')).toEqual([]);
    expect(data.list('buyers')).toBeUndefined();
    expect(data.list('entity.owners')).toBeUndefined();
    expect(data.list('document.owners')).toEqual([]);
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      expect(data.list(name)).toBeUndefined();
      expect(data.value(name)).toBeUndefined();
    }

    await links(document.id, { entity_ids: [harbor.id] });
    const masked = await assemblyDataOf(
      firm.database.db,
      ctx(),
      document.id,
      sources,
      recordMasker({
        user: { orgId: firm.orgId, role: 'viewer' },
      }),
    );
    // Conditions read the real value; what prints is masked.
    expect(masked.value('client.ssn')).toBe('123-45-6789');
    expect(masked.print?.('client.ssn', '123-45-6789')).toBe('•••-••-6789');
    expect(masked.list('entity.owners')?.[1]).toMatchObject({ full_name: 'Aaron Adams', ssn_last_4: '••••' });
    const whole = await assemblyDataOf(firm.database.db, ctx(), document.id, sources, NO_MASKING);
    expect(whole.list('entity.owners')?.[1]?.ssn_last_4).toBe('1234');
    expect(whole.print).toBeUndefined();
  });
});
