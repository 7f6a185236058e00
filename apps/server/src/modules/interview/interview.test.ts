import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents } from '../../db/schema.js';
import { buildDocument, buildEntity, buildSmartField } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { NOT_A_TEMPLATE } from './load-interview.js';
import { ANSWERS_REFUSED } from './submit.js';

const firm = useFirm();
const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
// A template as the editor stores it: fields, a block condition with an else, a repeat of a list field.
const html = [
  `<p>Between ${field('entity.name')} and ${field('matter.title')}.</p>`,
  `<div data-if="deal.kind == &quot;asset&quot;"><p>Assets: ${field('deal.assets')}</p></div>`,
  '<div data-if="rush"><p>Rush fee {{rush_fee}}</p></div>',
  `<div data-each="sellers" data-as="seller"><p>${field('seller.name')} ${field('seller.email')}</p></div>`,
].join('');

let template: { id: string; name: string };

beforeAll(async () => {
  const { db } = firm.database;
  const orgId = firm.orgId;
  await buildSmartField(db, { orgId, key: 'matter.title', label: 'Matter title', required: true });
  template = await buildDocument(db, { orgId, name: 'Asset Purchase', html, isTemplate: true });
});

const interviewPath = (id: string) => `/docs/templates/${id}/interview`;
const submit = (body: object, session = firm.attorney, id = template.id) =>
  firm.request(session, 'POST', interviewPath(id), body);
const documentCount = async () =>
  (await firm.database.db.select().from(documents).where(eq(documents.orgId, firm.orgId))).length;

describe('GET /docs/templates/{id}/interview', () => {
  it("answers the template's questions, to a viewer too", async () => {
    const response = await firm.request(firm.viewer, 'GET', interviewPath(template.id));
    expect(response.statusCode, response.body).toBe(200);
    const { questions } = response.json();
    expect(questions.map((question: { id: string }) => question.id)).toEqual([
      'entity.name',
      'matter.title',
      'deal.kind',
      'deal.assets',
      'rush',
      'rush_fee',
      'sellers',
    ]);
    expect(questions[0]).toMatchObject({ group: 'Entity', entity_fills: true, type: 'text' });
    expect(questions[1]).toMatchObject({ label: 'Matter title', required: true, group: 'Custom Fields' });
    expect(questions[2]).toMatchObject({ type: 'choice', options: ['asset'], shown_if: null });
    expect(questions[3]).toMatchObject({ shown_if: 'deal.kind == "asset"' });
    expect(questions[4]).toMatchObject({ type: 'yes_no' });
    expect(questions[5]).toMatchObject({ shown_if: 'rush' });
    expect(questions[6]).toMatchObject({
      type: 'list',
      item_fields: [
        { id: 'name', label: 'Name', type: 'text' },
        { id: 'email', label: 'Email', type: 'email' },
      ],
    });
  });

  it('is 404 for another firm, 422 for a document that is not a template', async () => {
    expect((await firm.request(firm.outsider, 'GET', interviewPath(template.id))).statusCode).toBe(404);
    const plain = await buildDocument(firm.database.db, { orgId: firm.orgId, html });
    const response = await firm.request(firm.attorney, 'GET', interviewPath(plain.id));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(NOT_A_TEMPLATE);
  });
});

