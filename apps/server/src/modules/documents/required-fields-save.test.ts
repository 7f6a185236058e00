import { describe, expect, it } from 'vitest';
import { buildDocument, buildSmartField } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

// Issue 28, point 9: the required rule (spec section 5) holds back export and send through the
// unresolved-fields gate; it never holds back the document's text, which the server always takes.

const firm = useFirm();
const marker = (id: string) => `<span data-merge-field="${id}">{{${id}}}</span>`;

describe('a document whose required smart field is empty', () => {
  it('saves its text, and is refused a Word export without allow_unresolved', async () => {
    const { db } = firm.database;
    await buildSmartField(db, { orgId: firm.orgId, key: 'matter.court', label: 'Court', required: true });
    const document = await buildDocument(db, {
      orgId: firm.orgId,
      html: `<p>Filed in ${marker('matter.court')}.</p>`,
    });
    const html = `<p>Filed in ${marker('matter.court')}. Signed.</p>`;

    const saved = await firm.request(firm.attorney, 'PUT', `/docs/documents/${document.id}`, {
      content: { ckeditor_html: html },
      base_version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().current_version).toBe(2);

    const exported = await firm.request(
      firm.attorney,
      'GET',
      `/docs/documents/${document.id}/export?format=docx`,
    );
    expect(exported.statusCode).toBe(422);
    expect(exported.json().detail).toContain('matter.court');
  });
});
