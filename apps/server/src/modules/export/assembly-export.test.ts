import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildDocumentWithContent, pdfReader, TEST_CHROMIUM } from '../../test/export.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';

// Document assembly in the exports end to end (issue 30): a template with a block condition, an
// inline condition, repeats over a list field (a section and a table row) and formatted values,
// printed as PDF (read back with pdftotext), as Word (read back from its XML) and in print preview,
// on the real PostgreSQL and the machine's Chromium.

let database: TestDatabase;
let app: FastifyInstance;
let orgId: string;
let attorney: Session;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { chromiumPath: TEST_CHROMIUM });
  orgId = (await buildOrg(database.db)).id;
  attorney = await signIn(app, (await buildUser(database.db, { orgId, role: 'attorney' })).email);
});
afterAll(() => app.close());

const quote = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const field = (id: string, format?: string) =>
  format === undefined
    ? `<span data-merge-field="${id}">{{${id}}}</span>`
    : `<span data-merge-field="${id}" data-format="${quote(format)}">{{${id} | ${quote(format)}}}</span>`;

const TEMPLATE = [
  '<h1>Sale Agreement</h1>',
  `<div data-if="entity.entity_type == 'LLC'"><p>The Seller is a limited liability company.</p>`,
  `<div data-else=""><p>The Seller is a corporation led by ${field('ceo.name')}.</p></div></div>`,
  `<p>Delivery is <span data-if="agreement.rush">urgent and </span><span data-if="not agreement.rush">standard and </span>due on ${field('closing', 'date: "Do [day of] MMMM, YYYY"')}.</p>`,
  `<div data-each="sellers" data-as="seller"><p>Seller ${field('loop.number')}: ${field('seller.name')} of ${field('seller.city')}.</p></div>`,
  `<p>Price: ${field('price', 'currency')} (${field('price', 'words')} dollars), paid to ${field('sellers', 'join: "name"')}.</p>`,
  `<table><tbody><tr><th><p>Seller</p></th></tr><tr data-each="sellers" data-as="row"><td><p>Row ${field('row.name')}</p></td></tr></tbody></table>`,
].join('');

const VALUES = { 'entity.entity_type': 'LLC', 'agreement.rush': 'yes', closing: '2027-01-15', price: '1250' };
const SELLERS = [
  { name: 'Ada Pryce', city: 'Boston' },
  { name: 'Ben Quill', city: 'Cork' },
];

