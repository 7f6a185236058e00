import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { assets, documents, templates } from '../../db/schema.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { layoutDocx, oleFile, patchDocx, placeholderStylesDocx } from './fixtures/word-fixtures.js';
import { IMPORT_REFUSALS, type ImportRefusal } from './import-error.js';
import { EMPTY_IMPORT } from './import-template.js';

// The Word import over HTTP on real PostgreSQL and a real DATA_DIR: the preview of the fixtures, the
// import end to end (library, original file, content, images, header and footer), every refusal of
// docs/template-import.md with nothing stored, and a failure in the transaction leaving nothing.

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
let orgId: string;
let attorney: Session;
let viewer: Session;
let outsider: Session;
let styles: Uint8Array;
let layout: Uint8Array;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  dataDir = config.dataDir;
  app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  orgId = (await buildOrg(database.db)).id;
  attorney = await signIn(app, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
  viewer = await signIn(app, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
  const other = await buildOrg(database.db);
  outsider = await signIn(app, (await buildUser(database.db, { orgId: other.id, role: 'admin' })).email);
  styles = await placeholderStylesDocx();
  layout = await layoutDocx({ letterhead: true });
});
afterAll(() => app.close());

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));

type Upload = { bytes: Uint8Array; name?: string; field?: string };

