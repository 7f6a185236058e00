import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { field, uploadCsv } from '../../test/bulk.js';
import { buildDocument } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { entryBase, uniqueNamer } from './download-zip.js';
import { BULK_GENERATE_QUEUE } from './generate-job.js';

const firm = useFirm();

const html = `<p>Consent of ${field('matter.title')}</p><p>Note: ${field('matter.note')}</p>`;
let template: { id: string; name: string };

beforeAll(async () => {
  template = await buildDocument(firm.database.db, {
    orgId: firm.orgId,
    name: 'Annual Consent',
    html,
    isTemplate: true,
  });
});

/** Runs a job from a CSV to the end and answers its id. */
async function finishedJob(csv: string): Promise<string> {
  const response = await uploadCsv(firm, firm.attorney, template.id, csv);
  expect(response.statusCode, response.body).toBe(202);
  await firm.app.jobs.runQueued(BULK_GENERATE_QUEUE);
  return response.json().job_id;
}

const download = (jobId: string, format: string, session = firm.attorney) =>
  firm.request(session, 'GET', `/docs/bulk-jobs/${jobId}/download?format=${format}`);

describe('zip entry names', () => {
  it('are one path part, without control characters, made unique', () => {
    expect(entryBase('a/b\\c')).toBe('a-b-c');
    expect(entryBase('../../etc/passwd')).toBe('-..-etc-passwd');
    expect(entryBase('..')).toBe('Document');
    expect(entryBase('Bad\u0000name\nhere')).toBe('Badnamehere');
    const name = uniqueNamer('pdf');
    expect([name('Consent'), name('consent'), name('Consent'), name('errors')]).toEqual([
      'Consent.pdf',
      'consent (2).pdf',
      'Consent (3).pdf',
      'errors.pdf',
    ]);
  });
});

describe('GET /docs/bulk-jobs/{id}/download', () => {
  it('streams a zip of the Word files, named uniquely, with errors.txt for what could not be exported', async () => {
    const jobId = await finishedJob(
      'matter.title,matter.note,name\n' +
        'Alpha,Paid,Consent\n' +
        'Beta,Paid,Consent\n' +
        'Gamma,Paid,../Board/Consent\n' +
        'Delta,,Unfinished\n',
    );
    const response = await download(jobId, 'docx', firm.viewer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="Annual Consent - documents.zip"',
    );
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([
      '-Board-Consent.docx',
      'Consent (2).docx',
      'Consent.docx',
      'errors.txt',
    ]);
    for (const name of Object.keys(entries).filter((n) => n.endsWith('.docx'))) {
      const inner = unzipSync(entries[name]!);
      expect(strFromU8(inner['word/document.xml']!)).toContain('Consent of');
    }
    expect(strFromU8(unzipSync(entries['Consent (2).docx']!)['word/document.xml']!)).toContain('Beta');
    const errors = strFromU8(entries['errors.txt']!);
    expect(errors).toContain('Row 5, Unfinished: This document has merge fields without values: matter.note');
  });

  it('prints PDFs', async () => {
    const jobId = await finishedJob('matter.title,matter.note\nAlpha,Paid\n');
    const response = await download(jobId, 'pdf');
    expect(response.statusCode, response.body).toBe(200);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries)).toEqual(['Annual Consent - row 2.pdf']);
    expect(strFromU8(entries['Annual Consent - row 2.pdf']!.subarray(0, 5))).toBe('%PDF-');
  }, 60_000);

  it('is refused for another firm, and a bad format', async () => {
    const jobId = await finishedJob('matter.title,matter.note\nAlpha,Paid\n');
    expect((await download(jobId, 'docx', firm.outsider)).statusCode).toBe(404);
    expect((await download(jobId, 'odt')).statusCode).toBe(422);
  });
});
