import { buildContent } from '@lexdraft/core';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { auditLog, comments, commentThreads, documents, signatureRequests } from '../../db/schema.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { insertVersion } from '../documents/version-content.js';
import { IMPORT_REFUSALS, type ImportRefusal } from '../template-import/import-error.js';
import { commented, deleted, inserted, paragraph, redlineDocx, run } from './redline-fixtures.js';

// The redline import over HTTP on real PostgreSQL, with Word files made by hand: tracked changes
// become suggestions under the Word author, comments external threads (replies in their thread),
// unchanged paragraphs keep their merge fields, and every refusal is the template import's.

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;
let attorney: Session;
let viewer: Session;
let outsider: Session;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: pino({ level: 'silent' }) });
  orgId = (await buildOrg(database.db)).id;
  attorney = await signIn(app, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
  viewer = await signIn(app, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
  const other = await buildOrg(database.db);
  outsider = await signIn(app, (await buildUser(database.db, { orgId: other.id, role: 'admin' })).email);
});
afterAll(() => app.close());

const CURRENT_HTML =
  '<p>This Agreement is made with <span data-merge-field="client.name">{{client.name}}</span> today.</p>' +
  '<p>The fee is <span data-merge-field="fee">{{fee}}</span> per month.</p>' +
  '<p>Governing law is <span data-merge-field="state">{{state}}</span>.</p>';

/** A document at version 1 with three paragraphs of merge fields, two of them with values. */
async function contract() {
  const [document] = await database.db
    .insert(documents)
    .values({ orgId, name: 'Services agreement', currentVersion: 1 })
    .returning();
  await insertVersion(database.db, {
    orgId,
    documentId: document!.id,
    version: 1,
    content: buildContent(CURRENT_HTML, { merge_field_values: { 'client.name': 'Acme Corp', fee: '$500' } }),
  });
  return document!.id;
}

/** A multipart/form-data body of text fields and one file, as a browser's FormData sends it. */
function form(bytes: Uint8Array, fields: Record<string, string> = {}) {
  const boundary = '----lexdraft-redline-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="redline.docx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const importRedline = (
  id: string,
  bytes: Uint8Array,
  session = attorney,
  fields: Record<string, string> = {},
) => {
  const body = form(bytes, fields);
  return app.inject({
    method: 'POST',
    url: `/docs/documents/${id}/import-redline`,
    payload: body.payload,
    headers: { ...body.headers, ...session.headers },
  });
};

const currentHtml = async (id: string): Promise<string> => {
  const response = await app.inject({
    method: 'GET',
    url: `/docs/documents/${id}`,
    headers: attorney.headers,
  });
  return response.json().versions[0].content.ckeditor_html;
};

const DANA = 'Dana Counsel';
const WHEN = '2026-03-02T09:30:00Z';

/** The counterparty's file: a comment and its reply on the first paragraph, the fee replaced, a comment on the last, a paragraph added. */
function counterpartyRedline(): Uint8Array {
  return redlineDocx(
    paragraph(`${run('This ')}${commented(0, run('Agreement'))}${run(' is made with Acme Corp today.')}`) +
      paragraph(
        `${run('The fee is ')}${deleted(1, DANA, WHEN, '$500')}${inserted(2, DANA, WHEN, '$650')}${run(' per month.')}`,
      ) +
      paragraph(`${run('Governing law is ')}${commented(3, run('state'))}${run('.')}`) +
      paragraph(inserted(4, 'Sam Lee', 'not a date', 'Notices go by email.')),
    {
      comments: [
        { id: 0, author: DANA, date: WHEN, text: 'Which agreement?', paraId: '0A000001' },
        {
          id: 5,
          author: 'Pat Partner',
          date: '2026-03-02T10:00:00Z',
          text: 'The master one.',
          paraId: '0A000002',
        },
        { id: 3, author: 'Sam Lee', text: 'Name the state.', paraId: '0A000003' },
      ],
      replies: [{ paraId: '0A000001' }, { paraId: '0A000002', parent: '0A000001' }],
    },
  );
}