/** A multipart/form-data body of text fields and (optionally) one file, as a browser's FormData sends it. */
function form(fields: Record<string, string>, file?: Upload) {
  const boundary = '----lexdraft-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name ?? 'template.docx'}"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const preview = (bytes: Uint8Array, query = '', session: Session = attorney) => {
  const body = form({}, { bytes });
  return app.inject({
    method: 'POST',
    url: `/docs/templates/import/preview${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...session.headers },
  });
};

const importFile = (fields: Record<string, string>, file?: Upload, session: Session = attorney) => {
  const body = form(fields, file);
  return app.inject({
    method: 'POST',
    url: '/docs/templates/import',
    payload: body.payload,
    headers: { ...body.headers, ...session.headers },
  });
};

/** What the organization has stored: asset rows, templates, documents and files under DATA_DIR. */
async function stored() {
  const count = async (table: typeof assets | typeof templates | typeof documents) =>
    (
      await database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.orgId, orgId))
    )[0]!.n;
  let files: string[] = [];
  try {
    files = readdirSync(path.join(dataDir, 'assets', orgId));
  } catch {}
  return {
    assets: await count(assets),
    templates: await count(templates),
    documents: await count(documents),
    files: files.length,
  };
}

describe('POST /docs/templates/import/preview', () => {
  it('answers every placeholder style with kind, locations, occurrences, context and suggestion, the bands and the warnings', async () => {
    const response = await preview(styles);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const byText = new Map(answer.placeholders.map((p: { text: string }) => [p.text, p]));
    expect(new Set(answer.placeholders.map((p: { kind: string }) => p.kind))).toEqual(
      new Set([
        'double_brace',
        'merge_field',
        'content_control',
        'single_brace',
        'square_bracket',
        'angle_brackets',
        'guillemets',
        'blank',
      ]),
    );
    expect(byText.get('{{ client_first_name }}')).toMatchObject({
      kind: 'double_brace',
      suggested_field: 'person.first_name',
      locations: ['body'],
      context: expect.stringContaining('Dear'),
    });
    expect(byText.get('[Company Name]')).toMatchObject({ suggested_field: 'entity.name' });
    expect(byText.get('{{client_email}}')).toMatchObject({ occurrences: 2, locations: ['body', 'table'] });
    expect(byText.get('{{client_first_name}}')).toMatchObject({ locations: ['header'] });
    expect(byText.get('[Matter Number]')).toMatchObject({ locations: ['footer'] });
    expect(answer.header).toMatchObject({
      enabled: true,
      content: expect.stringContaining('data-placeholder'),
    });
    expect(answer.footer.content).toContain('Ref');
    expect(answer.warnings).toEqual(
      expect.arrayContaining([expect.stringContaining('Unterminated placeholder "{{name"')]),
    );
    expect(answer.html).toMatch(/<mark data-placeholder="\d+">/);
  });

  it('finds only {{field}}, merge fields and content controls without intelligent detection', async () => {
    const response = await preview(styles, '?use_intelligent_detection=false');
    expect(response.statusCode).toBe(200);
    const kinds = new Set(response.json().placeholders.map((p: { kind: string }) => p.kind));
    expect(kinds).toEqual(new Set(['double_brace', 'merge_field', 'content_control']));
  });

  it('shows the logo and the letterhead as data: URLs and stores nothing', async () => {
    const before = await stored();
    const response = await preview(layout);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.header.logo).toMatchObject({ url: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(answer.letterhead).toMatchObject({ image_url: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(answer.footer.pageNumbers).toMatchObject({
      enabled: true,
      format: 'page-x-of-y',
      position: 'right',
    });
    expect(answer.html).not.toContain('lexdraft-import-image:');
    expect(await stored()).toEqual(before);
  });

  it('reads the public templates', async () => {
    const response = await preview(fixture('common-paper-mutual-nda-cover-page.docx'));
    expect(response.statusCode).toBe(200);
    expect(response.json().placeholders.map((p: { text: string }) => p.text)).toContain('{governing_law}');
  });

  it('is for writers only, and wants a file', async () => {
    expect((await preview(styles, '', viewer)).statusCode).toBe(403);
    const noFile = form({ name: 'x' });
    const response = await app.inject({
      method: 'POST',
      url: '/docs/templates/import/preview',
      payload: noFile.payload,
      headers: { ...noFile.headers, ...attorney.headers },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Invalid request: file: choose a Word file (.docx) to import');
    const json = await app.inject({
      method: 'POST',
      url: '/docs/templates/import/preview',
      payload: { file: 'x' },
      headers: attorney.headers,
    });
    expect(json.statusCode).toBe(422);
  });
});

/** A Word file for each refusal of docs/template-import.md. */
async function refusedFiles(): Promise<[ImportRefusal, Uint8Array][]> {
  const base = await layoutDocx();
  const macros = patchDocx(base, {}, (files) => {
    files['word/vbaProject.bin'] = new Uint8Array([1, 2]);
  });
  const doctype = patchDocx(base, {}, (files) => {
    const xml = new TextDecoder().decode(files['word/document.xml']);
    files['word/document.xml'] = strToU8(
      xml.replace('?>', '?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'),
    );
  });
  const big = new Uint8Array(10 * 1024 * 1024 + 1);
  big.set([0x50, 0x4b, 0x03, 0x04]);
  return [
    ['pdf', strToU8('%PDF-1.7\n%...')],
    ['not-zip', strToU8('Dear client, this is plain text.')],
    ['no-document', zipSync({ 'notes.txt': strToU8('a plain zip') })],
    ['encrypted', oleFile('EncryptedPackage')],
    ['legacy-doc', oleFile('WordDocument')],
    ['macros', macros],
    ['compression-ratio', zipSync({ 'word/document.xml': new Uint8Array(40 * 1024 * 1024) })],
    ['doctype', doctype],
    ['too-large', big],
  ];
}

describe('refusals', () => {
  it('answers each refused file with its status and detail through both routes, storing nothing', async () => {
    const before = await stored();
    for (const [code, bytes] of await refusedFiles()) {
      const { status, detail } = IMPORT_REFUSALS[code];
      const shown = await preview(bytes);
      expect(shown.statusCode, `${code} preview: ${shown.body}`).toBe(status);
      expect(shown.json().detail).toContain(detail.replace(/\.$/, ''));
      const imported = await importFile({ name: `Refused ${code}` }, { bytes });
      expect(imported.statusCode, `${code} import: ${imported.body}`).toBe(status);
      expect(imported.json().detail).toContain(detail.replace(/\.$/, ''));
    }
    const empty = await importFile({ name: 'Empty' }, { bytes: new Uint8Array() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(IMPORT_REFUSALS['empty-file'].detail);
    expect(await stored()).toEqual(before);
  });

  it('refuses a second file, and form mistakes, naming the field', async () => {
    const before = await stored();
    const noName = await importFile({ name: '  ' }, { bytes: styles });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().detail).toBe('Please enter a template name');
    const badTags = await importFile({ name: 'T', tags: '[oops' }, { bytes: styles });
    expect(badTags.statusCode).toBe(422);
    expect(badTags.json().detail).toBe('Invalid request: tags: must be JSON text: an array of strings');
    const badMappings = await importFile({ name: 'T', placeholder_mappings: '{"a":' }, { bytes: styles });
    expect(badMappings.statusCode).toBe(422);
    expect(badMappings.json().detail).toMatch(/^Invalid request: placeholder_mappings: must be JSON text/);
    const badField = await importFile(
      { name: 'T', placeholder_mappings: JSON.stringify({ '[EIN]': '1st field' }) },
      { bytes: styles },
    );
    expect(badField.statusCode).toBe(422);
    expect(badField.json().detail).toContain('placeholder_mappings.[EIN]: must be a field id or null');
    const wrongField = await importFile({ name: 'T' }, { bytes: styles, field: 'upload' });
    expect(wrongField.statusCode).toBe(422);
    const empty = await importFile({ name: 'T' }, { bytes: await layoutDocx().then((b) => emptied(b)) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe(EMPTY_IMPORT);
    expect(await stored()).toEqual(before);
  });

  it('refuses 3,000 nested tables and 4,000 nested content controls as damaged (422), not a 500', async () => {
    const base = await layoutDocx();
    const before = await stored();
    const nest = (open: string, close: string, depth: number) =>
      patchDocx(base, {}, (files) => {
        const xml = new TextDecoder().decode(files['word/document.xml']);
        const deep = `${open.repeat(depth)}<w:p><w:r><w:t>Deep</w:t></w:r></w:p>${close.repeat(depth)}`;
        files['word/document.xml'] = strToU8(xml.replace('<w:body>', `<w:body>${deep}`));
      });
    for (const bytes of [
      nest('<w:tbl><w:tr><w:tc>', '</w:tc></w:tr></w:tbl>', 3_000),
      nest('<w:sdt><w:sdtContent>', '</w:sdtContent></w:sdt>', 4_000),
    ]) {
      const shown = await preview(bytes);
      expect(shown.statusCode, shown.body).toBe(422);
      expect(shown.json().detail).toBe(IMPORT_REFUSALS.damaged.detail);
      const imported = await importFile({ name: 'Deep' }, { bytes });
      expect(imported.statusCode, imported.body).toBe(422);
      expect(imported.json().detail).toBe(IMPORT_REFUSALS.damaged.detail);
    }
    expect(await stored()).toEqual(before);
  });

  it('runs two Word imports of one user at once and refuses a third with 429, not another user', async () => {
    const paralegal = await signIn(app, (await buildUser(database.db, { orgId, role: 'paralegal' })).email);
    // The three start together: the third reaches its handler while the first two convert on the
    // pool. A long body makes each conversion take far longer than reading the next request's form,
    // so that a loaded machine does not let the first finish before the third arrives (a CI run
    // saw three 200s with the small file).
    const long = lengthened(styles, 1500);
    const answers = await Promise.all([
      preview(long, '', paralegal),
      preview(long, '', paralegal),
      preview(long, '', paralegal),
      preview(styles, '', attorney),
    ]);
    const mine = answers.slice(0, 3).map((answer) => answer.statusCode);
    expect(mine.sort()).toEqual([200, 200, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().detail).toBe('You already have 2 Word imports running; wait for one to finish.');
    expect(answers[3]?.statusCode).toBe(200);
    // Their slots are free again once they finished.
    expect((await preview(styles, '', paralegal)).statusCode).toBe(200);
  });

  it('refuses an import by a viewer', async () => {
    const response = await importFile({ name: 'Viewer' }, { bytes: styles }, viewer);
    expect(response.statusCode).toBe(403);
  });
});

/** The Word file with `paragraphs` more paragraphs of prose at the end of its body. */
function lengthened(bytes: Uint8Array, paragraphs: number): Uint8Array {
  const prose = '<w:p><w:r><w:t>The parties agree to the terms set out in this agreement.</w:t></w:r></w:p>';
  return patchDocx(bytes, {}, (files) => {
    const xml = new TextDecoder().decode(files['word/document.xml']);
    files['word/document.xml'] = strToU8(xml.replace('<w:sectPr', `${prose.repeat(paragraphs)}<w:sectPr`));
  });
}

/** The Word file with an empty body (no paragraphs, no header or footer). */
function emptied(bytes: Uint8Array): Uint8Array {
  return patchDocx(bytes, {}, (files) => {
    const xml = new TextDecoder().decode(files['word/document.xml']);
    files['word/document.xml'] = strToU8(
      xml.replace(/<w:body>[\s\S]*<\/w:body>/, '<w:body><w:p/><w:sectPr/></w:body>'),
    );
  });
}

describe('POST /docs/templates/import', () => {
  it('creates the template with its original file, merge fields, text left as it was, header and footer', async () => {
    const response = await importFile(
      {
        name: ' Engagement letter ',
        category: 'Engagement',
        jurisdiction_code: 'US-DE',
        description: 'Imported',
        tags: JSON.stringify(['word', ' word', 'nda']),
        placeholder_mappings: JSON.stringify({ '[EIN]': null, '[Company Name]': 'entity.legal_name' }),
      },
      { bytes: styles, name: 'engagement.docx' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const template = response.json();
    expect(template).toMatchObject({
      name: 'Engagement letter',
      category: 'Engagement',
      jurisdiction_code: 'US-DE',
      description: 'Imported',
      tags: ['word', 'nda'],
      has_original_file: true,
    });
    expect(template.placeholder_mappings).toMatchObject({
      '[EIN]': null,
      '[Company Name]': 'entity.legal_name',
      '{{ client_first_name }}': 'person.first_name',
    });

    const list = await app.inject({ method: 'GET', url: '/docs/templates', headers: viewer.headers });
    expect(list.json().templates.find((t: { id: string }) => t.id === template.id)).toMatchObject({
      has_original_file: true,
    });

    const document = await app.inject({
      method: 'GET',
      url: `/docs/documents/${template.id}`,
      headers: viewer.headers,
    });
    const html: string = document.json().versions[0].content.ckeditor_html;
    expect(html).toContain('<span data-merge-field="entity.legal_name">{{entity.legal_name}}</span>');
    expect(html).toContain('<span data-merge-field="person.first_name">{{person.first_name}}</span>');
    expect(html).toContain('EIN [EIN]');
    expect(html).not.toContain('data-placeholder');

    const layoutAnswer = await app.inject({
      method: 'GET',
      url: `/api/docs/assets/header-footer-config/${template.id}`,
      headers: viewer.headers,
    });
    expect(layoutAnswer.json().header).toMatchObject({
      enabled: true,
      content: expect.stringContaining('<span data-merge-field="person.first_name">'),
    });
    expect(layoutAnswer.json().footer.content).toContain('data-merge-field="matter_number"');

    const link = await app.inject({
      method: 'GET',
      url: `/docs/templates/${template.id}/download-url`,
      headers: viewer.headers,
    });
    const download = await app.inject({ method: 'GET', url: link.json().download_url });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, Buffer.from(styles))).toBe(0);

    const [original] = await database.db
      .select()
      .from(assets)
      .innerJoin(templates, eq(templates.sourceAssetId, assets.id))
      .where(eq(templates.documentId, template.id));
    expect(original!.assets).toMatchObject({
      assetType: 'template',
      name: 'engagement.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      pending: false,
      size: styles.length,
    });

    // Another firm sees none of it.
    const foreign = await app.inject({
      method: 'GET',
      url: `/docs/templates/${template.id}`,
      headers: outsider.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('stores the images as assets served from their URLs: the logo, the letterhead in the content', async () => {
    const response = await importFile({ name: 'Letterhead services' }, { bytes: layout });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id;
    const layoutAnswer = await app.inject({
      method: 'GET',
      url: `/api/docs/assets/header-footer-config/${id}`,
      headers: viewer.headers,
    });
    const { header, footer } = layoutAnswer.json();
    expect(header.logo.url).toMatch(new RegExp(`^/api/docs/assets/${orgId}/[0-9a-f-]{36}\\.png$`));
    expect(footer).toMatchObject({ enabled: true, pageNumbers: { enabled: true, format: 'page-x-of-y' } });
    const letterhead = await app.inject({
      method: 'GET',
      url: `/docs/documents/${id}/letterhead`,
      headers: viewer.headers,
    });
    const imageUrl = letterhead.json().letterhead.image_url;
    expect(imageUrl).toMatch(/\.png$/);
    for (const url of [header.logo.url, imageUrl]) {
      const image = await app.inject({ method: 'GET', url, headers: viewer.headers });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
    const types = await database.db
      .select({ assetType: assets.assetType })
      .from(assets)
      .where(and(eq(assets.orgId, orgId), eq(assets.key, `assets/${header.logo.url.split('/assets/')[1]}`)));
    expect(types).toEqual([{ assetType: 'logo' }]);
  });

  it('imports the public templates', async () => {
    for (const name of ['bonterms-mutual-nda-cover-page.docx', 'common-paper-mutual-nda-cover-page.docx']) {
      const response = await importFile({ name }, { bytes: fixture(name), name });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
    }
  });

  it('leaves no rows and no files when the transaction fails after the files were placed', async () => {
    // A deferred trigger fails the commit itself, after the rows were written and the files placed.
    await database.db.execute(sql`
      create or replace function lexdraft_test_fail_import() returns trigger language plpgsql as $$
      begin raise exception 'forced failure at commit'; end $$`);
    await database.db.execute(sql`
      create constraint trigger lexdraft_test_fail_import after insert on documents
      deferrable initially deferred for each row when (new.name = 'Fails at commit')
      execute function lexdraft_test_fail_import()`);
    try {
      const before = await stored();
      const response = await importFile({ name: 'Fails at commit' }, { bytes: layout });
      expect(response.statusCode).toBe(500);
      expect(await stored()).toEqual(before);
      const temporary = readdirSync(path.join(dataDir, 'assets', orgId)).filter(
        (file) => !/^[0-9a-f-]{36}\.\w+$/.test(file),
      );
      expect(temporary).toEqual([]);
    } finally {
      await database.db.execute(sql`drop trigger lexdraft_test_fail_import on documents`);
    }
  });
});

describe('header-footer-config content', () => {
  it('stores a band content sanitized as document HTML, and answers it', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/docs/templates',
      headers: attorney.headers,
      payload: { name: 'Bands' },
    });
    const id = created.json().id;
    const config = {
      header: {
        enabled: true,
        height: 80,
        backgroundColor: '#ffffff',
        borderBottom: false,
        logo: null,
        content:
          '<p onclick="x()">Smith <script>alert(1)</script><span data-merge-field="entity.name">{{entity.name}}</span></p>',
      },
      footer: {
        enabled: true,
        height: 60,
        backgroundColor: '#ffffff',
        borderTop: false,
        pageNumbers: { enabled: true, position: 'center', format: 'page-x-of-y' },
        content: '<p>Confidential</p>',
      },
    };
    const saved = await app.inject({
      method: 'POST',
      url: `/api/docs/assets/header-footer-config/${id}`,
      headers: attorney.headers,
      payload: config,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await app.inject({
      method: 'GET',
      url: `/api/docs/assets/header-footer-config/${id}`,
      headers: viewer.headers,
    });
    expect(read.json().header.content).toBe(
      '<p>Smith <span data-merge-field="entity.name">{{entity.name}}</span></p>',
    );
    expect(read.json().footer.content).toBe('<p>Confidential</p>');
    const tooLong = await app.inject({
      method: 'POST',
      url: `/api/docs/assets/header-footer-config/${id}`,
      headers: attorney.headers,
      payload: { ...config, footer: { ...config.footer, content: `<p>${'x'.repeat(20_000)}</p>` } },
    });
    expect(tooLong.statusCode).toBe(422);
  });
});