describe('POST /docs/templates/{id}/interview', () => {
  it('makes the document from the answers kept, with provenance source interview', async () => {
    const response = await submit({
      answers: {
        'entity.name': 'Harbor View Holdings',
        'matter.title': 'Sale of the marina',
        // Not shown (no deal kind is chosen, so the asset branch cannot print): dropped.
        'deal.assets': 'Boats',
        rush: 'true',
        rush_fee: '500',
        // Not a question of this template: dropped.
        stranger: 'x',
      },
      lists: { sellers: [{ name: 'Ada Pryce', email: 'ada@example.com' }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      name: 'Asset Purchase',
      is_template: false,
      source_document_id: template.id,
    });
    const content = document.versions[0].content;
    expect(content.merge_field_values).toEqual({
      'entity.name': 'Harbor View Holdings',
      'matter.title': 'Sale of the marina',
      rush: 'true',
      rush_fee: '500',
    });
    expect(content.list_values).toEqual({ sellers: [{ name: 'Ada Pryce', email: 'ada@example.com' }] });

    const provenance = await firm.request(
      firm.attorney,
      'GET',
      `/docs/documents/${document.id}/field-provenance`,
    );
    expect(provenance.statusCode, provenance.body).toBe(200);
    expect(provenance.json().fields['matter.title']).toMatchObject({
      source: 'interview',
      layer: 'document',
    });
    const audits = await firm.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, document.id), eq(auditLog.action, 'document.generated_from_interview')),
      );
    expect(audits).toHaveLength(1);
  });

  it('refuses a required question left empty, naming it, and makes nothing', async () => {
    const before = await documentCount();
    const response = await submit({ name: 'Left empty', answers: { 'deal.kind': 'asset' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: ANSWERS_REFUSED,
      errors: [{ field: 'matter.title', message: 'Matter title is required' }],
    });
    expect(await documentCount()).toBe(before);
  });

  it('refuses an answer that does not fit its question', async () => {
    const response = await submit({ answers: { 'matter.title': 'T', rush: 'perhaps' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'rush', message: 'Rush must be Yes or No' }]);
  });

  it('links the entity chosen, which fills its fields, and names the document after it', async () => {
    const entity = await buildEntity(firm.database.db, { orgId: firm.orgId, name: 'Marina Partners' });
    const response = await submit({
      entity_id: entity.id,
      // The entity fills entity.name: an answer to it is not asked, and dropped.
      answers: { 'entity.name': 'Typed', 'matter.title': 'Refinancing' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({ name: 'Asset Purchase - Marina Partners', entity_ids: [entity.id] });
    expect(document.versions[0].content.merge_field_values).toMatchObject({
      'entity.name': 'Marina Partners',
      'matter.title': 'Refinancing',
    });
    const provenance = await firm.request(
      firm.attorney,
      'GET',
      `/docs/documents/${document.id}/field-provenance`,
    );
    expect(provenance.json().fields['entity.name']).toMatchObject({ source: 'record', record_id: entity.id });
  });

  it("reads the chosen entity's values in conditions, as the new document will", async () => {
    const { db } = firm.database;
    const llcOnly = await buildDocument(db, {
      orgId: firm.orgId,
      name: 'LLC consent',
      html: '<div data-if="entity.entity_type == &quot;LLC&quot;"><p>Manager {{llc.manager}}</p></div>',
      isTemplate: true,
    });
    const entity = await buildEntity(db, { orgId: firm.orgId, name: 'Pier Nine LLC', entityType: 'LLC' });
    const response = await submit(
      { entity_id: entity.id, answers: { 'llc.manager': 'Ana Ruiz' } },
      firm.attorney,
      llcOnly.id,
    );
    expect(response.statusCode, response.body).toBe(201);
    // Asked only under an LLC: kept, since the entity is one (the condition itself reads the link).
    expect(response.json().versions[0].content.merge_field_values).toMatchObject({
      'llc.manager': 'Ana Ruiz',
    });
  });

  it("refuses a viewer (403), another firm's template (404) and an unknown entity (422)", async () => {
    const answers = { 'matter.title': 'T' };
    expect((await submit({ answers }, firm.viewer)).statusCode).toBe(403);
    expect((await submit({ answers }, firm.outsider)).statusCode).toBe(404);
    const other = await buildEntity(firm.database.db, { orgId: firm.otherOrgId, name: 'Elsewhere LLC' });
    const response = await submit({ answers, entity_id: other.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/entity_id/);
  });
});

describe('GET /docs/documents/{id}/interview', () => {
  it('says which questions the document fills with values of its own', async () => {
    const made = await submit({
      answers: { 'matter.title': 'Filled', 'deal.kind': 'asset' },
      lists: { sellers: [{ name: 'Ada' }] },
    });
    const response = await firm.request(firm.viewer, 'GET', `/docs/documents/${made.json().id}/interview`);
    expect(response.statusCode, response.body).toBe(200);
    const filled = Object.fromEntries(
      response
        .json()
        .questions.map((question: { id: string; filled: boolean }) => [question.id, question.filled]),
    );
    expect(filled).toEqual({
      'entity.name': false,
      'matter.title': true,
      'deal.kind': true,
      'deal.assets': false,
      rush: false,
      rush_fee: false,
      sellers: true,
    });
    expect(
      (await firm.request(firm.outsider, 'GET', `/docs/documents/${made.json().id}/interview`)).statusCode,
    ).toBe(404);
  });
});
