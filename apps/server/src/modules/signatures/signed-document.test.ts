import { buildContent } from '@lexdraft/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { documents, signatureRequests } from '../../db/schema.js';
import { JOBS_SCHEMA } from '../../lib/jobs.js';
import { buildDocument, buildUser, signIn } from '../../test/factories.js';
import { mailsTo, runJobs, useSigningFirm } from '../../test/signing.js';
import { insertVersion } from '../documents/version-content.js';
import { resumeSigningJobs } from './resume-jobs.js';

// Issue 28: a signed document stays signed (read-only, copied to change), and its request shows
// `sealing` until the sealed PDF is stored, a seal left by a dead instance being taken up at start.

// Sealing makes the firm's self-signed certificate on first use (a key pair takes a moment).
vi.setConfig({ testTimeout: 120_000 });

const firm = useSigningFirm();

const signer = (name: string, email: string) => ({ name, email, role: 'signer' as const });
const path = (documentId: string, rest: string) => `/docs/documents/${documentId}/${rest}`;
const SIGNED_ON = 'This document was signed on 29 November 2026. Make a copy to change it.';

/**
 * A document sent to one signer (and a copy to a cc), whose request then completed on 29 November
 * 2026; `values` are its merge field values.
 */
let sequence = 0;
async function signedDocument(options: { sealed: boolean; values?: Record<string, string> }) {
  sequence += 1;
  const signerEmail = `ivy${sequence}@client.test`;
  const html = '<p>The tenant shall pay rent.</p>';
  const document = await buildDocument(firm.database.db, {
    orgId: firm.orgId,
    name: 'Lease',
    html: options.values ? null : html,
  });
  if (options.values) {
    const content = buildContent(html, { merge_field_values: options.values });
    await insertVersion(firm.database.db, {
      orgId: firm.orgId,
      documentId: document.id,
      version: 1,
      content,
    });
    await firm.database.db.update(documents).set({ currentVersion: 1 }).where(eq(documents.id, document.id));
  }
  const sent = await firm.send(document.id, {
    provider: 'lexdraft',
    recipients: [signer('Ivy', signerEmail), { name: 'Copy', email: `cc.${signerEmail}`, role: 'cc' }],
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const key = `signatures/${firm.orgId}/${sent.json().id}/signed.pdf`;
  if (options.sealed) await firm.storage.put(key, Buffer.from('%PDF-1.7 sealed\n%%EOF\n'), 'application/pdf');
  // Completed as the last signature leaves it (sealing not done yet), or as sealing leaves it.
  await firm.database.db
    .update(signatureRequests)
    .set({
      status: 'completed',
      completedAt: new Date('2026-11-29T15:30:00Z'),
      ...(options.sealed ? { signedPdfKey: key, signedPdfSha256: 'a'.repeat(64) } : {}),
    })
    .where(eq(signatureRequests.documentId, document.id));
  await firm.database.db
    .update(documents)
    .set({ docStatus: 'Completed' })
    .where(eq(documents.id, document.id));
  return { id: document.id, requestId: sent.json().id as string, ccEmail: `cc.${signerEmail}` };
}

describe('a signed document', () => {
  it('refuses a content save, a restore, a conversion to template and a new send with 409', async () => {
    const { id } = await signedDocument({ sealed: true });
    const save = await firm.call(firm.attorney, 'PUT', `/docs/documents/${id}`, {
      content: { ckeditor_html: '<p>The tenant shall pay more rent.</p>' },
      void_signature_request: true,
    });
    expect([save.statusCode, save.json().detail]).toEqual([409, SIGNED_ON]);
    const restore = await firm.call(firm.attorney, 'POST', path(id, 'versions/1/restore'));
    expect([restore.statusCode, restore.json().detail]).toEqual([409, SIGNED_ON]);
    const convert = await firm.call(firm.attorney, 'POST', path(id, 'convert-to-template'));
    expect([convert.statusCode, convert.json().detail]).toEqual([409, SIGNED_ON]);
    const send = await firm.send(id, {
      provider: 'lexdraft',
      recipients: [signer('Ivy', 'ivy@client.test')],
    });
    expect([send.statusCode, send.json().detail]).toEqual([409, SIGNED_ON]);

    // Nothing changed: still version 1, still a document, still one request.
    const [row] = await firm.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row).toMatchObject({ currentVersion: 1, isTemplate: false, docStatus: 'Completed' });
    const requests = await firm.database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.documentId, id));
    expect(requests.map((request) => request.status)).toEqual(['completed']);
    // A rename leaves the signed text as it was.
    const rename = await firm.call(firm.attorney, 'PUT', `/docs/documents/${id}`, { name: 'Lease (signed)' });
    expect(rename.statusCode).toBe(200);
  });

  it('is read-only while its PDF is being sealed too', async () => {
    const { id } = await signedDocument({ sealed: false });
    const save = await firm.call(firm.attorney, 'PUT', `/docs/documents/${id}`, {
      content: { ckeditor_html: '<p>Changed.</p>' },
    });
    expect([save.statusCode, save.json().detail]).toEqual([409, SIGNED_ON]);
  });

  it('is copied into a new draft with its content, which can be edited and sent', async () => {
    const { id } = await signedDocument({ sealed: true });
    const copy = await firm.call(firm.attorney, 'POST', path(id, 'copy'));
    expect(copy.statusCode, copy.body).toBe(201);
    const created = copy.json();
    expect(created.id).not.toBe(id);
    expect(created).toMatchObject({ name: 'Lease (copy)', doc_status: 'draft', is_template: false });
    const read = await firm.call(firm.attorney, 'GET', `/docs/documents/${created.id}`);
    expect(JSON.stringify(read.json().versions[0].content)).toContain('The tenant shall pay rent.');

    const save = await firm.call(firm.attorney, 'PUT', `/docs/documents/${created.id}`, {
      content: { ckeditor_html: '<p>The tenant shall pay more rent.</p>' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const status = await firm.call(firm.attorney, 'GET', path(created.id, 'signature-status'));
    expect(status.statusCode).toBe(404);
  });

  it('is copied only by a writer of its own firm', async () => {
    const { id } = await signedDocument({ sealed: true });
    expect((await firm.call(firm.viewer, 'POST', path(id, 'copy'))).statusCode).toBe(403);
    expect((await firm.call(firm.outsider, 'POST', path(id, 'copy'))).statusCode).toBe(404);
  });
});

describe('a request between the last signature and its sealed PDF', () => {
  it('shows sealing, answers 202 for the PDF, and is sealed at start-up when its seal was lost', async () => {
    const { id, requestId, ccEmail } = await signedDocument({ sealed: false });
    const status = await firm.call(firm.viewer, 'GET', path(id, 'signature-status'));
    expect(status.json()).toMatchObject({ status: 'sealing', signed_pdf_available: false });
    const early = await firm.call(firm.viewer, 'GET', path(id, 'signed-pdf'));
    expect([early.statusCode, early.headers['retry-after'], early.json().detail]).toEqual([
      202,
      '5',
      'The signed PDF is being sealed; try again in a few seconds.',
    ]);

    // No seal job is queued (its instance died with it): start-up queues it again, once per request.
    const resumed = await resumeSigningJobs(firm.database.db, firm.app.jobs);
    expect(resumed.sealing).toContain(requestId);
    expect(await firm.app.jobs.runQueued('signature.seal')).toBe(resumed.sealing.length);
    const [sealed] = await firm.database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId));
    expect(sealed!.signedPdfKey).not.toBeNull();
    const done = await firm.call(firm.viewer, 'GET', path(id, 'signature-status'));
    expect(done.json()).toMatchObject({ status: 'completed', signed_pdf_available: true });
    expect((await firm.call(firm.viewer, 'GET', path(id, 'signed-pdf'))).statusCode).toBe(200);

    // Its delivery, queued by the seal, is taken up at start-up too until every party has it.
    const after = await resumeSigningJobs(firm.database.db, firm.app.jobs);
    expect(after.sealing).not.toContain(requestId);
    expect(after.delivering).toContain(requestId);
    expect(await firm.app.jobs.runQueued('signature.deliver')).toBeGreaterThan(0);
    expect(mailsTo(firm, ccEmail).map((mail) => mail.subject)).toEqual(['Completed: "Lease" is signed']);
    const delivered = await resumeSigningJobs(firm.database.db, firm.app.jobs);
    expect([...delivered.sealing, ...delivered.delivering]).not.toContain(requestId);
  });

  it('gives the seal and the deliver jobs a short expiry, so a dead instance is not waited on for long', async () => {
    await runJobs(firm, 'signature.expire');
    const queues = await firm.database.db.execute<{ name: string; expire_seconds: number | null }>(
      sql`select name, expire_seconds from ${sql.identifier(JOBS_SCHEMA)}.queue where name in ('signature.seal', 'signature.deliver') order by name`,
    );
    expect(queues.rows).toEqual([
      { name: 'signature.deliver', expire_seconds: 180 },
      { name: 'signature.seal', expire_seconds: 60 },
    ]);
  });
});

