import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { documentEntities } from '../../db/schema.js';
import { buildDocumentWithContent } from '../../test/export.js';
import { buildEntity, buildSmartField } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

// Layered values through the API and the export (docs/field-trust.md, "Layered values"): a field the
// document leaves empty, or clears, prints its linked record's value or the firm's default.

const firm = useFirm();
const field = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

async function docxText(documentId: string, query = '') {
  const response = await firm.request(
    firm.viewer,
    'GET',
    `/docs/documents/${documentId}/export?format=docx${query}`,
  );
  if (response.statusCode !== 200) return { status: response.statusCode, body: response.json(), text: '' };
  const xml = strFromU8(unzipSync(response.rawPayload)['word/document.xml']!);
  const text = Array.from(xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g), (match) => match[1]).join('');
  return { status: 200, body: null, text };
}

/** A document using a smart field with a default and the linked entity's name. */
async function layeredDocument() {
  const { db } = firm.database;
  const key = `law_${crypto.randomUUID().slice(0, 8)}`;
  await buildSmartField(db, { orgId: firm.orgId, key, label: 'Governing law', defaultValue: 'Delaware' });
  const entity = await buildEntity(db, { orgId: firm.orgId, name: 'Acme Holdings LLC' });
  const document = await buildDocumentWithContent(db, {
    orgId: firm.orgId,
    html: `<p>${field('entity.name')} under ${field(key)} law.</p>`,
  });
  await db
    .insert(documentEntities)
    .values({ orgId: firm.orgId, documentId: document.id, targetId: entity.id });
  return { document, key };
}

describe('layered values in the export', () => {
  it("prints the linked record's value and the firm's default for fields the document leaves empty; no 422", async () => {
    const { document } = await layeredDocument();
    const exported = await docxText(document.id);
    expect(exported.status).toBe(200);
    expect(exported.text).toBe('Acme Holdings LLC under Delaware law.');
  });

  it("prints the document's own value over both layers, and falls back when it is cleared", async () => {
    const { document, key } = await layeredDocument();
    const valuesPath = `/docs/documents/${document.id}/merge-field-values`;
    const typed = await firm.request(firm.attorney, 'PUT', valuesPath, {
      [key]: 'New York',
      'entity.name': 'Acme Inc.',
    });
    expect(typed.statusCode).toBe(200);
    expect((await docxText(document.id)).text).toBe('Acme Inc. under New York law.');

    // Clearing stores the value as "" (cleared): the field is unfilled and the layers below show.
    const cleared = await firm.request(firm.attorney, 'PUT', valuesPath, { [key]: '', 'entity.name': '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().merge_field_values).toEqual({ [key]: '', 'entity.name': '' });
    expect((await docxText(document.id)).text).toBe('Acme Holdings LLC under Delaware law.');
  });

  it('falls back the same way from a cleared smart-field value', async () => {
    const { document, key } = await layeredDocument();
    const smartPath = `/docs/documents/${document.id}/smart-fields`;
    await firm.request(firm.attorney, 'PUT', smartPath, { values: { [key]: 'Texas' } });
    expect((await docxText(document.id)).text).toBe('Acme Holdings LLC under Texas law.');
    const cleared = await firm.request(firm.attorney, 'PUT', smartPath, { values: { [key]: '' } });
    expect(cleared.json().values).toMatchObject({ [key]: '' });
    expect((await docxText(document.id)).text).toBe('Acme Holdings LLC under Delaware law.');
  });

  it('still refuses fields no layer fills: an unlinked entity field, a field without a default', async () => {
    const lonely = await buildDocumentWithContent(firm.database.db, {
      orgId: firm.orgId,
      html: `<p>${field('entity.name')} ${field('matter.number')}</p>`,
    });
    const refused = await docxText(lonely.id);
    expect(refused.status).toBe(422);
    expect(refused.body.unresolved_fields).toEqual(['entity.name', 'matter.number']);
  });
});
