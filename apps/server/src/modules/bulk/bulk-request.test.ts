import { BULK_ROWS_MAX } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bulkJobs } from '../../db/schema.js';
import { field, uploadCsv } from '../../test/bulk.js';
import { buildDocument, buildEntity, buildSmartField } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { unknownEntity } from './bulk-row.js';
import { EMPTY_CSV, notAField, TOO_MANY_ROWS } from './parse-csv.js';

const firm = useFirm();

const html = `<p>${field('matter.title')} for ${field('entity.legal_name')}</p>{{#if rush}}<p>Rush</p>{{/if}}`;
let template: { id: string; name: string };
let entities: { id: string }[];

beforeAll(async () => {
  const { db } = firm.database;
  const orgId = firm.orgId;
  await buildSmartField(db, { orgId, key: 'matter.title', label: 'Matter title', required: true });
  template = await buildDocument(db, { orgId, name: 'Annual Consent', html, isTemplate: true });
  entities = [await buildEntity(db, { orgId }), await buildEntity(db, { orgId })];
});

const bulk = (body: object, session = firm.attorney, id = template.id) =>
  firm.request(session, 'POST', `/docs/templates/${id}/bulk-generate`, body);

const jobOf = async (id: string) => {
  const [job] = await firm.database.db.select().from(bulkJobs).where(eq(bulkJobs.id, id));
  return job!;
};

describe('POST /docs/templates/{id}/bulk-generate with entity_ids', () => {
  it('stores one row per entity, numbered from 1, queues the job and audits it', async () => {
    const response = await bulk({ entity_ids: entities.map((entity) => entity.id) });
    expect(response.statusCode, response.body).toBe(202);
    const { job_id } = response.json();
    const job = await jobOf(job_id);
    expect(job).toMatchObject({ status: 'queued', total: 2, templateId: template.id, orgId: firm.orgId });
    expect(job.rows).toEqual([
      { row: 1, entity_id: entities[0]!.id, values: {} },
      { row: 2, entity_id: entities[1]!.id, values: {} },
    ]);
    const audits = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bulk.started'), eq(auditLog.targetId, job_id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({ template_id: template.id, total: 2 });

    const status = await firm.request(firm.viewer, 'GET', `/docs/bulk-jobs/${job_id}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'queued', total: 2, done: 0, failed: 0, documents: [] });
  });

  it('refuses an entity of another firm, naming it', async () => {
    const other = await buildEntity(firm.database.db, { orgId: firm.otherOrgId });
    const response = await bulk({ entity_ids: [entities[0]!.id, other.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(unknownEntity(other.id));
  });

  it('refuses a viewer, a document that is not a template, and another firm', async () => {
    expect((await bulk({ entity_ids: [entities[0]!.id] }, firm.viewer)).statusCode).toBe(403);
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const notTemplate = await bulk({ entity_ids: [entities[0]!.id] }, firm.attorney, document.id);
    expect(notTemplate.statusCode).toBe(422);
    expect(notTemplate.json().detail).toBe('Not a template');
    const outsider = await bulk({ entity_ids: [entities[0]!.id] }, firm.outsider);
    expect(outsider.statusCode).toBe(404);
    const empty = await bulk({ entity_ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toMatch(/^Invalid request/);
    const status = await firm.request(firm.attorney, 'GET', `/docs/bulk-jobs/${crypto.randomUUID()}`);
    expect(status.statusCode).toBe(404);
  });
});

describe('POST /docs/templates/{id}/bulk-generate with a CSV', () => {
  it('reads the rows as numbered in the file (the header is row 1)', async () => {
    const csv =
      '\uFEFFmatter.title,entity_id,name,rush\r\n' +
      `Consent 2026,${entities[0]!.id},First consent,true\r\n` +
      '\r\n' +
      '"Smith, Jones",,,\r\n';
    const response = await uploadCsv(firm, firm.attorney, template.id, csv);
    expect(response.statusCode, response.body).toBe(202);
    const job = await jobOf(response.json().job_id);
    expect(job.total).toBe(2);
    expect(job.rows).toEqual([
      {
        row: 2,
        entity_id: entities[0]!.id,
        name: 'First consent',
        values: { 'matter.title': 'Consent 2026', rush: 'true' },
      },
      { row: 4, values: { 'matter.title': 'Smith, Jones' } },
    ]);
  });

  it('refuses a column that is not a field of the template', async () => {
    const response = await uploadCsv(
      firm,
      firm.attorney,
      template.id,
      'matter.title,client.shoe_size\nA,42\n',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(notAField('client.shoe_size'));
  });

  it(`refuses more than ${BULK_ROWS_MAX} rows, and an empty file`, async () => {
    const rows = Array.from({ length: BULK_ROWS_MAX + 1 }, (_, index) => `Matter ${index}`);
    const tooMany = await uploadCsv(firm, firm.attorney, template.id, `matter.title\n${rows.join('\n')}\n`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toBe('A bulk generation makes at most 1,000 documents');
    expect(TOO_MANY_ROWS).toBe('A bulk generation makes at most 1,000 documents');
    const empty = await uploadCsv(firm, firm.attorney, template.id, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe(EMPTY_CSV);
    const headerOnly = await uploadCsv(firm, firm.attorney, template.id, 'matter.title\n');
    expect(headerOnly.statusCode).toBe(422);
  });

  it('refuses a file in another field, a viewer, and another firm', async () => {
    const wrongField = await uploadCsv(firm, firm.attorney, template.id, 'matter.title\nA\n', 'upload');
    expect(wrongField.statusCode).toBe(422);
    expect((await uploadCsv(firm, firm.viewer, template.id, 'matter.title\nA\n')).statusCode).toBe(403);
    expect((await uploadCsv(firm, firm.outsider, template.id, 'matter.title\nA\n')).statusCode).toBe(404);
  });
});
