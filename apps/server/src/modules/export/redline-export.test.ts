import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, commentThreads, documents, users } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildDocumentWithContent, exportDocumentOf, pdfReader, TEST_CHROMIUM } from '../../test/export.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import type { AssetStore } from '../assets/read-own-asset.js';
import type { ServiceContext } from '../auth/context.js';
import { insertVersion } from '../documents/version-content.js';
import { renderDocx } from './docx/render-docx.js';
import { loadExport } from './load-export.js';
import { printHtml } from './pdf/print-html.js';
import { exportVersionRedline } from './version-redline.js';

// Issue 31's exports end to end: a clean export refuses pending suggestions, a redline shows them
// (PDF: coloured, underlined and struck; Word: w:ins / w:del and the comment threads as comments),
// and a version's redline is a Word file of the current version's differences. Real PostgreSQL,
// the machine's Chromium and poppler-utils; LibreOffice when it is installed. The Word files' content
// is checked through the services with the renderer on this thread (the routes run the same
// renderer on worker threads, render-pool.ts), and once through each route.

const run = promisify(execFile);
let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;
let attorney: Session;
let attorneyId: string;
let viewer: Session;
let outsider: Session;
let otherOrgId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { chromiumPath: TEST_CHROMIUM });
  orgId = (await buildOrg(database.db)).id;
  const user = await buildUser(database.db, { orgId, role: 'attorney' });
  attorneyId = user.id;
  await database.db.update(users).set({ fullName: 'Ann Lee' }).where(eq(users.id, user.id));
  attorney = await signIn(app, user.email);
  viewer = await signIn(app, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
  otherOrgId = (await buildOrg(database.db)).id;
  outsider = await signIn(app, (await buildUser(database.db, { orgId: otherOrgId, role: 'admin' })).email);
});
afterAll(() => app.close());

const AT = '2026-11-29T10:00:00.000Z';
const by = (id: string, name = 'Ann Lee') =>
  `data-suggestion="${id}" data-author-id="u1" data-author-name="${name}" data-at="${AT}"`;
const PENDING_HTML =
  `<p>Pay within <del ${by('s1')}>ten</del><ins ${by('s1')}>twelve</ins> days of <span data-comment="THREAD">the invoice</span>.</p>` +
  `<ins ${by('s2', 'Bo Chen')}><p>A clause added whole.</p></ins>` +
  `<p>Keep <del ${by('s3')}>this old wording</del> that.</p>`;

// The service context of the attorney, for the service-level checks (no images: the store is never read).
const attorneyContext = () =>
  ({
    user: { id: attorneyId, orgId, role: 'attorney', permissions: [], email: '', sessionId: '' },
    meta: {},
  }) as unknown as ServiceContext;
const noStore = {} as AssetStore;

const get = (session: Session | null, url: string) =>
  app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

/** A thread on the document with its first comment and replies, oldest first. */
async function buildThread(documentId: string, bodies: [string, string][], org = orgId) {
  const [thread] = await database.db
    .insert(commentThreads)
    .values({ orgId: org, documentId, quote: 'the invoice', createdBy: null })
    .returning();
  await database.db.insert(comments).values(
    bodies.map(([authorName, body], index) => ({
      orgId: org,
      threadId: thread!.id,
      authorName,
      body,
      createdAt: new Date(Date.parse(AT) + index * 60_000),
    })),
  );
  return thread!.id;
}

function docxParts(bytes: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(bytes));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

/** How many pixels of a page, rendered by pdftoppm, are near each colour. */
async function colouredPixels(pdf: Buffer) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-redline-'));
  writeFileSync(path.join(dir, 'in.pdf'), pdf);
  await run('pdftoppm', ['-r', '60', '-f', '1', '-l', '1', path.join(dir, 'in.pdf'), path.join(dir, 'page')]);
  const ppm = readFileSync(path.join(dir, 'page-1.ppm'));
  // P6 header: magic, width, height, maxval, each followed by whitespace.
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 50).toString('latin1'))!;
  let blue = 0;
  let red = 0;
  for (let at = header[0].length; at + 2 < ppm.length; at += 3) {
    const [r, g, b] = [ppm[at]!, ppm[at + 1]!, ppm[at + 2]!];
    if (b > 150 && r < 110 && g < 150) blue += 1;
    if (r > 140 && g < 90 && b < 90) red += 1;
  }
  return { blue, red };
}

