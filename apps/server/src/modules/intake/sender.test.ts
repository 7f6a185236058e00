import { createHash } from 'node:crypto';
import { INTAKE_EXPIRY_DAYS_DEFAULT } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { auditLog, intakeRequests } from '../../db/schema.js';
import { buildDocument } from '../../test/factories.js';
import { intakeTokenIn, LETTER_HTML, mailsTo, PUBLIC_URL, useIntakeFirm } from './fixtures/intake-firm.js';
import {
  ALREADY_CANCELLED,
  ALREADY_SUBMITTED,
  LINK_CANCELLED,
  LINK_EXPIRED,
  LINK_NOT_VALID,
  TEMPLATES_CANNOT_REQUEST,
  unknownQuestions,
} from './messages.js';

const firm = useIntakeFirm(buildApp);
const DAY_MS = 86_400_000;

const newLetter = () =>
  buildDocument(firm.database.db, { orgId: firm.orgId, name: 'Engagement letter', html: LETTER_HTML });
const base = (id: string) => `/docs/documents/${id}/intake`;
const ask = (documentId: string, body: object = {}, session = firm.attorney) =>
  firm.call(session, 'POST', base(documentId), {
    email: 'ann@client.test',
    name: 'Ann Client',
    fields: ['client.phone', 'matter.title'],
    message: 'Please fill these in by Friday.',
    ...body,
  });
const publicRead = (token: string) => firm.call(null, 'GET', `/api/intake/${token}`);

