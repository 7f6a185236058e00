import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { auditLog, fieldValueSources, intakeRequests } from '../../db/schema.js';
import { buildDocument } from '../../test/factories.js';
import { intakeTokenIn, LETTER_HTML, mailsTo, PUBLIC_URL, useIntakeFirm } from './fixtures/intake-firm.js';
import { ANSWERS_RECEIVED_JOB } from './jobs/answers-received.js';
import { ANSWERS_INCOMPLETE, LINK_NOT_VALID, LINK_SUBMITTED } from './messages.js';

const firm = useIntakeFirm(buildApp);

let documentId: string;
let requestId: string;
let token: string;

const url = (suffix = '') => `/api/intake/${token}${suffix}`;
const values = () => firm.call(firm.attorney, 'GET', `/docs/documents/${documentId}/merge-field-values`);

beforeAll(async () => {
  const letter = await buildDocument(firm.database.db, {
    orgId: firm.orgId,
    name: 'Confidential engagement letter',
    html: LETTER_HTML,
  });
  documentId = letter.id;
  // The document already holds a sensitive value and another value the client is not asked for.
  const saved = await firm.call(firm.attorney, 'PUT', `/docs/documents/${documentId}/merge-field-values`, {
    'client.tax_id': '98-7654321',
    'matter.reference': 'REF-SECRET-42',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const created = await firm.call(firm.attorney, 'POST', `/docs/documents/${documentId}/intake`, {
    email: 'client@intake.test',
    name: 'Carla Client',
    fields: ['matter.title', 'client.phone', 'rush', 'rush_fee', 'owners'],
    message: 'A few questions for your file.',
  });
  expect(created.statusCode, created.body).toBe(201);
  requestId = created.json().id;
  token = intakeTokenIn(mailsTo(firm, 'client@intake.test')[0]!);
});

describe('GET /api/intake/{token}', () => {
  it('shows the chosen questions and nothing else of the document, with no Referer onwards', async () => {
    const response = await firm.call(null, 'GET', url());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json();
    expect(page).toMatchObject({
      firm_name: 'Intake Firm LLP',
      client_name: 'Carla Client',
      message: 'A few questions for your file.',
      status: 'sent',
      answers: {},
      lists: {},
    });
    expect(page.questions.map((q: { id: string }) => q.id)).toEqual([
      'matter.title',
      'client.phone',
      'rush',
      'rush_fee',
      'owners',
    ]);
    const text = response.body;
    for (const secret of [
      '98-7654321',
      'REF-SECRET-42',
      'Confidential engagement letter',
      'client.tax_id',
      documentId,
    ])
      expect(text).not.toContain(secret);
  });

  it('answers 404 for an unknown token, with the header too', async () => {
    const response = await firm.call(null, 'GET', '/api/intake/not-a-real-token');
    expect([response.statusCode, response.json().detail]).toEqual([404, LINK_NOT_VALID]);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('PUT /api/intake/{token}/answers', () => {
  it('saves part of the answers, keeping only the asked fields, without touching the document', async () => {
    const first = await firm.call(null, 'PUT', url('/answers'), {
      answers: { 'client.phone': '+1 555 010 2030', 'client.tax_id': 'overwrite?' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'in_progress',
      answers: { 'client.phone': '+1 555 010 2030' },
    });
    const second = await firm.call(null, 'PUT', url('/answers'), {
      answers: { rush: 'true' },
      lists: { owners: [{ name: 'Olive Owner' }] },
    });
    expect(second.json().answers).toEqual({ 'client.phone': '+1 555 010 2030', rush: 'true' });
    expect(second.json().lists).toEqual({ owners: [{ name: 'Olive Owner' }] });
    // The document's values are as they were until the client submits.
    expect((await values()).json().merge_field_values).toEqual({
      'client.tax_id': '98-7654321',
      'matter.reference': 'REF-SECRET-42',
    });
    const list = await firm.call(firm.attorney, 'GET', `/docs/documents/${documentId}/intake`);
    expect(list.json().requests[0].status).toBe('in_progress');
  });
});

describe('POST /api/intake/{token}/submit', () => {
  it('refuses answers that are missing (422 naming each), storing nothing', async () => {
    // rush is "true" (saved), so the rush fee is asked; the matter title is required.
    const response = await firm.call(null, 'POST', url('/submit'), { answers: { rush_fee: '' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: ANSWERS_INCOMPLETE,
      errors: [{ field: 'matter.title', message: 'Matter title is required' }],
    });
    expect((await values()).json().merge_field_values).not.toHaveProperty('client.phone');
  });

  it('writes the answers as values with provenance client, audits, and mails the sender', async () => {
    const response = await firm.call(null, 'POST', url('/submit'), {
      answers: { 'matter.title': 'Harbor lease', rush_fee: '500' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('submitted');
    expect((await values()).json().merge_field_values).toEqual({
      'client.tax_id': '98-7654321',
      'matter.reference': 'REF-SECRET-42',
      'matter.title': 'Harbor lease',
      'client.phone': '+1 555 010 2030',
      rush: 'true',
      rush_fee: '500',
    });
    const lists = await firm.call(firm.attorney, 'GET', `/docs/documents/${documentId}/list-values`);
    expect(lists.json()).toMatchObject({ owners: [{ name: 'Olive Owner' }] });

    const { db } = firm.database;
    const sources = await db
      .select()
      .from(fieldValueSources)
      .where(eq(fieldValueSources.documentId, documentId));
    const client = sources.filter((source) => source.source === 'client');
    expect(client.map((source) => source.fieldId).sort()).toEqual([
      'client.phone',
      'matter.title',
      'rush',
      'rush_fee',
    ]);
    for (const source of client)
      expect(source).toMatchObject({ byUserId: null, byName: 'Carla Client', byEmail: 'client@intake.test' });

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'intake.submitted'), eq(auditLog.targetId, documentId)));
    expect(audits.map((audit) => [audit.userId, audit.details])).toEqual([[null, { request_id: requestId }]]);

    // The sender's notice is a job queued with the submit; it names the document and the client.
    expect(await firm.app.jobs.runQueued(ANSWERS_RECEIVED_JOB)).toBe(1);
    const [notice] = mailsTo(firm, firm.attorneyEmail);
    expect(notice!.subject).toBe(
      'Answers received: Carla Client answered for "Confidential engagement letter"',
    );
    expect(notice!.text).toContain(`${PUBLIC_URL}/documents/${documentId}/edit`);
    expect(notice!.text).toContain('client@intake.test');

    const [row] = await db.select().from(intakeRequests).where(eq(intakeRequests.id, requestId));
    expect(row).toMatchObject({ status: 'submitted' });
  });

  it('refuses the link once submitted (410), and the documents list says the answers arrived', async () => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['PUT', '/answers'],
      ['POST', '/submit'],
    ] as const) {
      const response = await firm.call(
        null,
        method,
        url(suffix),
        method === 'GET' ? undefined : { answers: {} },
      );
      expect([response.statusCode, response.json().detail]).toEqual([410, LINK_SUBMITTED]);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    const list = await firm.call(firm.attorney, 'GET', '/docs/documents');
    expect(list.statusCode).toBe(200);
    const items: { id: string; intake_status: string | null }[] = list.json().documents;
    expect(items.find((item) => item.id === documentId)?.intake_status).toBe('submitted');
    const other = await buildDocument(firm.database.db, { orgId: firm.orgId });
    const again = (await firm.call(firm.attorney, 'GET', '/docs/documents')).json().documents;
    expect(again.find((item: { id: string }) => item.id === other.id).intake_status).toBeNull();
  });
});