describe('a clean export of a document with pending suggestions', () => {
  it('answers 422 with the count for PDF, Word and print preview', async () => {
    const document = await buildDocumentWithContent(database.db, { orgId, html: PENDING_HTML });
    const detail =
      'This document has 4 pending suggestions. Accept or reject them first, or export a redline (markup=redline) to show them.';
    for (const url of [
      `/docs/documents/${document.id}/export?format=pdf`,
      `/docs/documents/${document.id}/export?format=docx&allow_unresolved=true`,
      `/docs/documents/${document.id}/print-preview`,
    ]) {
      const response = await get(viewer, url);
      expect(response.statusCode, url).toBe(422);
      // s1 is a replacement: its deletion and insertion count apart, as the Changes tab lists them.
      expect(response.json(), url).toEqual({ detail, pending_suggestions: 4 });
    }
  });

  it('refuses pending suggestions before unfilled fields, and a bad markup readably', async () => {
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: `<p><ins ${by('s1')}>new</ins> <span data-merge-field="client.name">{{client.name}}</span></p>`,
    });
    const refused = await get(attorney, `/docs/documents/${document.id}/export?format=pdf`);
    expect(refused.json()).toEqual(expect.objectContaining({ pending_suggestions: 1 }));
    const bad = await get(attorney, `/docs/documents/${document.id}/export?format=pdf&markup=tracked`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/^Invalid request: markup: must be redline/);
  });

  it('prints comment marks as plain text, with no comment in the Word file', async () => {
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: '<p>Pay on <span data-comment="THREAD">the invoice</span> date.</p>',
    });
    await buildThread(document.id, [['Ann Lee', 'Which invoice?']]);
    const { document: loaded } = await loadExport(database.db, attorneyContext(), noStore, document.id);
    const parts = docxParts(await renderDocx(loaded));
    expect(parts['word/comments.xml']).toBeUndefined();
    expect(parts['word/document.xml']).not.toMatch(/commentRange|commentReference|Which invoice/);
    expect(parts['word/document.xml']).toContain('the invoice');
  });
});

