import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { HeaderFooterConfig } from '@lexdraft/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { auditLog } from '../../db/schema.js';
import { buildTestApp, testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  buildDocumentWithContent,
  pdfReader,
  solidPng,
  TEST_CHROMIUM,
  uploadImage,
} from '../../test/export.js';
import { buildOrg, buildSmartField, buildUser, type Session, signIn } from '../../test/factories.js';
import { CHROMIUM_MISSING } from './pdf/pdf-printer.js';

// The export route end to end: real PostgreSQL, real files, the machine's Chromium, and the PDF
// read back with poppler-utils. One app (and so one browser) for the whole file.

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;
let attorney: Session;
let viewer: Session;
let outsider: Session;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { chromiumPath: TEST_CHROMIUM });
  orgId = (await buildOrg(database.db)).id;
  attorney = await signIn(app, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
  viewer = await signIn(app, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
  const other = await buildOrg(database.db);
  outsider = await signIn(app, (await buildUser(database.db, { orgId: other.id, role: 'admin' })).email);
});
afterAll(() => app.close());

const exportUrl = (id: string, query = 'format=pdf') => `/docs/documents/${id}/export?${query}`;
const exportAs = (session: Session | null, id: string, query?: string) =>
  app.inject({ method: 'GET', url: exportUrl(id, query), headers: session?.headers ?? {} });

const footerConfig = (change: Partial<HeaderFooterConfig['footer']> = {}): HeaderFooterConfig['footer'] => ({
  enabled: true,
  height: 60,
  backgroundColor: '#ffffff',
  borderTop: true,
  pageNumbers: { enabled: true, position: 'center', format: 'page-x-of-y' },
  ...change,
});

