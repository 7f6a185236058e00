import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SendForSignatureBody } from '@lexdraft/contract';
import { SIGNATURE_REMINDER_INTERVAL_MS, SIGNING_CONSENT_VERSION } from '@lexdraft/core';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documents, signatureEvents, signatureRecipients, signatureRequests } from '../../db/schema.js';
import { JOBS_SCHEMA, type JobName } from '../../lib/jobs.js';
import { buildTestApp } from '../../test/app.js';
import { solidPng } from '../../test/export.js';
import { buildDocument } from '../../test/factories.js';
import { drawnSignaturePng, pdfPageTexts, pdfsig } from '../../test/seal.js';
import { codeIn, mailsTo, tokenIn, useSigningFirm } from '../../test/signing.js';
import { SIGNED_COPY } from './jobs/mails.js';
import { checkDrawnSignature } from './signer/drawn-signature.js';
import {
  CC_CANNOT_SIGN,
  CODE_FIRST,
  CODE_LOCKED_NOW,
  CONSENT_FIRST,
  DRAWING_BLANK,
  LINK_COMPLETED,
  LINK_DECLINED,
  LINK_LOCKED,
  LINK_REPLACED,
  LINK_SIGNED,
  LINK_VOIDED,
  LINK_YOU_DECLINED,
  UNKNOWN_LINK,
  wrongCode,
} from './signer/messages.js';
import { SIGNING_REQUESTS_PER_MINUTE } from './signing-routes.js';

const firm = useSigningFirm();
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) SignerTest/1.0';

const signer = (name: string, email: string) => ({ name, email, role: 'signer' as const });
const cc = (name: string, email: string) => ({ name, email, role: 'cc' as const });

/** A signer's browser calling the signing API. */
function signing(token: string, method: 'GET' | 'POST', suffix = '', payload?: object, ip = '198.51.100.7') {
  return firm.app.inject({
    method,
    url: `/api/signing/${encodeURIComponent(token)}${suffix}`,
    headers: { 'user-agent': BROWSER },
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });
}

const runJobs = (name: JobName, includeDeferred = false) =>
  firm.app.jobs.runQueued(name, { includeDeferred });

async function drawnDataUrl(): Promise<string> {
  return `data:image/png;base64,${(await drawnSignaturePng()).toString('base64')}`;
}

/** Sends a new document with a Signature field per signer; answers the document and the request's row. */
async function sendDocument(body: Omit<SendForSignatureBody, 'provider'>, name = 'Engagement letter') {
  const signers = body.recipients.filter((recipient) => recipient.role === 'signer').length;
  const fields = Array.from(
    { length: signers },
    (_, index) => `<div data-signature-field="${index + 1}">Signature: signer ${index + 1}</div>`,
  );
  const document = await buildDocument(firm.database.db, {
    orgId: firm.orgId,
    name,
    html: ['<p>The parties agree as follows.</p>', ...fields].join(''),
  });
  const response = await firm.send(document.id, { provider: 'lexdraft', ...body });
  expect(response.statusCode, response.body).toBe(201);
  const [request] = await firm.database.db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.documentId, document.id));
  return { document, request: request! };
}

/** The link token in the latest signing mail to the address. */
function latestToken(address: string): string {
  const mail = mailsTo(firm, address)
    .filter((received) => /sign/i.test(received.subject) && received.text.includes('/sign/'))
    .at(-1);
  if (!mail) throw new Error(`No signing mail to ${address}`);
  return tokenIn(mail);
}

