import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, signatureRecipients, signatureRequests } from '../../db/schema.js';
import { buildDocument } from '../../test/factories.js';
import { mailsTo, runJobs, tokenIn, useSigningFirm } from '../../test/signing.js';
import { recordEvents } from './events.js';

// After sending: void, remind, the sealed PDF's download, the lock on the document's content while a
// request is open, and expiry.

const firm = useSigningFirm();

const signer = (name: string, email: string) => ({ name, email, role: 'signer' as const });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A document sent to the given signers (and a copy to cc@client.test); answers its id. */
async function sentDocument(emails: string[], options: { name?: string } = {}) {
  const document = await buildDocument(firm.database.db, {
    orgId: firm.orgId,
    name: options.name ?? 'Lease',
    html: '<p>The tenant shall pay rent.</p>',
  });
  const response = await firm.send(document.id, {
    provider: 'lexdraft',
    recipients: [
      ...emails.map((email) => signer(email.split('@')[0]!, email)),
      { name: 'Copy', email: `cc.${emails[0]}`, role: 'cc' },
    ],
  });
  expect(response.statusCode).toBe(201);
  return document.id;
}

const path = (documentId: string, rest: string) => `/docs/documents/${documentId}/${rest}`;
const requestOf = async (documentId: string) =>
  (
    await firm.database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.documentId, documentId))
  )[0]!;
const docStatus = async (documentId: string) =>
  (await firm.database.db.select().from(documents).where(eq(documents.id, documentId)))[0]!.docStatus;
const saveContent = (documentId: string, body: object = {}) =>
  firm.call(firm.attorney, 'PUT', `/docs/documents/${documentId}`, {
    content: { ckeditor_html: '<p>The tenant shall pay more rent.</p>' },
    ...body,
  });

describe('POST /docs/documents/{id}/signature/void', () => {
  it('voids the open request, marks the document Voided, and tells everyone who was emailed', async () => {
    const id = await sentDocument(['mia@client.test', 'ned@client.test']);
    const response = await firm.call(firm.attorney, 'POST', path(id, 'signature/void'), {
      reason: 'Wrong rent amount',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'voided', void_reason: 'Wrong rent amount' });
    expect(response.json().voided_at).toEqual(expect.any(String));
    expect(response.json().events.at(-1)).toMatchObject({ type: 'voided', detail: 'Wrong rent amount' });
    expect(await docStatus(id)).toBe('Voided');

    // The notices go out as a job, so that a void never waits on the mail server.
    expect(mailsTo(firm, 'mia@client.test').map((mail) => mail.subject)).toEqual(['Please sign "Lease"']);
    expect(await runJobs(firm, 'signature.notify-voided')).toBeGreaterThan(0);
    for (const email of ['mia@client.test', 'ned@client.test']) {
      const notice = mailsTo(firm, email).at(-1)!;
      expect(notice.subject).toBe('Signature request voided: "Lease"');
      expect(notice.text).toContain('Reason given: Wrong rent amount');
    }
    expect(mailsTo(firm, 'cc.mia@client.test')).toEqual([]);

    const again = await firm.call(firm.attorney, 'POST', path(id, 'signature/void'), { reason: 'Twice' });
    expect([again.statusCode, again.json().detail]).toEqual([
      409,
      'This document has no open signature request.',
    ]);
  });

  it('tells a copy (cc) recipient who got the request, and no copy who got nothing', async () => {
    const id = await sentDocument(['uma@client.test']);
    const request = await requestOf(id);
    const [copy] = await firm.database.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.requestId, request.id))
      .then((rows) => rows.filter((row) => row.role === 'cc'));
    // A copy's mail is recorded by an `emailed` event (copies get no link, so no emailed_at).
    await recordEvents(firm.database.db, [
      {
        orgId: firm.orgId,
        requestId: request.id,
        recipientId: copy!.id,
        type: 'emailed',
        meta: null,
        detail: 'copy of the request',
      },
    ]);
    await firm.database.db.insert(signatureRecipients).values({
      orgId: firm.orgId,
      requestId: request.id,
      name: 'Silent Copy',
      email: 'silent.uma@client.test',
      role: 'cc',
      sortOrder: 9,
    });
    const voided = await firm.call(firm.attorney, 'POST', path(id, 'signature/void'), {
      reason: 'Wrong party',
    });
    expect(voided.statusCode).toBe(200);
    expect(await runJobs(firm, 'signature.notify-voided')).toBeGreaterThan(0);
    expect(mailsTo(firm, 'cc.uma@client.test').map((mail) => mail.subject)).toEqual([
      'Signature request voided: "Lease"',
    ]);
    expect(mailsTo(firm, 'silent.uma@client.test')).toEqual([]);
    expect(mailsTo(firm, 'uma@client.test').at(-1)!.subject).toBe('Signature request voided: "Lease"');
  });

  it("needs a reason, the write permission and the document's own firm", async () => {
    const id = await sentDocument(['oli@client.test']);
    const empty = await firm.call(firm.attorney, 'POST', path(id, 'signature/void'), { reason: '  ' });
    expect([empty.statusCode, empty.json().detail]).toEqual([422, 'Invalid request: reason: give a reason']);
    expect(
      (await firm.call(firm.viewer, 'POST', path(id, 'signature/void'), { reason: 'No' })).statusCode,
    ).toBe(403);
    expect(
      (await firm.call(firm.outsider, 'POST', path(id, 'signature/void'), { reason: 'No' })).statusCode,
    ).toBe(404);
    expect((await requestOf(id)).status).toBe('sent');
  });
});