async function saveHeaderFooter(documentId: string, config: HeaderFooterConfig) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/docs/assets/header-footer-config/${documentId}`,
    headers: attorney.headers,
    payload: config,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const PAGE_BREAK = '<div data-page-break="true" class="page-break"></div>';

describe('GET /docs/documents/{id}/export?format=pdf', () => {
  it('prints the values, the letterhead on page 1, the header and footer with page numbers on every page', async () => {
    const letterheadUrl = await uploadImage(app, attorney, solidPng(400, 120, [20, 60, 120]));
    const logoUrl = await uploadImage(app, attorney, solidPng(300, 100, [200, 30, 30]));
    const bodyImageUrl = await uploadImage(app, attorney, solidPng(64, 48, [10, 160, 60]));
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: [
        `<h1>Engagement of ${field('client.name')}</h1>`,
        `<p>Dear ${field('client.name')}, this letter sets out the terms for ${field('Matter Title')}.</p>`,
        `<p>Governing law: ${field('governing_law')}. Fee: {{fee.amount}}.</p>`,
        `<img src="${bodyImageUrl}">`,
        '<ol><li><p>First term</p></li><li><p>Second term</p></li></ol>',
        '<table><tbody><tr><th><p>Party</p></th><th><p>Role</p></th></tr><tr><td><p>Acme</p></td><td><p>Client</p></td></tr></tbody></table>',
        PAGE_BREAK,
        '<p>Second page.</p>',
        PAGE_BREAK,
        '<p>Third page.</p>',
      ].join(''),
      parts: {
        merge_field_values: { 'client.name': 'Acme Holdings Ltd' },
        placeholders: { governing_law: 'the laws of England', fee: { amount: 'GBP 12,500' } },
        metadata: {
          custom_fields: [{ name: 'Matter Title', value: 'the Harbour acquisition' }],
          letterhead: { image_url: letterheadUrl, position: 'right', width: 300, height: 90 },
        },
      },
    });
    await saveHeaderFooter(document.id, {
      header: {
        enabled: true,
        height: 80,
        backgroundColor: '#f0f4f8',
        borderBottom: true,
        logo: { url: logoUrl, position: 'left', width: 120 },
      },
      footer: footerConfig(),
    });

    const response = await exportAs(viewer, document.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="document.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');

    const pdf = pdfReader(response.rawPayload);
    expect(await pdf.pages()).toBe(3);
    expect(await pdf.info()).toMatch(/^Page size:\s+594\.96 x 841\.92 pts \(A4\)$/m);
    const pages = await pdf.pageTexts();
    expect(pages).toHaveLength(3);
    for (const [index, text] of pages.entries()) expect(text).toContain(`Page ${index + 1} of 3`);
    const all = pages.join('\n');
    for (const value of [
      'Engagement of Acme Holdings Ltd',
      'Dear Acme Holdings Ltd',
      'the Harbour acquisition',
      'the laws of England',
      'Fee: GBP 12,500',
    ])
      expect(all).toContain(value);
    expect(all).not.toContain('{{');
    expect(pages[0]).toMatch(/1\.\s+First term/);
    expect(pages[2]).toContain('Third page.');

    const images = await pdf.images();
    // The letterhead on the first page only, the logo on every page, the body's image where it stands.
    expect(images.filter((image) => image.width === 400 && image.height === 120).map((i) => i.page)).toEqual([
      1,
    ]);
    expect(images.filter((image) => image.width === 300 && image.height === 100).map((i) => i.page)).toEqual([
      1, 2, 3,
    ]);
    expect(images.filter((image) => image.width === 64 && image.height === 48).map((i) => i.page)).toEqual([
      1,
    ]);
    // The shipped typefaces, embedded.
    expect(await pdf.fonts()).toMatch(/Gelasio/);
  });

  it.each([
    ['x', (page: number) => `${page}`],
    ['page-x', (page: number) => `Page ${page}`],
    ['x-of-y', (page: number) => `${page} of 2`],
  ] as const)('numbers pages as %s', async (format, label) => {
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: `<p>One</p>${PAGE_BREAK}<p>Two</p>`,
    });
    await saveHeaderFooter(document.id, {
      header: { enabled: false, height: 80, backgroundColor: '#ffffff', borderBottom: false, logo: null },
      footer: footerConfig({ pageNumbers: { enabled: true, position: 'right', format } }),
    });
    const response = await exportAs(attorney, document.id);
    const pages = await pdfReader(response.rawPayload).pageTexts();
    expect(pages).toHaveLength(2);
    for (const [index, text] of pages.entries())
      expect(text.trim().split(/\s+/).slice(1).join(' ')).toBe(label(index + 1));
  });

  it('refuses a document with unfilled fields with 422, naming them in order of first appearance', async () => {
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: `<p>${field('client.name')} and ${field('Closing Date')}, {{matter.number}}, ${field('client.name')} ${field('filled')}</p>`,
      parts: { merge_field_values: { filled: 'yes', 'client.name': '   ' } },
    });
    const response = await exportAs(attorney, document.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail:
        'This document has merge fields without values: client.name, Closing Date, matter.number. Fill in their values, or export anyway.',
      unresolved_fields: ['client.name', 'Closing Date', 'matter.number'],
    });
  });

  it('exports anyway on allow_unresolved=true, printing the labels, and writes an audit row without values', async () => {
    await buildSmartField(database.db, { orgId, key: 'closing.date', label: 'Closing Date of Sale' });
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: `<p>Closing on ${field('closing.date')} for ${field('buyer.nickname')}; seller ${field('seller')}.</p>`,
      parts: { merge_field_values: { seller: 'Harbour Estates' } },
    });
    const response = await exportAs(viewer, document.id, 'format=pdf&allow_unresolved=true');
    expect(response.statusCode, response.body).toBe(200);
    const text = (await pdfReader(response.rawPayload).pageTexts()).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Closing on Closing Date of Sale for buyer.nickname; seller Harbour Estates.');

    const rows = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'document.exported_with_unresolved'), eq(auditLog.targetId, document.id)),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toEqual({
      format: 'pdf',
      unresolved_fields: ['closing.date', 'buyer.nickname'],
    });
    expect(rows[0]!.targetType).toBe('document');
    expect(JSON.stringify(rows[0])).not.toContain('Harbour');
  });

  it('writes no audit row when every field is filled', async () => {
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: `<p>${field('seller')}</p>`,
      parts: { merge_field_values: { seller: 'Harbour Estates' } },
    });
    expect((await exportAs(attorney, document.id, 'format=pdf&allow_unresolved=true')).statusCode).toBe(200);
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.targetId, document.id));
    expect(rows.map((row) => row.action)).not.toContain('document.exported_with_unresolved');
  });

  it("answers 404 for another organization's document and a missing one, 401 without a token", async () => {
    const document = await buildDocumentWithContent(database.db, { orgId, html: '<p>Private</p>' });
    const stranger = await exportAs(outsider, document.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: 'Document not found' });
    expect((await exportAs(attorney, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await exportAs(null, document.id)).statusCode).toBe(401);
  });

  it('refuses a format it does not make, and a bad flag, with 422', async () => {
    const document = await buildDocumentWithContent(database.db, { orgId, html: '<p>Text</p>' });
    for (const query of ['format=xls', 'format=PDF', 'format=pdf&allow_unresolved=maybe']) {
      const response = await exportAs(attorney, document.id, query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail, query).toMatch(/^Invalid request: (format|allow_unresolved): /);
    }
    // Without a format, PDF.
    const plain = await app.inject({
      method: 'GET',
      url: `/docs/documents/${document.id}/export`,
      headers: attorney.headers,
    });
    expect(plain.headers['content-type']).toBe('application/pdf');
  });

  it('answers Word with format=docx, through the same checks', async () => {
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: `<p>Dear ${field('client.name')}, re ${field('matter.ref')}</p>`,
      parts: { merge_field_values: { 'client.name': 'Acme Holdings Ltd' } },
    });
    const refused = await exportAs(viewer, document.id, 'format=docx');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().unresolved_fields).toEqual(['matter.ref']);

    const response = await exportAs(viewer, document.id, 'format=docx&allow_unresolved=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="document.docx"');
    expect(response.headers['cache-control']).toBe('no-store');
    const xml = strFromU8(unzipSync(response.rawPayload)['word/document.xml']!);
    const text = Array.from(xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g), (match) => match[1]).join('');
    expect(text).toBe('Dear Acme Holdings Ltd, re matter.ref');
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'document.exported_with_unresolved'), eq(auditLog.targetId, document.id)),
      );
    expect(row!.details).toEqual({ format: 'docx', unresolved_fields: ['matter.ref'] });
  });

  it('builds two Word exports of one user at once and refuses a third with 429, not another user', async () => {
    const html = Array.from(
      { length: 300 },
      (_, index) => `<p>Clause ${index + 1}. ${'Agreed. '.repeat(30)}</p>`,
    );
    const document = await buildDocumentWithContent(database.db, { orgId, html: html.join('') });
    // The three start together: the third reaches its handler while the first two load and build.
    const answers = await Promise.all([
      exportAs(viewer, document.id, 'format=docx'),
      exportAs(viewer, document.id, 'format=docx'),
      exportAs(viewer, document.id, 'format=docx'),
      exportAs(attorney, document.id, 'format=docx'),
    ]);
    expect(
      answers
        .slice(0, 3)
        .map((answer) => answer.statusCode)
        .sort(),
    ).toEqual([200, 200, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().detail).toBe('You already have 2 Word exports running; wait for one to finish.');
    expect(answers[3]?.statusCode).toBe(200);
    expect(strFromU8(unzipSync(answers[3]!.rawPayload)['word/document.xml']!)).toContain('Clause 300.');
    // Their slots are free again once they finished.
    expect((await exportAs(viewer, document.id, 'format=docx')).statusCode).toBe(200);
  });

  it("prints the header's and footer's own text (an imported band's) on every page, fields filled, in both formats", async () => {
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: `<p>One</p>${PAGE_BREAK}<p>Two</p>`,
      parts: { merge_field_values: { 'client.name': 'Harbor View Holdings' } },
    });
    const header = (content: string): HeaderFooterConfig['header'] => ({
      enabled: true,
      height: 80,
      backgroundColor: '#ffffff',
      borderBottom: false,
      logo: null,
      content,
    });
    // Quotes, a backslash and a closing style tag are text, never the print's markup.
    await saveHeaderFooter(document.id, {
      header: header(`<p>Counsel to ${field('client.name')}</p><p>Say "yes" \\ &lt;/style&gt;&lt;b&gt;</p>`),
      footer: footerConfig({ content: '<p>Confidential</p>' }),
    });
    const pages = await pdfReader((await exportAs(viewer, document.id)).rawPayload).pageTexts();
    expect(pages).toHaveLength(2);
    for (const [index, text] of pages.entries()) {
      expect(text).toContain('Counsel to Harbor View Holdings');
      expect(text).toContain('Say "yes" \\ </style><b>');
      expect(text).toContain('Confidential');
      expect(text).toContain(`Page ${index + 1} of 2`);
    }

    const word = unzipSync((await exportAs(viewer, document.id, 'format=docx')).rawPayload);
    const texts = (name: string) =>
      Array.from(strFromU8(word[name]!).matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g), (match) => match[1]).join('|');
    const parts = Object.keys(word);
    const headerText = parts
      .filter((name) => /^word\/header\d+\.xml$/.test(name))
      .map(texts)
      .join('|');
    expect(headerText).toContain(
      'Counsel to Harbor View Holdings|Say &quot;yes&quot; \\ &lt;/style&gt;&lt;b&gt;',
    );
    expect(
      parts
        .filter((name) => /^word\/footer\d+\.xml$/.test(name))
        .map(texts)
        .join('|'),
    ).toContain('Confidential');

    // A field in a band counts as the body's do: unfilled, the export is refused.
    await saveHeaderFooter(document.id, {
      header: header(`<p>${field('matter.ref')}</p>`),
      footer: footerConfig(),
    });
    const refused = await exportAs(viewer, document.id);
    expect([refused.statusCode, refused.json().unresolved_fields]).toEqual([422, ['matter.ref']]);
  });

  it('exports values and a body changed after an export of the same version', async () => {
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: `<p>Dear ${field('client.name')}</p>`,
      parts: { merge_field_values: { 'client.name': 'Acme Holdings Ltd' } },
    });
    const wordText = async () => {
      const response = await exportAs(viewer, document.id, 'format=docx');
      expect(response.statusCode, response.body).toBe(200);
      const xml = strFromU8(unzipSync(response.rawPayload)['word/document.xml']!);
      return Array.from(xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g), (match) => match[1]).join('');
    };
    expect(await wordText()).toBe('Dear Acme Holdings Ltd');
    // The values change in the same version: its body's JSON is kept, its values are read again.
    const values = await app.inject({
      method: 'PUT',
      url: `/docs/documents/${document.id}/merge-field-values`,
      headers: attorney.headers,
      payload: { 'client.name': 'Bolt Partners LLP' },
    });
    expect(values.statusCode, values.body).toBe(200);
    expect(await wordText()).toBe('Dear Bolt Partners LLP');
    const saved = await app.inject({
      method: 'PUT',
      url: `/docs/documents/${document.id}`,
      headers: attorney.headers,
      payload: { content: { ckeditor_html: `<p>Hello ${field('client.name')}</p>` } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await wordText()).toBe('Hello Bolt Partners LLP');
  });

  it('prints a 200-page document', async () => {
    const page = (index: number) =>
      `<h2>Schedule ${index + 1}</h2><p>${'The parties agree. '.repeat(40)}</p>`;
    const html = Array.from({ length: 200 }, (_, index) => page(index)).join(PAGE_BREAK);
    const document = await buildDocumentWithContent(database.db, { orgId, html });
    await saveHeaderFooter(document.id, {
      header: { enabled: false, height: 80, backgroundColor: '#ffffff', borderBottom: false, logo: null },
      footer: footerConfig(),
    });
    const response = await exportAs(attorney, document.id);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = pdfReader(response.rawPayload);
    expect(await pdf.pages()).toBe(200);
    const pages = await pdf.pageTexts();
    expect(pages[0]).toContain('Page 1 of 200');
    expect(pages[199]).toContain('Schedule 200');
    expect(pages[199]).toContain('Page 200 of 200');
  });
});

describe('what the renderer reads', () => {
  let server: Server;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      hits += 1;
      response.writeHead(200, { 'content-type': 'image/png' }).end(solidPng(2, 2, [0, 0, 0]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never requests a remote URL, and leaves out images that are not the firm’s own', async () => {
    const remote = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const theirs = await uploadImage(app, outsider, solidPng(33, 33, [1, 2, 3]));
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: [
        `<p>Before <a href="${remote}/link">a link</a></p>`,
        `<img src="${remote}/tracker.png">`,
        `<img src="${theirs}">`,
        `<p style="background-image: url(${remote}/style.png)">After</p>`,
      ].join(''),
      parts: {
        metadata: {
          letterhead: { image_url: `${remote}/letterhead.png`, position: 'center', width: 200, height: 100 },
        },
      },
      metadata: { letterhead: { image_url: theirs, position: 'center', width: 200, height: 100 } },
    });
    const response = await exportAs(attorney, document.id);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = pdfReader(response.rawPayload);
    expect((await pdf.pageTexts()).join('')).toContain('After');
    expect(await pdf.images()).toEqual([]);
    expect(hits).toBe(0);
  });

  it('takes a letterhead kept in the document’s own metadata (the older place), ignoring a malformed one', async () => {
    const letterheadUrl = await uploadImage(app, attorney, solidPng(250, 80, [90, 90, 90]));
    const older = await buildDocumentWithContent(database.db, {
      orgId,
      html: '<p>Text</p>',
      metadata: {
        letterhead: { image_url: letterheadUrl, position: 'left', width: 250, height: 80, enabled: true },
      },
    });
    const malformed = await buildDocumentWithContent(database.db, {
      orgId,
      html: '<p>Text</p>',
      parts: { metadata: { letterhead: { image_url: letterheadUrl, width: 'wide' } } },
      metadata: { letterhead: 'letterhead.png' },
    });
    const imagesOf = async (id: string) => pdfReader((await exportAs(attorney, id)).rawPayload).images();
    expect((await imagesOf(older.id)).map(({ width, height }) => [width, height])).toEqual([[250, 80]]);
    expect(await imagesOf(malformed.id)).toEqual([]);
  });
});

describe('without Chromium', () => {
  it('starts, warns once, and answers PDF exports with 503 saying how to install it', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const config = testConfig({ chromiumPath: '/nonexistent/chromium', nodeEnv: 'production' });
    const bare = await buildApp({ config, database, logger: pino({ level: 'warn' }, stream) });
    try {
      await bare.ready();
      const session = await signIn(bare, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
      const document = await buildDocumentWithContent(database.db, { orgId, html: '<p>Text</p>' });
      const response = await bare.inject({
        method: 'GET',
        url: exportUrl(document.id),
        headers: session.headers,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: CHROMIUM_MISSING });
      expect(CHROMIUM_MISSING).toBe(
        "PDF export is unavailable: Chromium was not found. Install Debian's chromium package or set CHROMIUM_PATH.",
      );
      const warnings = lines.map((line) => JSON.parse(line)).filter((line) => /Chromium/.test(line.msg));
      expect(warnings).toHaveLength(1);
      expect(warnings[0].level).toBe(40);
      expect(warnings[0].msg).toContain('/nonexistent/chromium');
    } finally {
      await bare.close();
    }
  });
});
