import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signatureRequests } from '../../db/schema.js';
import { buildDocumentWithContent, pdfReader } from '../../test/export.js';
import { useSigningFirm } from '../../test/signing.js';

// Sending a template with logic for signature (issue 30): the frozen PDF is the resolved document,
// as the export prints it, and a document that cannot be assembled is refused as the export is.

const firm = useSigningFirm();
const signer = { name: 'Ann Client', email: 'ann@assembled.test', role: 'signer' as const };

const build = (html: string, values: Record<string, string>) =>
  buildDocumentWithContent(firm.database.db, {
    orgId: firm.orgId,
    html,
    parts: { merge_field_values: values },
  });

describe('POST /docs/documents/{id}/send with logic', () => {
  it('freezes the branch taken and the formatted values, no marker text', async () => {
    const document = await build(
      '<div data-if="agreement.rush"><p>Rush delivery.</p><div data-else=""><p>Standard delivery.</p></div></div>' +
        '<p>Fee: <span data-merge-field="fee" data-format="currency">{{fee | currency}}</span>.</p>',
      { 'agreement.rush': 'no', fee: '1250' },
    );
    const response = await firm.send(document.id, { provider: 'lexdraft', recipients: [signer] });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await firm.database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.documentId, document.id));
    const stored = await firm.storage.get(row!.frozenPdfKey);
    const text = (await pdfReader(stored!.bytes).pageTexts()).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Standard delivery. Fee: $1,250.00.');
    expect(text).not.toContain('Rush');
    expect(text).not.toContain('{{');
  });

  it('refuses an unbalanced typed marker, naming it', async () => {
    const document = await build('<p>{{#each sellers as seller}}</p><p>Seller.</p>', {});
    const response = await firm.send(document.id, { provider: 'lexdraft', recipients: [signer] });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('{{#each sellers as seller}} has no {{/each}}');
  });
});