describe('POST /docs/documents/{id}/signature/remind', () => {
  it('emails each signer who has not signed a new link that replaces the old one, and records it', async () => {
    const id = await sentDocument(['pam@client.test', 'quin@client.test']);
    const firstLink = tokenIn(mailsTo(firm, 'pam@client.test').at(-1)!);
    // Quin has signed (as the signer's API records it): no reminder for them.
    await firm.database.db
      .update(signatureRecipients)
      .set({ status: 'signed', signedAt: new Date() })
      .where(eq(signatureRecipients.email, 'quin@client.test'));

    const response = await firm.call(firm.attorney, 'POST', path(id, 'signature/remind'));
    expect(response.statusCode).toBe(200);
    expect(mailsTo(firm, 'quin@client.test')).toHaveLength(1);
    const reminder = mailsTo(firm, 'pam@client.test').at(-1)!;
    expect(reminder.subject).toBe('Reminder: please sign "Lease"');
    expect(reminder.text).toContain('This link replaces the one in earlier emails');
    const newLink = tokenIn(reminder);
    expect(newLink).not.toBe(firstLink);
    const [pam] = await firm.database.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.email, 'pam@client.test'));
    expect(pam).toMatchObject({ tokenHash: sha256(newLink), reminderCount: 1 });
    expect(pam!.lastRemindedAt).toBeInstanceOf(Date);
    expect(response.json().events.at(-1)).toMatchObject({
      type: 'reminded',
      recipient_email: 'pam@client.test',
      detail: 'reminder 1',
    });
  });

  it('answers 409 when no request is open, and keeps viewers and other firms out', async () => {
    const id = await sentDocument(['rae@client.test']);
    expect((await firm.call(firm.viewer, 'POST', path(id, 'signature/remind'))).statusCode).toBe(403);
    expect((await firm.call(firm.outsider, 'POST', path(id, 'signature/remind'))).statusCode).toBe(404);
    await firm.call(firm.attorney, 'POST', path(id, 'signature/void'), { reason: 'Not needed' });
    const closed = await firm.call(firm.attorney, 'POST', path(id, 'signature/remind'));
    expect([closed.statusCode, closed.json().detail]).toEqual([
      409,
      'This document has no open signature request.',
    ]);
    expect(mailsTo(firm, 'rae@client.test')).toHaveLength(1);
  });
});

