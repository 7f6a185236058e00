import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildContent } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { documentEntities, documents, fieldValueSources } from '../../db/schema.js';
import { buildEntity, buildSmartField } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { insertVersion, readVersions } from './version-content.js';

// Issue 28, point 6: a template made from Margaret Chen's letter keeps none of her values, in any
// version, path or file; the firm's defaults stay.

const firm = useFirm();
const marker = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;
const HTML = `<p>Dear ${marker('client.name')} (${marker('client.email')}), EIN ${marker('entity.ein')}.</p>
<p>Retainer ${marker('matter.retainer')}; ${marker('billing_note')}; signed for ${marker('firm.signatory')}.</p>`;
// Every value of hers, as typed, filled from her record, or held in an older version.
const HERS = [
  'Margaret',
  'margaret@chen.example',
  '12-3456789',
  '$15,000',
  'Net 30 for Chen',
  'Chen Holdings',
];

const docPath = (id: string, tail = '') => `/docs/documents/${id}${tail}`;

function expectNoneOfHers(text: string) {
  for (const value of HERS) expect(text).not.toContain(value);
}

const wordText = (bytes: Buffer) => {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']!);
  return Array.from(xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g), (match) => match[1]).join('');
};

/**
 * Margaret Chen's letter: an older version 1 with her name, then version 2 filled through every
 * values path (typed, from her entity's record, smart and custom fields), linked to her entity.
 */
async function margaretsLetter() {
  const { db } = firm.database;
  const entity = await buildEntity(db, { orgId: firm.orgId, name: 'Chen Holdings LLC', ein: '12-3456789' });
  const [document] = await db
    .insert(documents)
    .values({ orgId: firm.orgId, name: 'Engagement letter', isDraft: true, currentVersion: 2 })
    .returning();
  const id = document!.id;
  await insertVersion(db, {
    orgId: firm.orgId,
    documentId: id,
    version: 1,
    content: buildContent(HTML, {
      merge_field_values: { 'client.name': 'Margaret Chen' },
      metadata: { custom_fields: [{ name: 'billing_note', value: 'Net 30 for Chen' }] },
    }),
    valueWrites: { merge_field_values: { 'client.name': 1 } },
  });
  await insertVersion(db, { orgId: firm.orgId, documentId: id, version: 2, content: buildContent(HTML) });
  const ok = async (response: Promise<{ statusCode: number; body: string }>) =>
    expect((await response).statusCode, (await response).body).toBe(200);
  await ok(firm.request(firm.attorney, 'PUT', docPath(id), { entity_ids: [entity.id] }));
  await ok(
    firm.request(firm.attorney, 'PUT', docPath(id, '/merge-field-values'), {
      'client.name': 'Margaret Chen',
      'client.email': 'margaret@chen.example',
    }),
  );
  await ok(
    firm.request(firm.attorney, 'POST', docPath(id, '/merge-field-values/from-record'), {
      record_type: 'entity',
      record_id: entity.id,
      field_ids: ['entity.ein'],
    }),
  );
  await ok(
    firm.request(firm.attorney, 'PUT', docPath(id, '/smart-fields'), {
      values: { 'matter.retainer': '$15,000' },
    }),
  );
  await ok(
    firm.request(firm.attorney, 'PUT', docPath(id, '/custom-fields'), {
      custom_fields: [{ name: 'billing_note', value: 'Net 30 for Chen' }],
    }),
  );
  // The letter does hold her values before it is converted.
  expect(JSON.stringify(await readVersions(db, id))).toContain('$15,000');
  expect(await db.select().from(fieldValueSources).where(eq(fieldValueSources.documentId, id))).not.toEqual(
    [],
  );
  return { id, entity };
}