describe('POST /docs/documents/{id}/import-redline', () => {
  it('makes a new version: tracked changes as suggestions, comments as external threads, unchanged paragraphs with their fields', async () => {
    const id = await contract();
    const response = await importRedline(id, counterpartyRedline());
    expect(response.statusCode, response.body).toBe(200);
    // The deletion and insertion of the fee, and the added paragraph; two threads (the reply is in the first).
    expect(response.json()).toEqual({ version: 2, suggestions: 3, comments: 2 });

    const html = await currentHtml(id);
    const [first, second, third, fourth] = html.match(/<p>.*?<\/p>/g) ?? [];
    // Unchanged: the current paragraph as it was, its field kept, the comment over the same word.
    expect(first).toMatch(
      /^<p>This <span data-comment="[0-9a-f-]{36}">Agreement<\/span> is made with <span data-merge-field="client.name">/,
    );
    // Changed: Word's text, the field's printed value now text, the change under Dana's name and time, no user id.
    expect(second).not.toContain('data-merge-field');
    expect(second).toMatch(
      new RegExp(
        `<del data-suggestion="([0-9a-f-]{36})" data-author-name="${DANA}" data-at="2026-03-02T09:30:00.000Z">\\$500</del>`,
      ),
    );
    expect(second).toMatch(
      /<ins data-suggestion="[0-9a-f-]{36}" data-author-name="Dana Counsel" data-at="[^"]+">\$650<\/ins>/,
    );
    expect(html).not.toContain('data-author-id');
    // A field without a value printed its label (here its id): the block matched, the field kept.
    expect(third).toContain('<span data-merge-field="state">');
    expect(third).toMatch(/<span data-comment="[0-9a-f-]{36}"><span data-merge-field="state">/);
    // A date that does not read is left out.
    expect(fourth).toMatch(
      /^<p><ins data-suggestion="[0-9a-f-]{36}" data-author-name="Sam Lee">Notices go by email.<\/ins><\/p>$/,
    );
    const ids = [...html.matchAll(/data-suggestion="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(3);

    const threads = await database.db
      .select()
      .from(commentThreads)
      .where(eq(commentThreads.documentId, id))
      .orderBy(asc(commentThreads.quote));
    expect(threads.map((thread) => [thread.quote, thread.external, thread.resolved])).toEqual([
      ['Agreement', true, false],
      ['state', true, false],
    ]);
    for (const thread of threads) expect(html).toContain(`data-comment="${thread.id}"`);
    const written = await database.db
      .select()
      .from(comments)
      .where(eq(comments.threadId, threads[0]!.id))
      .orderBy(asc(comments.createdAt));
    expect(written.map((comment) => [comment.authorId, comment.authorName, comment.body])).toEqual([
      [null, DANA, 'Which agreement?'],
      [null, 'Pat Partner', 'The master one.'],
    ]);
    expect(written[0]!.createdAt.toISOString()).toBe('2026-03-02T09:30:00.000Z');

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'document.redline_imported')));
    expect(audit?.details).toEqual({ version: 2, suggestions: 3, comments: 2 });
  });

  it('makes each Word comment its own thread without commentsExtended.xml, and keeps a paragraph written with {{id}}', async () => {
    const id = await contract();
    const bytes = redlineDocx(
      paragraph(`${commented(0, run('This Agreement'))}${run(' is made with {{client.name}} today.')}`) +
        paragraph(`${commented(1, run('The fee'))}${run(' is $500 per month.')}`),
      {
        comments: [
          { id: 0, author: DANA, text: 'One.', paraId: '0B000001' },
          { id: 1, author: DANA, text: 'Two.', paraId: '0B000002' },
        ],
      },
    );
    const response = await importRedline(id, bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ version: 2, suggestions: 0, comments: 2 });
    const html = await currentHtml(id);
    expect(html).toContain('<span data-merge-field="client.name">');
    expect(html).toContain('<span data-merge-field="fee">');
    // The third paragraph is gone from the Word file (without a tracked deletion): so is it here.
    expect(html).not.toContain('Governing law');
  });

  it('refuses a viewer (403), another firm (404), a stale base (409), and a template (409), writing nothing', async () => {
    const id = await contract();
    const bytes = counterpartyRedline();
    expect((await importRedline(id, bytes, viewer)).statusCode).toBe(403);
    const foreign = await importRedline(id, bytes, outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Document not found');
    const stale = await importRedline(id, bytes, attorney, { base_version: '0' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/saved elsewhere \(version 1\) after you opened version 0/);
    const badBase = await importRedline(id, bytes, attorney, { base_version: 'one' });
    expect(badBase.statusCode).toBe(422);
    const [row] = await database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.currentVersion).toBe(1);
    expect(await database.db.select().from(commentThreads).where(eq(commentThreads.documentId, id))).toEqual(
      [],
    );
    // With the right base it goes through.
    const fresh = await importRedline(id, bytes, attorney, { base_version: '1' });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('refuses a document out for signature (409), as a save is refused', async () => {
    const id = await contract();
    await database.db.insert(signatureRequests).values({
      orgId,
      documentId: id,
      version: 1,
      provider: 'internal',
      status: 'sent',
      expiresAt: new Date('2100-01-01'),
      frozenPdfKey: 'k',
      documentSha256: 'x',
      pageCount: 1,
    });
    const response = await importRedline(id, counterpartyRedline());
    expect(response.statusCode, response.body).toBe(409);
    const [row] = await database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.currentVersion).toBe(1);
    expect(await database.db.select().from(commentThreads).where(eq(commentThreads.documentId, id))).toEqual(
      [],
    );
  });

  it('reads back its own redline export: suggestions under their authors, comments as external threads, fields kept', async () => {
    const [document] = await database.db
      .insert(documents)
      .values({ orgId, name: 'Round trip', currentVersion: 1 })
      .returning();
    const id = document!.id;
    const [thread] = await database.db
      .insert(commentThreads)
      .values({ orgId, documentId: id, quote: 'welcome' })
      .returning();
    await database.db
      .insert(comments)
      .values({ orgId, threadId: thread!.id, authorName: 'Ann Attorney', body: 'Warmer?' });
    const change = (tag: 'ins' | 'del', sid: string, text: string) =>
      `<${tag} data-suggestion="${sid}" data-author-name="Ann Attorney" data-at="${WHEN}">${text}</${tag}>`;
    await insertVersion(database.db, {
      orgId,
      documentId: id,
      version: 1,
      content: buildContent(
        `<p>Hello <span data-merge-field="client.name">{{client.name}}</span>, <span data-comment="${thread!.id}">welcome</span>.</p>` +
          `<p>The fee is ${change('del', 's1', '$500')}${change('ins', 's1', '$650')} per month.</p>`,
        { merge_field_values: { 'client.name': 'Acme Corp' } },
      ),
    });
    const exported = await app.inject({
      method: 'GET',
      url: `/docs/documents/${id}/export?format=docx&markup=redline`,
      headers: attorney.headers,
    });
    expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);

    const response = await importRedline(id, new Uint8Array(exported.rawPayload));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ version: 2, suggestions: 2, comments: 1 });
    const html = await currentHtml(id);
    const [first, second] = html.match(/<p>.*?<\/p>/g) ?? [];
    // The kept paragraph keeps its field and its own thread's span; the Word comment on the same word
    // is a new external thread beside it (the import cannot tell the firm's own comments from others').
    expect(first).toContain('Hello <span data-merge-field="client.name">{{client.name}}</span>, ');
    expect(first).toContain(`<span data-comment="${thread!.id}">`);
    expect(first?.match(/data-comment=/g)).toHaveLength(2);
    expect(second).toMatch(
      /<del data-suggestion="[^"]+" data-author-name="Ann Attorney" data-at="2026-03-02T09:30:00.000Z">\$500<\/del>/,
    );
    expect(second).toMatch(
      /<ins data-suggestion="[^"]+" data-author-name="Ann Attorney" data-at="2026-03-02T09:30:00.000Z">\$650<\/ins>/,
    );
    const external = await database.db
      .select()
      .from(commentThreads)
      .where(and(eq(commentThreads.documentId, id), eq(commentThreads.external, true)));
    expect(external.map((row) => row.quote)).toEqual(['welcome']);
  });

  it('refuses each file the template import refuses, with its status and detail', async () => {
    const id = await contract();
    const good = counterpartyRedline();
    const doctype = zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><Types/>',
      ),
      'word/document.xml': strToU8('<w:document/>'),
    });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const refused: [ImportRefusal, Uint8Array][] = [
      ['pdf', strToU8('%PDF-1.7\n%...')],
      ['not-zip', strToU8('Dear client, this is plain text.')],
      ['no-document', zipSync({ 'notes.txt': strToU8('a plain zip') })],
      ['compression-ratio', zipSync({ 'word/document.xml': new Uint8Array(40 * 1024 * 1024) })],
      ['doctype', doctype],
      ['too-large', big],
      ['empty-file', new Uint8Array()],
    ];
    for (const [code, bytes] of refused) {
      const { status, detail } = IMPORT_REFUSALS[code];
      const response = await importRedline(id, bytes);
      expect(response.statusCode, `${code}: ${response.body}`).toBe(status);
      expect(response.json().detail).toContain(detail.replace(/\.$/, ''));
    }
    expect(good.length).toBeGreaterThan(0);
    const [row] = await database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.currentVersion).toBe(1);
  });
});
