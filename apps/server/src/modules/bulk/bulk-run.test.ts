import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkJobRows, bulkJobs, documents, fieldValueSources } from '../../db/schema.js';
import { field, uploadCsv } from '../../test/bulk.js';
import { buildDocument, buildEntity, buildSmartField } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { unknownEntity } from './bulk-row.js';
import { ALREADY_FINISHED } from './cancel.js';
import { BULK_GENERATE_QUEUE } from './generate-job.js';
import { runBulkJob } from './run-job.js';

const firm = useFirm();

const html = `<p>${field('matter.title')} for ${field('entity.legal_name')}</p>`;
let template: { id: string; name: string };
let entity: { id: string; name: string };

beforeAll(async () => {
  const { db } = firm.database;
  const orgId = firm.orgId;
  await buildSmartField(db, { orgId, key: 'matter.title', label: 'Matter title', required: true });
  template = await buildDocument(db, { orgId, name: 'Annual Consent', html, isTemplate: true });
  entity = await buildEntity(db, { orgId, name: 'Harbor View', legalName: 'Harbor View Holdings LLC' });
});

/** Stores a job from a CSV and answers its id. */
async function startJob(csv: string): Promise<string> {
  const response = await uploadCsv(firm, firm.attorney, template.id, csv);
  expect(response.statusCode, response.body).toBe(202);
  return response.json().job_id;
}

const status = async (jobId: string) =>
  (await firm.request(firm.attorney, 'GET', `/docs/bulk-jobs/${jobId}`)).json();

/** The documents the job made, by the documents table (not the job's own rows). */
const madeBy = (jobId: string) =>
  firm.database.db
    .select({ id: documents.id, name: documents.name })
    .from(documents)
    .innerJoin(bulkJobRows, eq(bulkJobRows.documentId, documents.id))
    .where(eq(bulkJobRows.jobId, jobId));

const documentsFromTemplate = async () =>
  (
    await firm.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.sourceDocumentId, template.id))
  ).length;

const csvOf = (count: number) =>
  `matter.title,name\n${Array.from({ length: count }, (_, i) => `Matter ${i + 1},Doc ${i + 1}`).join('\n')}\n`;