describe('the signed PDF of a document with sensitive values', () => {
  const WITHHELD = 'The signed PDF holds sensitive values; ask an attorney for a copy.';

  it('is refused (403) to a viewer, who sees them masked everywhere else, until an admin grants docs:sensitive', async () => {
    const { id } = await signedDocument({ sealed: true, values: { 'entity.ein': '12-3456789' } });
    const refused = await firm.call(firm.viewer, 'GET', path(id, 'signed-pdf'));
    expect([refused.statusCode, refused.json().detail]).toEqual([403, WITHHELD]);
    const seen = await firm.call(firm.viewer, 'GET', path(id, 'signature-status'));
    expect(seen.json()).toMatchObject({ signed_pdf_available: true, signed_pdf_withheld: true });
    // The viewer's read of the document masks the EIN, as the PDF could not.
    const read = await firm.call(firm.viewer, 'GET', `/docs/documents/${id}`);
    expect(JSON.stringify(read.json())).not.toContain('12-3456789');

    // Whoever sees the value whole downloads the PDF.
    expect((await firm.call(firm.attorney, 'GET', path(id, 'signed-pdf'))).statusCode).toBe(200);
    const attorneyStatus = await firm.call(firm.attorney, 'GET', path(id, 'signature-status'));
    expect(attorneyStatus.json().signed_pdf_withheld).toBe(false);

    // An admin grants the viewer docs:sensitive: the PDF, and the value, are theirs from then on.
    const admin = await signIn(
      firm.app,
      (await buildUser(firm.database.db, { orgId: firm.orgId, role: 'admin' })).email,
    );
    const viewerId = (await firm.call(firm.viewer, 'GET', '/users/me')).json().id as string;
    const granted = await firm.call(admin, 'PUT', `/users/${viewerId}/permissions`, {
      permissions: ['docs:sensitive'],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().permissions).toContain('docs:sensitive');
    expect((await firm.call(firm.viewer, 'GET', path(id, 'signed-pdf'))).statusCode).toBe(200);
    const unmasked = await firm.call(firm.viewer, 'GET', `/docs/documents/${id}`);
    expect(JSON.stringify(unmasked.json())).toContain('12-3456789');

    // Taken back, and refused again; only an admin may grant, and only the grantable permissions.
    expect(
      (await firm.call(admin, 'PUT', `/users/${viewerId}/permissions`, { permissions: [] })).statusCode,
    ).toBe(200);
    expect((await firm.call(firm.viewer, 'GET', path(id, 'signed-pdf'))).statusCode).toBe(403);
    expect(
      (
        await firm.call(firm.attorney, 'PUT', `/users/${viewerId}/permissions`, {
          permissions: ['docs:sensitive'],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await firm.call(admin, 'PUT', `/users/${viewerId}/permissions`, { permissions: ['users:manage'] }))
        .statusCode,
    ).toBe(422);
    expect(
      (await firm.call(firm.outsider, 'PUT', `/users/${viewerId}/permissions`, { permissions: [] }))
        .statusCode,
    ).toBe(404);
  });

  it('is refused while sealing too, rather than a 202 that would end in 403', async () => {
    const { id } = await signedDocument({ sealed: false, values: { 'client.ssn': '123-45-6789' } });
    const refused = await firm.call(firm.viewer, 'GET', path(id, 'signed-pdf'));
    expect([refused.statusCode, refused.json().detail]).toEqual([403, WITHHELD]);
  });
});
