import { createHash } from 'node:crypto';
import { SIGNATURE_DEFAULT_EXPIRY_DAYS } from '@lexdraft/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, documents, signatureRecipients, signatureRequests } from '../../db/schema.js';
import { JOBS_SCHEMA } from '../../lib/jobs.js';
import { buildDocumentWithContent, pdfReader } from '../../test/export.js';
import { buildDocument } from '../../test/factories.js';
import { codeIn, mailsTo, PUBLIC_URL, tokenIn, useSigningFirm } from '../../test/signing.js';
import { verifyAccessCode } from './access-code.js';

const firm = useSigningFirm();

const signer = (name: string, email: string, order?: number) => ({
  name,
  email,
  role: 'signer' as const,
  ...(order ? { order } : {}),
});
const cc = (name: string, email: string) => ({ name, email, role: 'cc' as const });
const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

const newDocument = (html = '<p>The parties agree as follows.</p>') =>
  buildDocument(firm.database.db, { orgId: firm.orgId, name: 'Engagement letter', html });

const requestRows = (documentId: string) =>
  firm.database.db.select().from(signatureRequests).where(eq(signatureRequests.documentId, documentId));

/** Every row of these tables, as JSON text: where a secret must never be found. */
async function everythingStored(): Promise<string> {
  const tables = [
    'signature_requests',
    'signature_recipients',
    'signature_events',
    'audit_log',
    'mail_outbox',
  ];
  const texts = await Promise.all(
    [...tables, `${JOBS_SCHEMA}.job`].map(async (table) => {
      const { rows } = await firm.database.pool.query(`select row_to_json(t)::text as row from ${table} t`);
      return rows.map((row: { row: string }) => row.row).join('\n');
    }),
  );
  return texts.join('\n');
}