describe('POST /docs/documents/{id}/intake', () => {
  it('stores the request with the hash of its token, audits it and mails the client the link', async () => {
    const letter = await newLetter();
    const before = Date.now();
    const response = await ask(letter.id, { email: 'create@client.test' });
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json();
    expect(request).toMatchObject({
      document_id: letter.id,
      email: 'create@client.test',
      name: 'Ann Client',
      // In interview order, whatever order they were picked in.
      fields: ['matter.title', 'client.phone'],
      message: 'Please fill these in by Friday.',
      status: 'sent',
      submitted_at: null,
      cancelled_at: null,
      created_by: { name: 'Test Person' },
    });
    const days = (Date.parse(request.expires_at) - before) / DAY_MS;
    expect(days).toBeGreaterThan(INTAKE_EXPIRY_DAYS_DEFAULT - 0.01);
    expect(days).toBeLessThan(INTAKE_EXPIRY_DAYS_DEFAULT + 0.01);

    const [mail] = mailsTo(firm, 'create@client.test');
    expect(mail!.subject).toBe('Intake Firm LLP asks for information');
    expect(mail!.text).toContain('Please fill these in by Friday.');
    expect(mail!.text).toMatch(new RegExp(`${PUBLIC_URL}/intake/[A-Za-z0-9_-]{43}\\b`));
    const token = intakeTokenIn(mail!);

    // Only the token's SHA-256 is stored; nothing in the row holds the token itself.
    const [row] = await firm.database.db
      .select()
      .from(intakeRequests)
      .where(eq(intakeRequests.id, request.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const audits = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'intake.sent'), eq(auditLog.targetId, letter.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({ request_id: request.id, email: 'create@client.test', fields: 2 });
    expect(JSON.stringify(audits[0])).not.toContain(token);
  });

  it('refuses a viewer (403), another firm (404), a template and unknown questions (422)', async () => {
    const letter = await newLetter();
    expect((await ask(letter.id, {}, firm.viewer)).statusCode).toBe(403);
    expect((await ask(letter.id, {}, firm.outsider)).statusCode).toBe(404);

    const template = await buildDocument(firm.database.db, {
      orgId: firm.orgId,
      html: LETTER_HTML,
      isTemplate: true,
    });
    const refused = await ask(template.id);
    expect([refused.statusCode, refused.json().detail]).toEqual([422, TEMPLATES_CANNOT_REQUEST]);

    const unknown = await ask(letter.id, { fields: ['matter.title', 'nope.one', 'nope.two'] });
    expect([unknown.statusCode, unknown.json().detail]).toEqual([
      422,
      unknownQuestions(['nope.one', 'nope.two']),
    ]);
    const empty = await ask(letter.id, { fields: [] });
    expect(empty.statusCode).toBe(422);
    expect(
      await firm.database.db.select().from(intakeRequests).where(eq(intakeRequests.documentId, letter.id)),
    ).toEqual([]);
  });
});

describe('GET /docs/documents/{id}/intake', () => {
  it('lists the requests newest first, to a viewer, and reads open ones past their expiry as expired', async () => {
    const letter = await newLetter();
    const first = (await ask(letter.id, { email: 'old@client.test', expires_in_days: 2 })).json();
    const second = (await ask(letter.id, { email: 'new@client.test', expires_in_days: 30 })).json();
    const list = await firm.call(firm.viewer, 'GET', base(letter.id));
    expect(list.statusCode).toBe(200);
    expect(list.json().requests.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [second.id, 'sent'],
      [first.id, 'sent'],
    ]);
    expect((await firm.call(firm.outsider, 'GET', base(letter.id))).statusCode).toBe(404);

    // Three days on, by the app's clock: the first link has expired (410), the second still works.
    firm.advanceDays(3);
    const oldToken = intakeTokenIn(mailsTo(firm, 'old@client.test')[0]!);
    const expired = await publicRead(oldToken);
    expect([expired.statusCode, expired.json().detail]).toEqual([410, LINK_EXPIRED]);
    expect((await publicRead(intakeTokenIn(mailsTo(firm, 'new@client.test')[0]!))).statusCode).toBe(200);
    const later = (await firm.call(firm.attorney, 'GET', base(letter.id))).json();
    expect(later.requests.map((r: { status: string }) => r.status)).toEqual(['sent', 'expired']);

    // Sent again, it gets its first span (2 days) from now and a new link.
    const resent = await firm.call(firm.attorney, 'POST', `${base(letter.id)}/${first.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().status).toBe('sent');
    expect(Date.parse(resent.json().expires_at) - Date.parse(resent.json().last_sent_at)).toBe(2 * DAY_MS);
  });
});

describe('cancel and resend', () => {
  it('cancels: the link answers 410, and cancelling again changes nothing', async () => {
    const letter = await newLetter();
    const request = (await ask(letter.id, { email: 'cancel@client.test' })).json();
    const token = intakeTokenIn(mailsTo(firm, 'cancel@client.test')[0]!);
    const url = `${base(letter.id)}/${request.id}/cancel`;
    expect((await firm.call(firm.viewer, 'POST', url)).statusCode).toBe(403);
    expect((await firm.call(firm.outsider, 'POST', url)).statusCode).toBe(404);
    const cancelled = await firm.call(firm.attorney, 'POST', url);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: request.id, status: 'cancelled' });
    expect(cancelled.json().cancelled_at).not.toBeNull();
    const gone = await publicRead(token);
    expect([gone.statusCode, gone.json().detail]).toEqual([410, LINK_CANCELLED]);
    expect((await firm.call(firm.attorney, 'POST', url)).statusCode).toBe(200);
    const resend = await firm.call(firm.attorney, 'POST', `${base(letter.id)}/${request.id}/resend`);
    expect([resend.statusCode, resend.json().detail]).toEqual([409, ALREADY_CANCELLED]);
  });

  it('resends with a new link: the old one is unknown (404), the new one opens', async () => {
    const letter = await newLetter();
    const request = (await ask(letter.id, { email: 'resend@client.test' })).json();
    const oldToken = intakeTokenIn(mailsTo(firm, 'resend@client.test')[0]!);
    const resent = await firm.call(firm.attorney, 'POST', `${base(letter.id)}/${request.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const mails = mailsTo(firm, 'resend@client.test');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Reminder: Intake Firm LLP asks for information');
    const newToken = intakeTokenIn(mails[1]!);
    expect(newToken).not.toBe(oldToken);
    const old = await publicRead(oldToken);
    expect([old.statusCode, old.json().detail]).toEqual([404, LINK_NOT_VALID]);
    expect((await publicRead(newToken)).statusCode).toBe(200);
  });

  it('applies one of two submits at once, then refuses to cancel or resend (409)', async () => {
    const letter = await newLetter();
    const request = (await ask(letter.id, { email: 'done@client.test', fields: ['client.phone'] })).json();
    const token = intakeTokenIn(mailsTo(firm, 'done@client.test')[0]!);
    // Two submits at once: the request's row is held, so the second finds it submitted.
    const submit = () =>
      firm.call(null, 'POST', `/api/intake/${token}/submit`, {
        answers: { 'client.phone': '+1 555 010 2030' },
      });
    const both = await Promise.all([submit(), submit()]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 410]);
    for (const act of ['cancel', 'resend']) {
      const response = await firm.call(firm.attorney, 'POST', `${base(letter.id)}/${request.id}/${act}`);
      expect([response.statusCode, response.json().detail]).toEqual([409, ALREADY_SUBMITTED]);
    }
  });
});