describe('the bulk.generate job', () => {
  it('makes each row with its values (provenance generated) and reports the rows that fail', async () => {
    const csv =
      'matter.title,entity_id,name\n' +
      `Consent 2026,${entity.id},\n` +
      ',,Missing title\n' +
      `Second,00000000-0000-4000-8000-000000000000,\n` +
      'Third,,\n';
    const jobId = await startJob(csv);
    expect(await firm.app.jobs.runQueued(BULK_GENERATE_QUEUE)).toBe(1);
    const job = await status(jobId);
    expect(job).toMatchObject({ status: 'completed', total: 4, done: 2, failed: 2 });
    expect(job.finished_at).not.toBeNull();
    expect(job.documents.map((d: { row: number; name: string }) => [d.row, d.name])).toEqual([
      [2, 'Annual Consent - Harbor View'],
      [5, 'Annual Consent - row 5'],
    ]);
    expect(job.errors).toEqual([
      { row: 3, message: 'Matter title is required' },
      { row: 4, message: unknownEntity('00000000-0000-4000-8000-000000000000') },
    ]);

    const first = await firm.request(firm.attorney, 'GET', `/docs/documents/${job.documents[0].id}`);
    const content = first.json().versions[0].content;
    expect(content.merge_field_values).toEqual({
      'matter.title': 'Consent 2026',
      'entity.legal_name': 'Harbor View Holdings LLC',
    });
    expect(first.json().entity_ids).toEqual([entity.id]);
    const sources = await firm.database.db
      .select({ fieldId: fieldValueSources.fieldId, source: fieldValueSources.source })
      .from(fieldValueSources)
      .where(eq(fieldValueSources.documentId, job.documents[0].id));
    expect(sources).toEqual(
      expect.arrayContaining([
        { fieldId: 'matter.title', source: 'generated' },
        { fieldId: 'entity.legal_name', source: 'record' },
      ]),
    );
  });

  it('resumes after a crash mid-run without making any row twice', async () => {
    const jobId = await startJob(csvOf(5));
    // The first run dies after its second row, as an instance killed mid-run would.
    await expect(
      runBulkJob(firm.database.db, jobId, {
        concurrency: 1,
        afterRow: (row) => {
          if (row === 3) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect((await status(jobId)).done).toBe(2);
    expect(await madeBy(jobId)).toHaveLength(2);
    // The queued job runs (as pg-boss's retry would) and finishes the rest.
    await firm.app.jobs.runQueued(BULK_GENERATE_QUEUE);
    const job = await status(jobId);
    expect(job).toMatchObject({ status: 'completed', total: 5, done: 5, failed: 0 });
    expect(job.documents.map((d: { row: number }) => d.row)).toEqual([2, 3, 4, 5, 6]);
    const made = await madeBy(jobId);
    expect(made.map((d) => d.name).sort()).toEqual(['Doc 1', 'Doc 2', 'Doc 3', 'Doc 4', 'Doc 5']);
  });

  it('makes nothing more when run again, by hand or by the queue', async () => {
    const before = await documentsFromTemplate();
    const jobId = await startJob(csvOf(3));
    await runBulkJob(firm.database.db, jobId);
    const after = await documentsFromTemplate();
    expect(after - before).toBe(3);
    await runBulkJob(firm.database.db, jobId);
    // Even a job put back to running (a run that died before marking it completed) skips its rows.
    await firm.database.db.update(bulkJobs).set({ status: 'running' }).where(eq(bulkJobs.id, jobId));
    await runBulkJob(firm.database.db, jobId);
    await firm.app.jobs.runQueued(BULK_GENERATE_QUEUE);
    expect(await documentsFromTemplate()).toBe(after);
    const rows = await firm.database.db.select().from(bulkJobRows).where(eq(bulkJobRows.jobId, jobId));
    expect(rows).toHaveLength(3);
    expect((await status(jobId)).status).toBe('completed');
  });

  it('rolls back the document of a row that a racing run finished first', async () => {
    const before = await documentsFromTemplate();
    const jobId = await startJob(csvOf(3));
    await runBulkJob(firm.database.db, jobId, {
      concurrency: 1,
      // Another instance commits row 3 while this run is past its reading of the finished rows.
      afterRow: async (row) => {
        if (row !== 2) return;
        await firm.database.db.insert(bulkJobRows).values({ jobId, row: 3, name: 'made elsewhere' });
      },
    });
    expect((await documentsFromTemplate()) - before).toBe(2);
    const rows = await firm.database.db
      .select({ row: bulkJobRows.row, name: bulkJobRows.name, documentId: bulkJobRows.documentId })
      .from(bulkJobRows)
      .where(eq(bulkJobRows.jobId, jobId));
    expect(rows.find((row) => row.row === 3)).toEqual({ row: 3, name: 'made elsewhere', documentId: null });
    const names = (await madeBy(jobId)).map((d) => d.name).sort();
    expect(names).toEqual(['Doc 1', 'Doc 3']);
    await firm.app.jobs.runQueued(BULK_GENERATE_QUEUE);
  });

  it('stops before the next row once cancelled, and keeps what was made', async () => {
    const jobId = await startJob(csvOf(4));
    await runBulkJob(firm.database.db, jobId, {
      concurrency: 1,
      afterRow: async (row) => {
        if (row !== 3) return;
        const cancel = await firm.request(firm.attorney, 'POST', `/docs/bulk-jobs/${jobId}/cancel`);
        expect(cancel.statusCode).toBe(200);
        expect(cancel.json()).toMatchObject({ status: 'cancelled', done: 2 });
      },
    });
    const job = await status(jobId);
    expect(job).toMatchObject({ status: 'cancelled', done: 2, failed: 0 });
    // The queued job finds it cancelled and makes nothing; cancelling again is a conflict.
    await firm.app.jobs.runQueued(BULK_GENERATE_QUEUE);
    expect((await status(jobId)).done).toBe(2);
    const again = await firm.request(firm.attorney, 'POST', `/docs/bulk-jobs/${jobId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ALREADY_FINISHED);
  });

  it('refuses to cancel for a viewer or another firm', async () => {
    const jobId = await startJob(csvOf(1));
    expect((await firm.request(firm.viewer, 'POST', `/docs/bulk-jobs/${jobId}/cancel`)).statusCode).toBe(403);
    expect((await firm.request(firm.outsider, 'POST', `/docs/bulk-jobs/${jobId}/cancel`)).statusCode).toBe(
      404,
    );
    expect((await firm.request(firm.outsider, 'GET', `/docs/bulk-jobs/${jobId}`)).statusCode).toBe(404);
    await firm.app.jobs.runQueued(BULK_GENERATE_QUEUE);
  });

  it('fails a job whose template is no longer a template', async () => {
    const other = await buildDocument(firm.database.db, {
      orgId: firm.orgId,
      name: 'Short-lived',
      html,
      isTemplate: true,
    });
    const response = await uploadCsv(firm, firm.attorney, other.id, 'matter.title\nA\n');
    const jobId = response.json().job_id;
    await firm.database.db.update(documents).set({ isTemplate: false }).where(eq(documents.id, other.id));
    await firm.app.jobs.runQueued(BULK_GENERATE_QUEUE);
    expect(await status(jobId)).toMatchObject({ status: 'failed', done: 0 });
  });
});