describe('POST /docs/documents/{id}/send', () => {
  it('freezes the PDF of the current version, emails each signer a link of their own, and marks the document Sent', async () => {
    const document = await newDocument();
    const before = Date.now();
    const response = await firm.send(document.id, {
      provider: 'lexdraft',
      message: 'Please sign by Friday.',
      recipients: [
        signer('Ann Client', 'ann@client.test'),
        signer('Bob Partner', 'bob@client.test'),
        cc('Cora Copy', 'cora@client.test'),
      ],
    });
    expect(response.statusCode).toBe(201);
    const status = response.json();
    expect(status).toMatchObject({
      document_id: document.id,
      status: 'sent',
      provider: 'lexdraft',
      version: 1,
      sequential: false,
      access_code: false,
      message: 'Please sign by Friday.',
      completed_at: null,
      signed_pdf_available: false,
    });
    expect(
      status.recipients.map((r: { email: string; status: string; order: number; role: string }) => [
        r.email,
        r.role,
        r.order,
        r.status,
      ]),
    ).toEqual([
      ['ann@client.test', 'signer', 1, 'sent'],
      ['bob@client.test', 'signer', 2, 'sent'],
      ['cora@client.test', 'cc', 3, 'pending'],
    ]);
    expect(
      status.events.map((e: { type: string; recipient_email: string | null }) => [e.type, e.recipient_email]),
    ).toEqual([
      ['sent', null],
      ['emailed', 'ann@client.test'],
      ['emailed', 'bob@client.test'],
    ]);
    expect(status.events[0]).toMatchObject({ detail: '3 recipients', ip: '127.0.0.1' });
    const days = (Date.parse(status.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(SIGNATURE_DEFAULT_EXPIRY_DAYS - 0.01);
    expect(days).toBeLessThan(SIGNATURE_DEFAULT_EXPIRY_DAYS + 0.01);

    // The document shows Sent.
    const read = await firm.call(firm.attorney, 'GET', `/docs/documents/${document.id}`);
    expect(read.json().doc_status).toBe('Sent');

    // The frozen PDF is stored, and its SHA-256 and page count are the ones recorded.
    const [row] = await requestRows(document.id);
    const stored = await firm.storage.get(row!.frozenPdfKey);
    expect(stored).not.toBeNull();
    const sha256 = createHash('sha256').update(stored!.bytes).digest('hex');
    expect([row!.documentSha256, status.document_sha256]).toEqual([sha256, sha256]);
    expect(row!.pageCount).toBe(await pdfReader(stored!.bytes).pages());
    expect((await pdfReader(stored!.bytes).pageTexts()).join(' ')).toContain('The parties agree as follows.');
    expect(row!.signatureFields).toEqual([]);

    // Each signer got one mail with a link of their own; the copy gets nothing until completion.
    const [ann] = mailsTo(firm, 'ann@client.test');
    const [bob] = mailsTo(firm, 'bob@client.test');
    expect(mailsTo(firm, 'cora@client.test')).toEqual([]);
    expect(ann!.subject).toBe('Please sign "Engagement letter"');
    expect(ann!.text).toContain('Please sign by Friday.');
    expect(ann!.text).toMatch(new RegExp(`${PUBLIC_URL}/sign/[A-Za-z0-9_-]{43}\\b`));
    expect(tokenIn(ann!)).not.toBe(tokenIn(bob!));

    // The expiry job was enqueued with the request, for its expiry.
    const { rows: expiryJobs } = await firm.database.pool.query(
      `select data, start_after from ${JOBS_SCHEMA}.job where name = 'signature.expire' and data->>'requestId' = $1`,
      [row!.id],
    );
    expect(expiryJobs).toHaveLength(1);
    expect(expiryJobs[0].start_after.getTime()).toBe(row!.expiresAt.getTime());

    const [audit] = await firm.database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'document.sent_for_signature' and ${auditLog.targetId} = ${document.id}`,
      );
    expect(audit!.details).toEqual({ request_id: row!.id, version: 1, recipients: 3 });
  });

  it('keeps a link token only as its SHA-256: no row anywhere holds the token itself', async () => {
    const document = await newDocument();
    expect(
      (
        await firm.send(document.id, {
          provider: 'lexdraft',
          recipients: [signer('Dan Hash', 'dan@client.test')],
        })
      ).statusCode,
    ).toBe(201);
    const token = tokenIn(mailsTo(firm, 'dan@client.test').at(-1)!);
    const [recipient] = await firm.database.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.email, 'dan@client.test'));
    expect(recipient!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(await everythingStored()).not.toContain(token);
    const byToken = await firm.database.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.tokenHash, token));
    expect(byToken).toEqual([]);
  });

  it('emails only the first signer of a sequential request, with an access code in a mail of its own, stored hashed', async () => {
    const document = await newDocument();
    const response = await firm.send(document.id, {
      provider: 'lexdraft',
      sequential: true,
      access_code: true,
      expires_in_days: 3,
      recipients: [
        signer('Second Signer', 'second@client.test', 2),
        signer('First Signer', 'first@client.test', 1),
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(
      response.json().recipients.map((r: { email: string; status: string }) => [r.email, r.status]),
    ).toEqual([
      ['first@client.test', 'sent'],
      ['second@client.test', 'pending'],
    ]);
    expect(mailsTo(firm, 'second@client.test')).toEqual([]);
    const [link, code] = mailsTo(firm, 'first@client.test');
    expect(link!.text).toContain('You will be asked for an access code, which is in a separate email.');
    expect(code!.subject).toBe('Your access code for "Engagement letter"');
    expect(code!.text).not.toMatch(/https?:\/\//);
    const accessCode = codeIn(code!);
    expect(link!.text).not.toContain(accessCode);
    const [first] = await firm.database.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.email, 'first@client.test'));
    expect(first!.accessCodeHash).toMatch(/^\$argon2id\$/);
    expect(await verifyAccessCode(first!.accessCodeHash!, accessCode)).toBe(true);
    // (Not after a '.': a timestamp's microseconds may happen to be these six digits.)
    expect(await everythingStored()).not.toMatch(new RegExp(`(?<![\\d.])${accessCode}(?!\\d)`));
    expect(response.json().events.at(-1)).toMatchObject({
      type: 'emailed',
      detail: 'signing link and access code',
    });
  });

  it('answers 409 while a request is open, and 422 for a provider it does not support or a template', async () => {
    const document = await newDocument();
    const body = { provider: 'lexdraft', recipients: [signer('Eve Open', 'eve@client.test')] };
    expect((await firm.send(document.id, body)).statusCode).toBe(201);
    const again = await firm.send(document.id, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'This document is already out for signature. Void that request before sending it again.',
    );

    const other = await newDocument();
    const provider = await firm.send(other.id, { ...body, provider: 'docusign' });
    expect(provider.statusCode).toBe(422);
    expect(provider.json().detail).toBe(
      '"docusign" is not a signature provider this app supports. Supported: lexdraft.',
    );

    const template = await buildDocument(firm.database.db, { orgId: firm.orgId, isTemplate: true });
    const refused = await firm.send(template.id, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(
      'A template cannot be sent for signature. Create a document from it and send that.',
    );
    expect(await requestRows(other.id)).toEqual([]);
    expect(await requestRows(template.id)).toEqual([]);
  });

  it('refuses unfilled merge fields as the export does, naming them in unresolved_fields', async () => {
    const document = await buildDocumentWithContent(firm.database.db, {
      orgId: firm.orgId,
      html: `<p>${field('client.name')} owes ${field('fee.amount')} ${field('filled')}</p>`,
      parts: { merge_field_values: { filled: 'yes' } },
    });
    const exported = await firm.call(
      firm.attorney,
      'GET',
      `/docs/documents/${document.id}/export?format=pdf`,
    );
    const response = await firm.send(document.id, {
      provider: 'lexdraft',
      recipients: [signer('Fay', 'fay@client.test')],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail:
        'This document has merge fields without values: client.name, fee.amount. Fill in their values before sending it for signature.',
      unresolved_fields: ['client.name', 'fee.amount'],
    });
    expect(response.json().unresolved_fields).toEqual(exported.json().unresolved_fields);
    expect(mailsTo(firm, 'fay@client.test')).toEqual([]);
    expect(await requestRows(document.id)).toEqual([]);
  });

  it.each([
    ['no signer', [cc('Only Copy', 'copy@client.test')], 'recipients: add at least one signer'],
    [
      'a bad email',
      [signer('Bad Mail', 'not-an-email')],
      'recipients.0.email: must be a valid email address',
    ],
    [
      'a duplicate',
      [signer('Gil', 'gil@client.test'), cc('Gil Again', 'GIL@client.test')],
      'recipients.1.email: GIL@client.test is listed more than once',
    ],
    [
      '21 recipients',
      Array.from({ length: 21 }, (_, index) => signer(`Signer ${index}`, `s${index}@client.test`)),
      'recipients: at most 20 recipients',
    ],
  ])('refuses a recipient list with %s, naming the problem', async (_, recipients, problem) => {
    const document = await newDocument();
    const response = await firm.send(document.id, { provider: 'lexdraft', recipients });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(problem);
    expect(await requestRows(document.id)).toEqual([]);
  });

  it('leaves nothing behind when the mail server refuses an address, and names it', async () => {
    const document = await newDocument();
    const response = await firm.send(document.id, {
      provider: 'lexdraft',
      recipients: [signer('Hal', 'hal@client.test'), signer('Refused', 'refused@client.test')],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(
      'The mail server refused refused@client.test. Check the address and try again.',
    );
    expect(await requestRows(document.id)).toEqual([]);
    const [row] = await firm.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row!.docStatus).not.toBe('Sent');
    const frozen: string[] = [];
    for await (const object of firm.storage.list(`signatures/${firm.orgId}/`)) frozen.push(object.key);
    const keys = (await firm.database.db.select().from(signatureRequests)).map(
      (request) => request.frozenPdfKey,
    );
    expect(frozen.sort()).toEqual(keys.sort());
  });

  it("is for writers of the document's own firm: a viewer gets 403, another firm 404", async () => {
    const document = await newDocument();
    const body = { provider: 'lexdraft', recipients: [signer('Ida', 'ida@client.test')] };
    expect((await firm.send(document.id, body, firm.viewer)).statusCode).toBe(403);
    const outsider = await firm.send(document.id, body, firm.outsider);
    expect([outsider.statusCode, outsider.json().detail]).toEqual([404, 'Document not found']);
    expect(await requestRows(document.id)).toEqual([]);
  });
  it('records where the Signature fields are, and refuses a field that no listed signer would sign', async () => {
    const box = (signer: number) => `<div data-signature-field="${signer}">Signature: signer ${signer}</div>`;
    const document = await newDocument(`<p>Agreed:</p>${box(1)}${box(2)}`);
    const one = await firm.send(document.id, {
      provider: 'lexdraft',
      recipients: [signer('Kim', 'kim@client.test')],
    });
    expect(one.statusCode).toBe(422);
    expect(one.json().detail).toBe(
      'This document has a Signature field for signer 2, but only 1 signer is listed. Add signers, or remove the field.',
    );
    const two = await firm.send(document.id, {
      provider: 'lexdraft',
      recipients: [signer('Kim', 'kim@client.test'), signer('Lee', 'lee@client.test')],
    });
    expect(two.statusCode).toBe(201);
    const [row] = await requestRows(document.id);
    expect(row!.signatureFields.map((field) => [field.signer, field.page])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    // Boxes in PDF points, the second below the first.
    const [first, second] = row!.signatureFields;
    expect(first!.width).toBeGreaterThan(100);
    expect(second!.y).toBeLessThan(first!.y);
  });
});

describe('GET /docs/documents/{id}/signature-status', () => {
  it('answers the latest request to readers, 404 when never sent or another firm asks', async () => {
    const document = await newDocument();
    const never = await firm.call(firm.viewer, 'GET', `/docs/documents/${document.id}/signature-status`);
    expect([never.statusCode, never.json().detail]).toEqual([
      404,
      'This document has not been sent for signature.',
    ]);
    await firm.send(document.id, { provider: 'lexdraft', recipients: [signer('Jo', 'jo@client.test')] });
    const status = await firm.call(firm.viewer, 'GET', `/docs/documents/${document.id}/signature-status`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'sent', sent_by: { name: 'Test Person' } });
    expect(JSON.stringify(status.json())).not.toMatch(/token|hash|argon/i);
    const outsider = await firm.call(firm.outsider, 'GET', `/docs/documents/${document.id}/signature-status`);
    expect(outsider.statusCode).toBe(404);
  });
});
