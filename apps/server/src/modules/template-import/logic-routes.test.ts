import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';

// The Word import's logic over HTTP on real PostgreSQL: the preview lists the conditions and
// repeats beside the placeholders, and the imported template stores them as the editor's nodes.

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;
let attorney: Session;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: pino({ level: 'silent' }) });
  orgId = (await buildOrg(database.db)).id;
  attorney = await signIn(app, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
});
afterAll(() => app.close());

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));

async function docx(...paragraphs: string[]): Promise<Uint8Array> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

function form(fields: Record<string, string>, bytes: Uint8Array) {
  const boundary = '----lexdraft-logic-boundary';
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="template.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...attorney.headers },
  };
}

const preview = (bytes: Uint8Array) =>
  app.inject({ method: 'POST', url: '/docs/templates/import/preview', ...form({}, bytes) });
const importFile = (bytes: Uint8Array, name: string) =>
  app.inject({ method: 'POST', url: '/docs/templates/import', ...form({ name }, bytes) });

async function storedHtml(id: string): Promise<string> {
  const document = await app.inject({
    method: 'GET',
    url: `/docs/documents/${id}`,
    headers: attorney.headers,
  });
  return document.json().versions[0].content.ckeditor_html;
}

describe('POST /docs/templates/import/preview: logic', () => {
  it('lists each condition and repeat with its expression or list, and the tags left as text in warnings', async () => {
    const response = await preview(fixture('docassemble-docx-jinja2-demo.docx'));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.logic).toEqual([
      { kind: 'each', list: 'fruit_types', as: 'item', text: '{%p for item in fruit_types %}' },
      { kind: 'if', expression: 'sky_is_blue', text: '{%p if sky_is_blue %}' },
      { kind: 'each', list: 'client.child', as: 'child', text: '{%p for child in client.child %}' },
    ]);
    expect(answer.placeholders.map((placeholder: { text: string }) => placeholder.text)).toEqual([
      '{{ client }}',
    ]);
    expect(answer.warnings).toContain(
      'Logic "{{ item.upper() }}" in the body has no translation (calls and subscripts have no translation) and was left as text.',
    );
  });

  it('answers an empty list for a file without logic', async () => {
    const response = await preview(await docx('Dear {{client_name}},'));
    expect(response.json().logic).toEqual([]);
  });
});

describe('POST /docs/templates/import: logic', () => {
  it('stores conditions, repeats and repeated rows as the editor’s nodes, no marker text left', async () => {
    const jinja = await importFile(fixture('docassemble-docx-jinja2-demo.docx'), 'Fruit');
    expect(jinja.statusCode, jinja.body).toBe(201);
    const html = await storedHtml(jinja.json().id);
    expect(html).toContain('<div data-each="fruit_types" data-as="item">');
    expect(html).toContain('<div data-if="sky_is_blue">');
    expect(html).toContain('<div data-else="">');
    expect(html).not.toMatch(/\{\{#|\{%p/);

    const table = await importFile(fixture('docxtemplater-tag-intelligent-loop-table.docx'), 'Clients');
    expect(table.statusCode, table.body).toBe(201);
    const rows = await storedHtml(table.json().id);
    expect(rows).toContain('<tr data-each="clients" data-as="client">');
    expect(rows).toContain('data-merge-field="client.first_name"');
  });

  it('makes our own typed markers and formats nodes, inline conditions included', async () => {
    const bytes = await docx(
      '{{#if entity.entity_type == "LLC"}}',
      'The members of {{entity.name}} agree{{#if agreement.rush}} at once{{/if}}.',
      '{{/if}}',
      'Fee: {{fee | currency}}',
    );
    const response = await importFile(bytes, 'Own markers');
    expect(response.statusCode, response.body).toBe(201);
    const html = await storedHtml(response.json().id);
    expect(html).toContain('<div data-if="entity.entity_type == &quot;LLC&quot;">');
    expect(html).toContain('<span data-if="agreement.rush">');
    expect(html).toContain('data-format="currency"');
  });

  it('keeps our own condition that does not read as text, named in the preview, never a 500', async () => {
    const bytes = await docx('{{#if entity.entity_type == }}', 'Members', '{{/if}}');
    expect((await preview(bytes)).json().warnings).toEqual([
      'Logic "{{#if entity.entity_type == }}" in the body does not read and stays text until it is fixed: Condition "entity.entity_type ==": a value is missing after "==".',
    ]);
    const response = await importFile(bytes, 'Broken');
    expect(response.statusCode, response.body).toBe(201);
    const html = await storedHtml(response.json().id);
    expect(html).toMatch(/<p>\{\{#if entity\.entity_type ==\s?\}\}<\/p><p>Members<\/p><p>\{\{\/if\}\}<\/p>/);
    expect(html).not.toContain('data-if');
  });
});