describe('markup=redline', () => {
  it('prints insertions underlined in blue and deletions struck in red, whole blocks too (PDF)', async () => {
    const html = printHtml({ ...exportDocumentOf(PENDING_HTML), markup: 'redline' });
    expect(html).toMatch(/ins\[data-suggestion\] \{ color: #1d4ed8; text-decoration: underline;/);
    expect(html).toMatch(/del\[data-suggestion\] \{ color: #b91c1c; text-decoration: line-through;/);
    expect(html).toContain(`<ins ${by('s2', 'Bo Chen')}><p>A clause added whole.</p></ins>`);
    expect(printHtml(exportDocumentOf('<p>Plain</p>'))).not.toContain('ins[data-suggestion]');

    const document = await buildDocumentWithContent(database.db, { orgId, html: PENDING_HTML });
    const response = await get(viewer, `/docs/documents/${document.id}/export?format=pdf&markup=redline`);
    expect(response.statusCode, response.body).toBe(200);
    const text = (await pdfReader(response.rawPayload).pageTexts()).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Pay within tentwelve days of the invoice.');
    expect(text).toContain('A clause added whole.');
    expect(text).toContain('Keep this old wording that.');
    const { blue, red } = await colouredPixels(response.rawPayload);
    expect(blue).toBeGreaterThan(50);
    expect(red).toBeGreaterThan(50);
  });

  it('writes tracked changes and the comment threads with their replies (Word)', async () => {
    const document = await buildDocumentWithContent(database.db, { orgId, html: PENDING_HTML });
    const threadId = await buildThread(document.id, [
      ['Ann Lee', 'Which invoice? @[Bo Chen](user:7b0e4bde-8f7a-4c55-9d26-0e7a2b1f3c4d) please check.'],
      ['Bo Chen', 'The March one.\nSee clause 4.'],
    ]);
    // A detached thread (its text gone) and another firm's thread are left out.
    await buildThread(document.id, [['Ann Lee', 'Detached remark']]);
    const foreign = await buildThread(document.id, [['Mallory', 'Foreign remark']], otherOrgId);
    await database.db.update(documents).set({ currentVersion: 2 }).where(eq(documents.id, document.id));
    await insertVersion(database.db, {
      orgId,
      documentId: document.id,
      version: 2,
      content: {
        ckeditor_html: PENDING_HTML.replace('THREAD', threadId).replace(
          '</p>',
          ` <span data-comment="${foreign}">foreign</span></p>`,
        ),
      },
    });

    const { document: loaded } = await loadExport(database.db, attorneyContext(), noStore, document.id, {
      markup: 'redline',
    });
    const parts = docxParts(await renderDocx(loaded));
    const body = parts['word/document.xml']!;
    expect(body).toMatch(
      /<w:del w:id="\d+" w:author="Ann Lee" w:date="2026-11-29T10:00:00Z"><w:r>(<w:rPr\/>)?<w:delText[^>]*>ten<\/w:delText>/,
    );
    expect(body).toMatch(
      /<w:ins w:id="\d+" w:author="Ann Lee" w:date="2026-11-29T10:00:00Z"><w:r>(<w:rPr\/>)?<w:t[^>]*>twelve<\/w:t>/,
    );
    expect(body).toMatch(/<w:delText[^>]*>this old wording<\/w:delText>/);
    // The paragraph added whole: its text and its paragraph mark inserted.
    expect(body).toMatch(
      /<w:ins w:id="\d+" w:author="Bo Chen" w:date="2026-11-29T10:00:00Z"><w:r>(<w:rPr\/>)?<w:t[^>]*>A clause added whole.<\/w:t>/,
    );
    expect(body).toMatch(/<w:pPr>.*<w:rPr><w:ins w:id="\d+" w:author="Bo Chen"/);
    const ids = [...body.matchAll(/<w:(?:ins|del) w:id="(\d+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);

    // Both comments of the thread on the invoice's range, the reply a child of the first.
    expect(body).toMatch(
      /<w:commentRangeStart w:id="0"\/><w:commentRangeStart w:id="1"\/><w:r>(<w:rPr\/>)?<w:t[^>]*>the invoice<\/w:t><\/w:r><w:commentRangeEnd w:id="0"\/><w:r>(<w:rPr\/>)?<w:commentReference w:id="0"\/><\/w:r><w:commentRangeEnd w:id="1"\/><w:r>(<w:rPr\/>)?<w:commentReference w:id="1"\/><\/w:r>/,
    );
    const commentsXml = parts['word/comments.xml']!;
    expect(commentsXml).toContain(
      '<w:comment w:id="0" w:initials="AL" w:author="Ann Lee" w:date="2026-11-29T10:00:00.000Z">',
    );
    expect(commentsXml).toContain('Which invoice? @Bo Chen please check.');
    expect(commentsXml).toContain('<w:comment w:id="1" w:initials="BC" w:author="Bo Chen"');
    expect(commentsXml).toContain('The March one.');
    expect(commentsXml).toContain('See clause 4.');
    expect(commentsXml).not.toMatch(/Detached remark|Foreign remark|user:/);
    expect(parts['word/commentsExtended.xml']).toMatch(/w15:paraIdParent=/);
  });

  it('answers the redline Word file through the route', async () => {
    const document = await buildDocumentWithContent(database.db, { orgId, html: PENDING_HTML });
    const response = await get(viewer, `/docs/documents/${document.id}/export?format=docx&markup=redline`);
    expect(response.statusCode, response.body).toBe(200);
    expect(docxParts(response.rawPayload)['word/document.xml']).toMatch(/<w:delText[^>]*>ten<\/w:delText>/);
  });

  it('is read by LibreOffice as its own tracked changes (skipped without soffice)', async () => {
    const soffice = await run('which', ['soffice']).then(
      ({ stdout }) => stdout.trim(),
      () => '',
    );
    if (!soffice) {
      console.log(
        'Skipped: LibreOffice (soffice) is not installed; install it to check the redline in LibreOffice.',
      );
      return;
    }
    const document = await buildDocumentWithContent(database.db, { orgId, html: PENDING_HTML });
    const { document: loaded } = await loadExport(database.db, attorneyContext(), noStore, document.id, {
      markup: 'redline',
    });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lexdraft-soffice-'));
    writeFileSync(path.join(dir, 'redline.docx'), await renderDocx(loaded));
    // LibreOffice converts with the changes shown: deleted and inserted text both print.
    await run(
      soffice,
      ['--headless', '--convert-to', 'pdf', '--outdir', dir, path.join(dir, 'redline.docx')],
      {
        timeout: 120_000,
      },
    );
    const text = (await pdfReader(readFileSync(path.join(dir, 'redline.pdf'))).pageTexts()).join(' ');
    expect(text.replace(/\s+/g, ' ')).toMatch(/ten ?twelve/);
    expect(text).toContain('A clause added whole.');
    // Saved again by LibreOffice as Word, the changes are still tracked changes with their authors:
    // it read them as its own, not as formatted text.
    const again = path.join(dir, 'again');
    await run(
      soffice,
      ['--headless', '--convert-to', 'docx', '--outdir', again, path.join(dir, 'redline.docx')],
      {
        timeout: 120_000,
      },
    );
    const xml = strFromU8(unzipSync(readFileSync(path.join(again, 'redline.docx')))['word/document.xml']!);
    expect(xml).toMatch(/<w:ins [^>]*w:author="Ann Lee"/);
    expect(xml).toMatch(/<w:del [^>]*w:author="Ann Lee"/);
    expect(xml).toMatch(/<w:delText[^>]*>ten<\/w:delText>/);
  }, 180_000);
});

describe('GET /docs/documents/{id}/versions/{n}/redline', () => {
  async function twoVersions() {
    const document = await buildDocumentWithContent(database.db, {
      orgId,
      html: '<p>Pay within ten days.</p><p>Old clause to go.</p><p>Signed in London.</p>',
    });
    await insertVersion(database.db, {
      orgId,
      documentId: document.id,
      version: 2,
      createdBy: attorneyId,
      content: {
        ckeditor_html: '<p>Pay within twelve days.</p><p>Signed in London.</p><p>A new closing line.</p>',
      },
    });
    await database.db.update(documents).set({ currentVersion: 2 }).where(eq(documents.id, document.id));
    return document;
  }
  const redlineUrl = (id: string, version: number | string, query = 'format=docx') =>
    `/docs/documents/${id}/versions/${version}/redline?${query}`;

  it('answers the current version with each difference from version n as a tracked change by its saver', async () => {
    const document = await twoVersions();
    const file = await exportVersionRedline(
      database.db,
      attorneyContext(),
      noStore,
      document.id,
      1,
      renderDocx,
    );
    const body = docxParts(file)['word/document.xml']!;
    expect(body).toMatch(
      /<w:del w:id="\d+" w:author="Ann Lee" w:date="[\d-]+T[\d:]+Z"><w:r>(<w:rPr\/>)?<w:delText[^>]*>ten<\/w:delText>/,
    );
    expect(body).toMatch(
      /<w:ins w:id="\d+" w:author="Ann Lee"[^>]*><w:r>(<w:rPr\/>)?<w:t[^>]*>twelve<\/w:t>/,
    );
    expect(body).toMatch(/<w:delText[^>]*>Old clause to go.<\/w:delText>/);
    expect(body).toMatch(/<w:t[^>]*>A new closing line.<\/w:t>/);
    expect(body).toMatch(/<w:ins [^>]*><w:r>(<w:rPr\/>)?<w:t[^>]*>A new closing line.<\/w:t>/);
  });

  it('answers a file with no changes for the current version', async () => {
    const document = await twoVersions();
    const file = await exportVersionRedline(
      database.db,
      attorneyContext(),
      noStore,
      document.id,
      2,
      renderDocx,
    );
    const body = docxParts(file)['word/document.xml']!;
    expect(body).not.toMatch(/<w:ins |<w:del /);
    expect(body).toContain('A new closing line.');
  });

  it('answers the Word file through the route, to a viewer', async () => {
    const document = await twoVersions();
    const response = await get(viewer, redlineUrl(document.id, 1));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="redline-v1.docx"');
    expect(docxParts(response.rawPayload)['word/document.xml']).toMatch(/<w:delText[^>]*>ten<\/w:delText>/);
  });

  it('answers 404 for an unknown version and another firm, 422 for a bad format or version, 401 without a token', async () => {
    const document = await twoVersions();
    expect((await get(attorney, redlineUrl(document.id, 3))).json()).toEqual({ detail: 'Version not found' });
    expect((await get(attorney, redlineUrl(document.id, 3))).statusCode).toBe(404);
    const stranger = await get(outsider, redlineUrl(document.id, 1));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: 'Document not found' });
    const pdf = await get(attorney, redlineUrl(document.id, 1, 'format=pdf'));
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().detail).toMatch(/format: must be docx/);
    expect((await get(attorney, redlineUrl(document.id, 0))).statusCode).toBe(422);
    expect((await get(null, redlineUrl(document.id, 1))).statusCode).toBe(401);
  });
});