describe('POST /docs/documents/{id}/convert-to-template', () => {
  it("keeps none of the client's values: the template, a document made from it, generate and the Word file", async () => {
    const { db } = firm.database;
    await buildSmartField(db, { orgId: firm.orgId, key: 'matter.retainer', label: 'Retainer' });
    await buildSmartField(db, {
      orgId: firm.orgId,
      key: 'firm.signatory',
      label: 'Signatory',
      defaultValue: 'Ross and Partners LLP',
    });
    const { id } = await margaretsLetter();

    const converted = await firm.request(firm.attorney, 'POST', docPath(id, '/convert-to-template'));
    expect(converted.statusCode, converted.body).toBe(200);
    expectNoneOfHers(converted.body);

    // The template as read, every version it keeps, its provenance and its links.
    const read = await firm.request(firm.attorney, 'GET', docPath(id));
    expect(read.json().is_template).toBe(true);
    expectNoneOfHers(read.body);
    const versions = await readVersions(db, id);
    expect(versions.map((version) => version.version)).toEqual([1, 2]);
    expectNoneOfHers(JSON.stringify(versions));
    expect(versions[1]!.content.merge_field_values).toEqual({});
    expect(versions[1]!.valueWrites).toEqual({});
    expect(await db.select().from(fieldValueSources).where(eq(fieldValueSources.documentId, id))).toEqual([]);
    expect(await db.select().from(documentEntities).where(eq(documentEntities.documentId, id))).toEqual([]);
    for (const tail of ['/merge-field-values', '/smart-fields', '/field-provenance', '/value-layers']) {
      const answer = await firm.request(firm.attorney, 'GET', docPath(id, tail));
      expect(answer.statusCode, tail).toBe(200);
      expectNoneOfHers(answer.body);
    }
    // A custom field stays as a name the next document fills.
    const custom = await firm.request(firm.attorney, 'GET', docPath(id, '/custom-fields'));
    expect(custom.json().custom_fields).toMatchObject([{ name: 'billing_note', value: '' }]);

    // Use Template with no entity: the next client's letter starts empty.
    const created = await firm.request(firm.attorney, 'POST', '/docs/documents/create-from-template', {
      source_document_id: id,
      name: 'Next client',
    });
    expect(created.statusCode, created.body).toBe(201);
    const next = created.json().id as string;
    expectNoneOfHers((await firm.request(firm.attorney, 'GET', docPath(next))).body);
    expectNoneOfHers((await firm.request(firm.attorney, 'GET', docPath(next, '/field-provenance'))).body);
    expect(await db.select().from(fieldValueSources).where(eq(fieldValueSources.documentId, next))).toEqual(
      [],
    );

    // Generate for another client: only that client's record fills.
    const other = await buildEntity(db, { orgId: firm.orgId, name: 'Okafor Trading Ltd', ein: '98-7654321' });
    const generated = await firm.request(firm.attorney, 'POST', '/docs/documents/generate', {
      template_id: id,
      entity_id: other.id,
    });
    expect(generated.statusCode, generated.body).toBe(201);
    expectNoneOfHers(generated.body);
    expect(generated.body).toContain('98-7654321');

    // The template's Word download: labels and the firm's default, none of her values.
    const link = await firm.request(firm.attorney, 'GET', `/docs/templates/${id}/download-url`);
    expect(link.statusCode, link.body).toBe(200);
    const file = await firm.app.inject({ method: 'GET', url: link.json().download_url });
    expect(file.statusCode).toBe(200);
    const text = wordText(file.rawPayload);
    expectNoneOfHers(text);
    expect(text).toContain('Ross and Partners LLP');
  });
});

describe('POST /docs/templates', () => {
  it('keeps none of the values a content sent with it holds', async () => {
    const created = await firm.request(firm.attorney, 'POST', '/docs/templates', {
      name: 'Letter template',
      content: buildContent(HTML, {
        merge_field_values: { 'client.name': 'Margaret Chen' },
        placeholders: { 'matter.retainer': '$15,000' },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const versions = await readVersions(firm.database.db, created.json().id);
    expect(versions).toHaveLength(1);
    expectNoneOfHers(JSON.stringify(versions));
  });
});

describe('POST /docs/documents as a template', () => {
  it('keeps none of the values a content sent with it holds, in its answer or its versions', async () => {
    const entity = await buildEntity(firm.database.db, { orgId: firm.orgId, name: 'Chen Holdings LLC' });
    const created = await firm.request(firm.attorney, 'POST', '/docs/documents', {
      name: 'Letter template',
      is_template: true,
      entity_ids: [entity.id],
      content: buildContent(HTML, {
        merge_field_values: { 'client.name': 'Margaret Chen' },
        placeholders: { 'matter.retainer': '$15,000' },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expectNoneOfHers(created.body);
    const versions = await readVersions(firm.database.db, created.json().id);
    expect(versions).toHaveLength(1);
    expectNoneOfHers(JSON.stringify(versions));
  });
});

describe('migration 0015, clear template values', () => {
  it("clears existing templates' values, sources and links, leaves documents alone, and runs twice", async () => {
    const { db, pool } = firm.database;
    const { id: template } = await margaretsLetter();
    const { id: letter } = await margaretsLetter();
    // A template converted before the fix, as it was stored then.
    await db.update(documents).set({ isTemplate: true, isDraft: false }).where(eq(documents.id, template));
    const before = await readVersions(db, letter);
    const sql = await readFile(path.join(MIGRATIONS_DIR, '0015_clear_template_values.sql'), 'utf8');
    for (let run = 0; run < 2; run++) {
      for (const statement of sql.split('--> statement-breakpoint')) await pool.query(statement);
    }

    const versions = await readVersions(db, template);
    expectNoneOfHers(JSON.stringify(versions));
    expect(versions[0]!.content.metadata).toEqual({
      custom_fields: [{ name: 'billing_note', value: '' }],
    });
    expect(versions[0]!.content.ckeditor_html).toBe(before[0]!.content.ckeditor_html);
    expect(
      await db.select().from(fieldValueSources).where(eq(fieldValueSources.documentId, template)),
    ).toEqual([]);
    expect(await db.select().from(documentEntities).where(eq(documentEntities.documentId, template))).toEqual(
      [],
    );
    // A document that is not a template keeps every value.
    expect(await readVersions(db, letter)).toEqual(before);
    expect(
      await db.select().from(fieldValueSources).where(eq(fieldValueSources.documentId, letter)),
    ).not.toEqual([]);
  });
});