function latestCode(address: string): string {
  const mail = mailsTo(firm, address)
    .filter((received) => received.subject.startsWith('Your access code'))
    .at(-1);
  if (!mail) throw new Error(`No access code mail to ${address}`);
  return codeIn(mail);
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function eventsOf(requestId: string) {
  return firm.database.db
    .select({
      type: signatureEvents.type,
      email: signatureRecipients.email,
      ip: signatureEvents.ip,
      userAgent: signatureEvents.userAgent,
      detail: signatureEvents.detail,
    })
    .from(signatureEvents)
    .leftJoin(signatureRecipients, eq(signatureRecipients.id, signatureEvents.recipientId))
    .where(eq(signatureEvents.requestId, requestId))
    .orderBy(signatureEvents.at);
}

async function docStatus(documentId: string) {
  const [row] = await firm.database.db
    .select({ status: documents.docStatus })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row?.status;
}

/** Opens the link, agrees and signs as a signer whose request asks no access code. */
async function consentAndSign(token: string, signature: object = { kind: 'typed', text: 'Signer' }) {
  expect((await signing(token, 'POST', '/consent', { agree: true })).statusCode).toBe(200);
  return signing(token, 'POST', '/sign', { signature });
}

describe('the signer API: the whole flow, sequential with access codes', () => {
  it('takes two signers in turn to a sealed PDF mailed to every party', async () => {
    const ann = 'ann@client.test';
    const bob = 'bob@client.test';
    const cora = 'cora@client.test';
    const { document, request } = await sendDocument({
      recipients: [signer('Ann Client', ann), signer('Bob Partner', bob), cc('Cora Copy', cora)],
      sequential: true,
      access_code: true,
      message: 'Please sign this week.',
    });
    // Only the first signer is emailed: a link and, apart, a code.
    expect(mailsTo(firm, bob)).toEqual([]);
    const annToken = latestToken(ann);
    const annCode = latestCode(ann);

    // The session answers this recipient alone; the first read records `opened` once.
    const session = await signing(annToken, 'GET');
    expect(session.statusCode).toBe(200);
    expect(session.headers['referrer-policy']).toBe('no-referrer');
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.json()).toMatchObject({
      document_name: 'Engagement letter',
      firm_name: 'Signing Firm LLP',
      sender_name: 'Test Person',
      message: 'Please sign this week.',
      recipient: { name: 'Ann Client', email: ann, role: 'signer', status: 'sent' },
      access_code_required: true,
      access_code_verified: false,
      consent: { version: SIGNING_CONSENT_VERSION, given_at: null },
      document_sha256: request.documentSha256,
      page_count: request.pageCount,
    });
    expect(session.body).not.toContain(bob);
    expect(session.body).not.toContain(cora);
    expect((await signing(annToken, 'GET')).statusCode).toBe(200);

    // Nothing is shown, agreed or signed before the code.
    expect((await signing(annToken, 'GET', '/pdf')).json()).toEqual({ detail: CODE_FIRST });
    expect((await signing(annToken, 'POST', '/consent', { agree: true })).statusCode).toBe(403);
    const early = await signing(annToken, 'POST', '/sign', { signature: { kind: 'typed', text: 'Ann' } });
    expect([early.statusCode, early.json().detail]).toEqual([403, CODE_FIRST]);

    const wrong = await signing(annToken, 'POST', '/access-code', { code: otherCode(annCode) });
    expect([wrong.statusCode, wrong.json().detail]).toEqual([422, wrongCode(4)]);
    const badShape = await signing(annToken, 'POST', '/access-code', { code: '12ab' });
    expect(badShape.statusCode).toBe(422);
    const right = await signing(annToken, 'POST', '/access-code', { code: annCode });
    expect(right.statusCode).toBe(200);
    expect(right.json().access_code_verified).toBe(true);

    // Signing needs consent.
    const unconsented = await signing(annToken, 'POST', '/sign', {
      signature: { kind: 'typed', text: 'Ann' },
    });
    expect([unconsented.statusCode, unconsented.json().detail]).toEqual([403, CONSENT_FIRST]);
    const consent = await signing(annToken, 'POST', '/consent', { agree: true });
    expect(consent.statusCode).toBe(200);
    expect(consent.json().consent.given_at).not.toBeNull();
    expect((await signing(annToken, 'POST', '/consent', { agree: false })).statusCode).toBe(422);

    // The PDF is the one frozen at sending; the first view marks Ann as having viewed it.
    const pdf = await signing(annToken, 'GET', '/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['referrer-policy']).toBe('no-referrer');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(request.documentSha256);
    await signing(annToken, 'GET', '/pdf');

    const signed = await signing(annToken, 'POST', '/sign', {
      signature: { kind: 'drawn', image: await drawnDataUrl() },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ recipient_status: 'signed', request_status: 'partially_signed' });
    // The link is used: a second signature, and anything else, is refused.
    const again = await signing(annToken, 'POST', '/sign', { signature: { kind: 'typed', text: 'Ann' } });
    expect([again.statusCode, again.json().detail]).toEqual([410, LINK_SIGNED]);
    expect((await signing(annToken, 'GET')).statusCode).toBe(410);

    // The sender hears; the next signer is emailed (a link and a code of their own).
    expect(await runJobs('signature.notify-sender')).toBe(1);
    const senderMail = firm.smtp.received.filter(
      (mail) => mail.subject === 'Ann Client signed "Engagement letter"',
    );
    expect(senderMail).toHaveLength(1);
    expect(senderMail[0]!.text).toContain('1 of 2 signers have signed.');
    expect(await runJobs('signature.email-next')).toBe(1);
    const bobToken = latestToken(bob);
    const bobCode = latestCode(bob);
    // A second run of the same job finds Bob emailed already.
    await firm.app.jobs.enqueue('signature.email-next', { requestId: request.id });
    expect(await runJobs('signature.email-next')).toBe(1);
    expect(mailsTo(firm, bob)).toHaveLength(2);

    expect((await signing(bobToken, 'POST', '/access-code', { code: bobCode })).statusCode).toBe(200);
    expect((await signing(bobToken, 'GET', '/pdf')).statusCode).toBe(200);
    const bobSigned = await consentAndSign(bobToken, { kind: 'typed', text: 'Bob Partner' });
    // Every signer signed; until the sealed PDF is stored the request is sealing, and its download
    // is a short wait (202 with Retry-After), not the "once every signer has signed" refusal.
    expect(bobSigned.json()).toEqual({ recipient_status: 'signed', request_status: 'sealing' });
    expect(await docStatus(document.id)).toBe('Completed');
    const sealingStatus = await firm.call(
      firm.attorney,
      'GET',
      `/docs/documents/${document.id}/signature-status`,
    );
    expect(sealingStatus.json()).toMatchObject({ status: 'sealing', signed_pdf_available: false });
    const sealing = await firm.call(firm.attorney, 'GET', `/docs/documents/${document.id}/signed-pdf`);
    expect([sealing.statusCode, sealing.headers['retry-after'], sealing.json().detail]).toEqual([
      202,
      '5',
      'The signed PDF is being sealed; try again in a few seconds.',
    ]);

    // Sealing runs once, however often its job does.
    expect(await runJobs('signature.seal')).toBe(1);
    await firm.app.jobs.enqueue('signature.seal', { requestId: request.id });
    expect(await runJobs('signature.seal')).toBe(1);
    const [sealed] = await firm.database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, request.id));
    expect(sealed!.signedPdfKey).not.toBeNull();
    const completedEvents = (await eventsOf(request.id)).filter((event) => event.type === 'completed');
    expect(completedEvents).toHaveLength(1);

    // The sealed PDF: the sender downloads it; pdfsig finds it valid and covering the whole file.
    const download = await firm.call(firm.attorney, 'GET', `/docs/documents/${document.id}/signed-pdf`);
    expect(download.statusCode).toBe(200);
    const signedPdf = download.rawPayload;
    expect(createHash('sha256').update(signedPdf).digest('hex')).toBe(sealed!.signedPdfSha256);
    const report = await pdfsig(signedPdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const pages = await pdfPageTexts(signedPdf);
    const text = pages.join('\n');
    expect(text).toContain('Bob Partner ·');
    expect(text).toContain('Certificate of completion');
    expect(text).toContain(request.documentSha256);
    expect(text).toContain('198.51.100.7');
    expect(text).toContain('SignerTest/1.0');

    // Every party gets it attached, once, even when the delivery job runs twice.
    expect(await runJobs('signature.deliver')).toBe(1);
    await firm.app.jobs.enqueue('signature.deliver', { requestId: request.id });
    expect(await runJobs('signature.deliver')).toBe(1);
    const senderEmail = (await firm.call(firm.attorney, 'GET', '/users/me')).json().email as string;
    for (const party of [ann, bob, cora, senderEmail]) {
      const copies = mailsTo(firm, party).filter(
        (mail) => mail.subject === 'Completed: "Engagement letter" is signed',
      );
      expect(copies, party).toHaveLength(1);
      expect(copies[0]!.attachments).toHaveLength(1);
      expect(copies[0]!.attachments[0]).toMatchObject({
        filename: 'Engagement letter (signed).pdf',
        contentType: 'application/pdf',
      });
      expect(Buffer.compare(copies[0]!.attachments[0]!.content, signedPdf)).toBe(0);
    }

    // The audit trail: each act once, with where it came from.
    const events = await eventsOf(request.id);
    const of = (email: string) =>
      events.filter((event) => event.email === email && event.type !== 'emailed').map((event) => event.type);
    expect(of(ann)).toEqual(['opened', 'code_verified', 'consented', 'viewed', 'signed']);
    expect(of(bob)).toEqual(['code_verified', 'viewed', 'consented', 'signed']);
    const annSigned = events.find((event) => event.email === ann && event.type === 'signed');
    expect(annSigned).toMatchObject({ ip: '198.51.100.7', userAgent: BROWSER, detail: 'drawn' });
    expect(events.find((event) => event.type === 'consented')?.detail).toContain(SIGNING_CONSENT_VERSION);
    expect(events.filter((event) => event.type === 'emailed' && event.detail === SIGNED_COPY)).toHaveLength(
      3,
    );

    // The sender's status shows it; the used links stay gone.
    const status = (
      await firm.call(firm.attorney, 'GET', `/docs/documents/${document.id}/signature-status`)
    ).json();
    expect(status).toMatchObject({ status: 'completed', signed_pdf_available: true });
    expect((await signing(bobToken, 'GET', '/pdf')).json()).toEqual({ detail: LINK_SIGNED });
  });
});