async function assembled(html: string, values: Record<string, string>, lists?: Record<string, unknown>) {
  const document = await buildDocumentWithContent(database.db, {
    orgId,
    html,
    parts: { merge_field_values: values },
  });
  if (lists) {
    const saved = await app.inject({
      method: 'PUT',
      url: `/docs/documents/${document.id}/list-values`,
      headers: attorney.headers,
      payload: lists,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return document.id;
}

const get = (url: string) => app.inject({ method: 'GET', url, headers: attorney.headers });
const exportOf = (id: string, format: 'pdf' | 'docx') => get(`/docs/documents/${id}/export?format=${format}`);
const previewOf = (id: string) => get(`/docs/documents/${id}/print-preview`);
const pdfText = async (bytes: Buffer) => (await pdfReader(bytes).pageTexts()).join('\n').replace(/\s+/g, ' ');
const wordText = (bytes: Buffer) =>
  Array.from(
    strFromU8(unzipSync(bytes)['word/document.xml']!).matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g),
    (match) => match[1],
  ).join('');

/** What the assembled template prints, in order. */
const EXPECTED = [
  'The Seller is a limited liability company.',
  'Delivery is urgent and due on 15th day of January, 2027.',
  'Seller 1: Ada Pryce of Boston.',
  'Seller 2: Ben Quill of Cork.',
  'Price: $1,250.00 (one thousand two hundred fifty dollars), paid to Ada Pryce and Ben Quill.',
  'Row Ada Pryce',
  'Row Ben Quill',
];

function expectAssembled(text: string) {
  let from = 0;
  for (const line of EXPECTED) {
    const at = text.indexOf(line, from);
    expect(at, `"${line}" in ${text}`).toBeGreaterThanOrEqual(0);
    from = at + line.length;
  }
  expect(text).not.toContain('corporation');
  expect(text).not.toContain('standard and');
  expect(text).not.toContain('{{');
}

describe('exports of a template with logic', () => {
  it('print the taken branches, the repeats expanded and the formats applied, as PDF, Word and print preview', async () => {
    const id = await assembled(TEMPLATE, VALUES, { sellers: SELLERS });

    const pdf = await exportOf(id, 'pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expectAssembled(await pdfText(pdf.rawPayload));

    const word = await exportOf(id, 'docx');
    expect(word.statusCode, word.body).toBe(200);
    const text = wordText(word.rawPayload);
    expectAssembled(text);
    // The repeated table row is printed once per seller, after its header row.
    expect(text).toContain('SellerRow Ada PryceRow Ben Quill');

    const preview = await previewOf(id);
    expect(preview.statusCode, preview.body).toBe(200);
    expectAssembled(await pdfText(preview.rawPayload));
  });

  it('lists a condition`s and a repeat`s missing values as unresolved, not a field of a branch not taken', async () => {
    const id = await assembled(
      [
        `<div data-if="agreement.rush"><p>Rush fee ${field('rush.fee')}.</p><div data-else=""><p>Standard.</p></div></div>`,
        `<p>For ${field('client.name')}.</p>`,
        `<div data-each="buyers" data-as="buyer"><p>${field('buyer.name')}</p></div>`,
      ].join(''),
      {},
    );
    const refused = await exportOf(id, 'pdf');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().unresolved_fields).toEqual(['agreement.rush', 'client.name', 'buyers']);

    const anyway = await get(`/docs/documents/${id}/export?format=pdf&allow_unresolved=true`);
    expect(anyway.statusCode, anyway.body).toBe(200);
    const text = await pdfText(anyway.rawPayload);
    expect(text).toContain('Standard. For client.name.');
    expect(text).not.toContain('Rush fee');
  });

  it('answers 422 naming an unbalanced typed marker, for the exports and print preview', async () => {
    const id = await assembled('<p>{{#if agreement.rush}}</p><p>Rush delivery.</p>', {
      'agreement.rush': 'yes',
    });
    for (const response of [await exportOf(id, 'pdf'), await exportOf(id, 'docx'), await previewOf(id)]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toContain('{{#if agreement.rush}} has no {{/if}}');
    }
    const anyway = await get(`/docs/documents/${id}/export?format=pdf&allow_unresolved=true`);
    expect(anyway.statusCode).toBe(422);
  });

  it('reads typed markers that balance as logic', async () => {
    const id = await assembled(
      '<p>{{#if agreement.rush}}</p><p>Rush delivery for {{price | currency}}.</p><p>{{else}}</p><p>Standard delivery.</p><p>{{/if}}</p>',
      { 'agreement.rush': 'yes', price: '99' },
    );
    const pdf = await exportOf(id, 'pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Rush delivery for $99.00.');
    expect(text).not.toContain('Standard');
    expect(text).not.toContain('{{');
  });

  it("takes a viewer's branches by the real values and prints the sensitive ones masked", async () => {
    const id = await assembled(
      `<div data-if="client.ssn == '123-45-6789'"><p>Known client ${field('client.ssn')}.</p><div data-else=""><p>Other client.</p></div></div>`,
      { 'client.ssn': '123-45-6789' },
    );
    const viewer = await signIn(app, (await buildUser(database.db, { orgId, role: 'viewer' })).email);
    const word = await app.inject({
      method: 'GET',
      url: `/docs/documents/${id}/export?format=docx`,
      headers: viewer.headers,
    });
    expect(word.statusCode, word.body).toBe(200);
    const text = wordText(word.rawPayload);
    expect(text).toContain('Known client •••-••-6789.');
    expect(text).not.toContain('123-45');
    expect(text).not.toContain('Other client');
  });
});