describe('GET /docs/documents/{id}/signed-pdf', () => {
  it('answers 404 when never sent, 409 until completed, then the sealed file named after the document', async () => {
    const never = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const unsent = await firm.call(firm.viewer, 'GET', path(never.id, 'signed-pdf'));
    expect([unsent.statusCode, unsent.json().detail]).toEqual([
      404,
      'This document has not been sent for signature.',
    ]);

    const id = await sentDocument(['sam@client.test'], { name: 'Lease – Unit 4' });
    const open = await firm.call(firm.viewer, 'GET', path(id, 'signed-pdf'));
    expect([open.statusCode, open.json().detail]).toEqual([
      409,
      'The signed PDF is available once every signer has signed.',
    ]);

    // Sealing (another part) stores the file and completes the request.
    const request = await requestOf(id);
    const sealed = Buffer.from('%PDF-1.7 sealed\n%%EOF\n');
    const key = `signatures/${firm.orgId}/${request.id}/signed.pdf`;
    await firm.storage.put(key, sealed, 'application/pdf');
    await firm.database.db
      .update(signatureRequests)
      .set({ status: 'completed', completedAt: new Date(), signedPdfKey: key, signedPdfSha256: sha256('x') })
      .where(eq(signatureRequests.id, request.id));

    const response = await firm.call(firm.viewer, 'GET', path(id, 'signed-pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Lease _ Unit 4 (signed).pdf"; filename*=UTF-8''Lease%20%E2%80%93%20Unit%204%20%28signed%29.pdf`,
    );
    expect(response.rawPayload.equals(sealed)).toBe(true);
    const status = await firm.call(firm.viewer, 'GET', path(id, 'signature-status'));
    expect(status.json()).toMatchObject({ status: 'completed', signed_pdf_available: true });

    // A completed document is not sent again (it stays the text that was signed), and keeps its PDF.
    expect(
      (await firm.send(id, { provider: 'lexdraft', recipients: [signer('Sam', 'sam@client.test')] }))
        .statusCode,
    ).toBe(409);
    expect((await firm.call(firm.viewer, 'GET', path(id, 'signed-pdf'))).rawPayload.equals(sealed)).toBe(
      true,
    );
    expect((await firm.call(firm.outsider, 'GET', path(id, 'signed-pdf'))).statusCode).toBe(404);
  });
});

describe('the lock on a document out for signature', () => {
  it('refuses a content save with 409, until the save says to void the request, which it then does in the same transaction', async () => {
    const id = await sentDocument(['tia@client.test']);
    const refused = await saveContent(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This document is out for signature. Void the request to edit it.');
    const restore = await firm.call(firm.attorney, 'POST', path(id, 'versions/1/restore'));
    expect([restore.statusCode, restore.json().detail]).toEqual([
      409,
      'This document is out for signature. Void the request to edit it.',
    ]);
    // A rename leaves what was signed as it was.
    expect(
      (await firm.call(firm.attorney, 'PUT', `/docs/documents/${id}`, { name: 'Lease (sent)' })).statusCode,
    ).toBe(200);
    expect((await requestOf(id)).status).toBe('sent');

    const saved = await saveContent(id, { void_signature_request: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ current_version: 2, doc_status: 'Voided' });
    const request = await requestOf(id);
    expect(request).toMatchObject({ status: 'voided', voidReason: 'Edited by the sender' });
    expect(await runJobs(firm, 'signature.notify-voided')).toBeGreaterThan(0);
    expect(mailsTo(firm, 'tia@client.test').at(-1)!.text).toContain('Reason given: Edited by the sender');

    // Nothing is open any more: plain saves go through.
    expect((await saveContent(id)).statusCode).toBe(200);
  });

  it('refuses deleting the document or making it a template while it is out, and allows both once voided', async () => {
    const id = await sentDocument(['vic@client.test']);
    const deleted = await firm.call(firm.attorney, 'DELETE', `/docs/documents/${id}`);
    expect([deleted.statusCode, deleted.json().detail]).toEqual([
      409,
      'This document is out for signature. Void the request before deleting it.',
    ]);
    const converted = await firm.call(firm.attorney, 'POST', path(id, 'convert-to-template'));
    expect([converted.statusCode, converted.json().detail]).toEqual([
      409,
      'This document is out for signature. Void the request before making it a template.',
    ]);
    expect((await requestOf(id)).status).toBe('sent');

    const voided = await firm.call(firm.attorney, 'POST', path(id, 'signature/void'), {
      reason: 'Wrong draft',
    });
    expect(voided.statusCode).toBe(200);
    expect((await firm.call(firm.attorney, 'DELETE', `/docs/documents/${id}`)).statusCode).toBe(204);
  });

  it('voids nothing when the save fails', async () => {
    const id = await sentDocument(['uma@client.test']);
    const stale = await saveContent(id, { void_signature_request: true, base_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await requestOf(id)).status).toBe('sent');
    expect(await docStatus(id)).toBe('Sent');
  });
});

describe('expiry', () => {
  it('answers a request past its time as expired on the next read, and lifts the lock', async () => {
    const id = await sentDocument(['vic@client.test']);
    await firm.database.db
      .update(signatureRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(signatureRequests.documentId, id));
    const status = await firm.call(firm.viewer, 'GET', path(id, 'signature-status'));
    expect(status.json().status).toBe('expired');
    expect(await docStatus(id)).toBe('Expired');
    expect((await saveContent(id)).statusCode).toBe(200);
    const remind = await firm.call(firm.attorney, 'POST', path(id, 'signature/remind'));
    expect(remind.statusCode).toBe(409);
  });

  it('is also settled by the job enqueued at sending, without any read', async () => {
    const id = await sentDocument(['wes@client.test']);
    await firm.database.db
      .update(signatureRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(signatureRequests.documentId, id));
    // The job waits for the request's original expiry; the test runs it now.
    expect(await runJobs(firm, 'signature.expire', { includeDeferred: true })).toBeGreaterThan(0);
    expect((await requestOf(id)).status).toBe('expired');
    expect(await docStatus(id)).toBe('Expired');
  });
});