describe('the access code', () => {
  it('locks a link after five wrong codes, and only that link', async () => {
    const { request } = await sendDocument({
      recipients: [signer('Dan Guess', 'dan@client.test'), signer('Eve Right', 'eve@client.test')],
      access_code: true,
    });
    const dan = latestToken('dan@client.test');
    const wrong = otherCode(latestCode('dan@client.test'));
    for (const left of [4, 3, 2, 1]) {
      const response = await signing(dan, 'POST', '/access-code', { code: wrong });
      expect([response.statusCode, response.json().detail]).toEqual([422, wrongCode(left)]);
    }
    const fifth = await signing(dan, 'POST', '/access-code', { code: wrong });
    expect([fifth.statusCode, fifth.json().detail]).toEqual([423, CODE_LOCKED_NOW]);
    // Locked for good: even the right code, and every other call, answers 410.
    const right = await signing(dan, 'POST', '/access-code', { code: latestCode('dan@client.test') });
    expect([right.statusCode, right.json().detail]).toEqual([410, LINK_LOCKED]);
    expect((await signing(dan, 'GET')).statusCode).toBe(410);
    const [row] = await firm.database.db
      .select()
      .from(signatureRecipients)
      .where(eq(signatureRecipients.email, 'dan@client.test'));
    expect(row).toMatchObject({ codeAttempts: 5 });
    expect(row!.lockedAt).not.toBeNull();

    // The other signer's link is untouched.
    const eve = latestToken('eve@client.test');
    expect(
      (await signing(eve, 'POST', '/access-code', { code: latestCode('eve@client.test') })).statusCode,
    ).toBe(200);
    expect((await consentAndSign(eve)).statusCode).toBe(200);
    expect((await eventsOf(request.id)).filter((event) => event.type === 'code_verified')).toHaveLength(1);
  });

  it('counts guesses sent at once one by one', async () => {
    await sendDocument({ recipients: [signer('Fay Burst', 'fay@client.test')], access_code: true });
    const fay = latestToken('fay@client.test');
    const wrong = otherCode(latestCode('fay@client.test'));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signing(fay, 'POST', '/access-code', { code: wrong })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      410, 410, 410, 422, 422, 422, 422, 423,
    ]);
    const code = await signing(fay, 'POST', '/access-code', { code: latestCode('fay@client.test') });
    expect(code.statusCode).toBe(410);
  });

  it('is refused when the request asks for none', async () => {
    await sendDocument({ recipients: [signer('Gil Plain', 'gil@client.test')] });
    const response = await signing(latestToken('gil@client.test'), 'POST', '/access-code', {
      code: '123456',
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('declining, voiding, expiry and unknown links', () => {
  it('a decline closes the request, marks the document Declined and tells the sender', async () => {
    const { document, request } = await sendDocument({
      recipients: [signer('Hal No', 'hal@client.test'), signer('Ida Yes', 'ida@client.test')],
    });
    const hal = latestToken('hal@client.test');
    const ida = latestToken('ida@client.test');
    expect((await signing(hal, 'POST', '/decline', { reason: '  ' })).statusCode).toBe(422);
    const declined = await signing(hal, 'POST', '/decline', { reason: 'The fee is wrong.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ recipient_status: 'declined', request_status: 'declined' });
    expect(await docStatus(document.id)).toBe('Declined');
    expect((await signing(hal, 'GET')).json()).toEqual({ detail: LINK_YOU_DECLINED });
    const other = await signing(ida, 'POST', '/consent', { agree: true });
    expect([other.statusCode, other.json().detail]).toEqual([410, LINK_DECLINED]);

    expect(await runJobs('signature.notify-sender')).toBeGreaterThanOrEqual(1);
    const notice = firm.smtp.received.find(
      (mail) => mail.subject === 'Hal No declined to sign "Engagement letter"',
    );
    expect(notice?.text).toContain('Reason given: The fee is wrong.');
    const [event] = (await eventsOf(request.id)).filter((row) => row.type === 'declined');
    expect(event).toMatchObject({
      email: 'hal@client.test',
      detail: 'The fee is wrong.',
      userAgent: BROWSER,
    });
  });

  it('a voided request answers 410 on every link', async () => {
    const { document } = await sendDocument({ recipients: [signer('Jon Void', 'jon@client.test')] });
    const jon = latestToken('jon@client.test');
    expect((await signing(jon, 'GET')).statusCode).toBe(200);
    const voided = await firm.call(firm.attorney, 'POST', `/docs/documents/${document.id}/signature/void`, {
      reason: 'Wrong version',
    });
    expect(voided.statusCode).toBe(200);
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['GET', '/pdf', undefined],
      ['POST', '/consent', { agree: true }],
      ['POST', '/sign', { signature: { kind: 'typed', text: 'Jon' } }],
      ['POST', '/decline', { reason: 'no' }],
    ] as const) {
      const response = await signing(jon, method, suffix, payload);
      expect([response.statusCode, response.json().detail], suffix).toEqual([410, LINK_VOIDED]);
    }
  });

  it('an expired request answers 410 with the date it expired', async () => {
    const { request } = await sendDocument({ recipients: [signer('Kim Late', 'kim@client.test')] });
    const kim = latestToken('kim@client.test');
    const past = new Date(Date.now() - 60_000);
    await firm.database.db
      .update(signatureRequests)
      .set({ expiresAt: past })
      .where(eq(signatureRequests.id, request.id));
    const response = await signing(kim, 'GET');
    expect(response.statusCode).toBe(410);
    expect(response.json().detail).toContain(`expired on ${past.toISOString().slice(0, 10)}`);
    const [row] = await firm.database.db
      .select({ status: signatureRequests.status })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, request.id));
    expect(row?.status).toBe('expired');
  });

  it('an unknown or malformed token is 404 and says nothing more', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', '%00']) {
      const response = await signing(token, 'GET');
      expect([response.statusCode, response.json()], token).toEqual([404, { detail: UNKNOWN_LINK }]);
    }
    // Fastify refuses a path parameter over 100 characters before any route runs.
    expect((await signing('x'.repeat(201), 'GET')).statusCode).toBe(414);
    const sign = await signing('B'.repeat(43), 'POST', '/sign', { signature: { kind: 'typed', text: 'X' } });
    expect(sign.statusCode).toBe(404);
  });

  it('a copy (cc) link cannot sign or decline; a completed request answers 410 to the rest', async () => {
    const { request } = await sendDocument({ recipients: [signer('Lea Only', 'lea@client.test')] });
    // Copies get no link today (only the sealed PDF); one that had a token still could not sign.
    await firm.database.db.insert(signatureRecipients).values({
      orgId: firm.orgId,
      requestId: request.id,
      name: 'Max Copy',
      email: 'max@client.test',
      role: 'cc',
      sortOrder: 9,
      tokenHash: createHash('sha256').update('cc-token').digest('hex'),
    });
    const ccSession = await signing('cc-token', 'GET');
    expect(ccSession.json()).toMatchObject({ recipient: { role: 'cc' }, access_code_required: false });
    const ccSign = await signing('cc-token', 'POST', '/sign', { signature: { kind: 'typed', text: 'Max' } });
    expect([ccSign.statusCode, ccSign.json().detail]).toEqual([403, CC_CANNOT_SIGN]);
    expect((await signing('cc-token', 'POST', '/decline', { reason: 'No' })).statusCode).toBe(403);

    expect((await consentAndSign(latestToken('lea@client.test'))).json().request_status).toBe('sealing');
    expect((await signing('cc-token', 'GET')).json()).toEqual({ detail: LINK_COMPLETED });
  });
});

describe('signing', () => {
  it('gives one signature when two signs race on one link', async () => {
    const { request } = await sendDocument({
      recipients: [signer('Ned Race', 'ned@client.test'), signer('Ola Wait', 'ola@client.test')],
    });
    const ned = latestToken('ned@client.test');
    expect((await signing(ned, 'POST', '/consent', { agree: true })).statusCode).toBe(200);
    const image = await drawnDataUrl();
    const answers = await Promise.all([
      signing(ned, 'POST', '/sign', { signature: { kind: 'typed', text: 'Ned Race' } }),
      signing(ned, 'POST', '/sign', { signature: { kind: 'drawn', image } }),
      signing(ned, 'POST', '/sign', { signature: { kind: 'typed', text: 'Ned R.' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410]);
    const signedEvents = (await eventsOf(request.id)).filter((event) => event.type === 'signed');
    expect(signedEvents).toHaveLength(1);
  });

  it('completes once when the last two signers sign at the same moment', async () => {
    const { request } = await sendDocument({
      recipients: [signer('Pam One', 'pam@client.test'), signer('Quin Two', 'quin@client.test')],
    });
    const pam = latestToken('pam@client.test');
    const quin = latestToken('quin@client.test');
    for (const token of [pam, quin])
      expect((await signing(token, 'POST', '/consent', { agree: true })).statusCode).toBe(200);
    const answers = await Promise.all(
      [pam, quin].map((token) =>
        signing(token, 'POST', '/sign', { signature: { kind: 'typed', text: 'Me' } }),
      ),
    );
    expect(answers.map((answer) => answer.json().request_status).sort()).toEqual([
      'partially_signed',
      'sealing',
    ]);
    const [row] = await firm.database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, request.id));
    expect(row?.status).toBe('completed');
  });

  it('refuses a drawing that is not a signature pad PNG', async () => {
    await sendDocument({ recipients: [signer('Ray Draw', 'ray@client.test')] });
    const ray = latestToken('ray@client.test');
    expect((await signing(ray, 'POST', '/consent', { agree: true })).statusCode).toBe(200);
    const png = await drawnSignaturePng();
    const asDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
    const refusals = [
      asDataUrl(Buffer.from('GIF89a not a png at all, just some bytes here')),
      asDataUrl(png.subarray(0, png.length - 40)),
      asDataUrl(solidPng(300, 100, [255, 255, 255])),
      asDataUrl(solidPng(4, 4, [0, 0, 0])),
      'data:image/png;base64,@@@',
    ];
    for (const image of refusals) {
      const response = await signing(ray, 'POST', '/sign', { signature: { kind: 'drawn', image } });
      expect(response.statusCode, response.body).toBe(422);
    }
    // Nothing was stored by the refusals; the link still signs.
    expect(
      (await signing(ray, 'POST', '/sign', { signature: { kind: 'drawn', image: asDataUrl(png) } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('checkDrawnSignature', () => {
  it('takes a drawn PNG and answers it re-encoded', async () => {
    const png = await drawnSignaturePng();
    const checked = await checkDrawnSignature(png);
    expect((await sharp(checked).metadata()).format).toBe('png');
    expect((await sharp(checked).metadata()).width).toBe(300);
  });

  it('refuses what is not one, naming why', async () => {
    const png = await drawnSignaturePng();
    const giant = Buffer.from(png);
    giant.writeUInt32BE(100_000, 16);
    await expect(checkDrawnSignature(giant)).rejects.toMatchObject({
      statusCode: 422,
      detail: expect.stringContaining('100000×100'),
    });
    await expect(checkDrawnSignature(solidPng(300, 100, [0, 0, 0]))).rejects.toMatchObject({
      detail: DRAWING_BLANK,
    });
    const transparent = await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    await expect(checkDrawnSignature(transparent)).rejects.toMatchObject({ detail: DRAWING_BLANK });
    const jpeg = await sharp(png).flatten({ background: '#fff' }).jpeg().toBuffer();
    await expect(checkDrawnSignature(jpeg)).rejects.toMatchObject({ statusCode: 422 });
    const corrupt = Buffer.from(png);
    corrupt[corrupt.length - 20] = corrupt[corrupt.length - 20]! ^ 0xff;
    await expect(checkDrawnSignature(corrupt)).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('reminders and expiry (the database clock: times are moved back rather than waited for)', () => {
  /**
   * Moves every stored time of the request back by `ms`, its queued reminder's start time too, as
   * if that long had passed.
   */
  async function timePasses(requestId: string, ms: number) {
    const seconds = `${Math.round(ms / 1000)} seconds`;
    const back = sql`${seconds}::interval`;
    await firm.database.pool.query(
      `update ${JOBS_SCHEMA}.job set start_after = start_after - $1::interval where name = 'signature.remind' and state in ('created', 'retry') and data->>'requestId' = $2`,
      [seconds, requestId],
    );
    await firm.database.db
      .update(signatureRecipients)
      .set({
        emailedAt: sql`${signatureRecipients.emailedAt} - ${back}`,
        lastRemindedAt: sql`${signatureRecipients.lastRemindedAt} - ${back}`,
      })
      .where(eq(signatureRecipients.requestId, requestId));
    await firm.database.db
      .update(signatureRequests)
      .set({
        sentAt: sql`${signatureRequests.sentAt} - ${back}`,
        expiresAt: sql`${signatureRequests.expiresAt} - ${back}`,
      })
      .where(eq(signatureRequests.id, requestId));
  }

  it('remind the signers whose turn it is every interval, then tell everyone at expiry', async () => {
    const { request } = await sendDocument({
      recipients: [
        signer('Sam Slow', 'sam@client.test'),
        signer('Tia Done', 'tia@client.test'),
        cc('Uma Copy', 'uma@client.test'),
      ],
      expires_in_days: 7,
    });
    const firstSam = latestToken('sam@client.test');
    expect((await consentAndSign(latestToken('tia@client.test'))).statusCode).toBe(200);

    // Too early: nothing is due.
    expect(await runJobs('signature.remind')).toBe(0);
    expect(mailsTo(firm, 'sam@client.test')).toHaveLength(1);

    await timePasses(request.id, SIGNATURE_REMINDER_INTERVAL_MS + 60_000);
    expect(await runJobs('signature.remind')).toBe(1);
    // The next one waits another interval.
    expect(await runJobs('signature.remind')).toBe(0);
    const reminders = mailsTo(firm, 'sam@client.test').filter((mail) => mail.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(mailsTo(firm, 'tia@client.test')).toHaveLength(1);
    // The reminder's link replaces the first one, which then says so.
    const replaced = await signing(firstSam, 'GET');
    expect([replaced.statusCode, replaced.json().detail]).toEqual([410, LINK_REPLACED]);
    expect((await signing(latestToken('sam@client.test'), 'GET')).statusCode).toBe(200);
    const reminded = (await eventsOf(request.id)).filter((event) => event.type === 'reminded');
    expect(reminded.map((event) => [event.email, event.detail])).toEqual([['sam@client.test', 'reminder 1']]);

    // The request runs out: the next link of the chain tells every party who was emailed, once.
    await timePasses(request.id, 7 * 86_400_000);
    expect(await runJobs('signature.remind')).toBe(1);
    await firm.app.jobs.enqueue('signature.remind', { requestId: request.id });
    expect(await runJobs('signature.remind')).toBe(1);
    const expiredTo = firm.smtp.received
      .filter((mail) => mail.subject === 'Signature request expired: "Engagement letter"')
      .map((mail) => mail.to)
      .sort();
    const senderEmail = (await firm.call(firm.attorney, 'GET', '/users/me')).json().email as string;
    expect(expiredTo).toEqual([senderEmail, 'sam@client.test', 'tia@client.test'].sort());
    const [row] = await firm.database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, request.id));
    expect(row?.status).toBe('expired');
    expect((await signing(latestToken('sam@client.test'), 'GET')).statusCode).toBe(410);
    // No further reminders are queued for it once it ended (other tests' requests keep theirs).
    const queued = await firm.database.pool.query(
      `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = 'signature.remind' and state in ('created', 'retry') and data->>'requestId' = $1`,
      [request.id],
    );
    expect(queued.rows[0].n).toBe(0);
  });
});

describe('limits and headers', () => {
  it(`answers 429 after ${SIGNING_REQUESTS_PER_MINUTE} requests a minute to one link from one address`, async () => {
    await sendDocument({ recipients: [signer('Vic Busy', 'vic@client.test')] });
    const vic = latestToken('vic@client.test');
    for (let index = 0; index < SIGNING_REQUESTS_PER_MINUTE; index += 1)
      expect((await signing(vic, 'GET', '', undefined, '203.0.113.9')).statusCode).toBe(200);
    const limited = await signing(vic, 'GET', '', undefined, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many requests/);
    // Another address is counted apart.
    expect((await signing(vic, 'GET', '', undefined, '203.0.113.10')).statusCode).toBe(200);
  });

  it('serves the web app for /sign/{token}, uncached and without a referrer, and never for the API', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-web-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>LexDraft</title><div id="root"></div>',
    );
    const app = await buildTestApp(firm.database, { webDistDir: dist });
    try {
      const page = await app.inject({ method: 'GET', url: `/sign/${'C'.repeat(43)}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['cache-control']).toBe('no-store');
      const api = await app.inject({ method: 'GET', url: `/api/signing/${'C'.repeat(43)}` });
      expect([api.statusCode, api.json()]).toEqual([404, { detail: UNKNOWN_LINK }]);
      const stray = await app.inject({ method: 'GET', url: `/api/signing/${'C'.repeat(43)}/nothing` });
      expect(stray.statusCode).toBe(404);
      expect(stray.headers['content-type']).toMatch(/json/);
    } finally {
      await app.close();
    }
  });

  it('records nothing for a HEAD, which link checkers send', async () => {
    const { request } = await sendDocument({ recipients: [signer('Xia Check', 'xia@client.test')] });
    const xia = latestToken('xia@client.test');
    for (const suffix of ['', '/pdf']) {
      const head = await firm.app.inject({ method: 'HEAD', url: `/api/signing/${xia}${suffix}` });
      expect(head.statusCode).toBe(404);
    }
    expect((await eventsOf(request.id)).map((event) => event.type)).toEqual(['sent', 'emailed']);
  });

  it('keeps the signature out of every answer but its own', async () => {
    const { request } = await sendDocument({ recipients: [signer('Wes Private', 'wes@client.test')] });
    expect((await consentAndSign(latestToken('wes@client.test'))).statusCode).toBe(200);
    const [row] = await firm.database.db
      .select()
      .from(signatureRecipients)
      .where(
        and(eq(signatureRecipients.requestId, request.id), eq(signatureRecipients.email, 'wes@client.test')),
      );
    expect(row).toMatchObject({
      signatureKind: 'typed',
      signatureText: 'Signer',
      signIp: '198.51.100.7',
      signUserAgent: BROWSER,
    });
  });
});
