import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignatureFieldPlacement, signatureRequests } from '../../../db/schema.js';
import { buildDocument } from '../../../test/factories.js';
import { pdfPageTexts, pdfWords } from '../../../test/seal.js';
import { mailsTo, tokenIn, useSigningFirm } from '../../../test/signing.js';

// Issue 29, item 3: Signature fields leave no marker text in any PDF a person receives: the PDF
// export, Print preview, the document sent to signers and the sealed PDF. The seal still puts each
// signature in its field. The whole path runs in the app, printing with the machine's Chromium.

const firm = useSigningFirm();
const A4_HEIGHT = 841.89;

/** Every text pdftotext reads from the PDF, in reading order and laid out. */
const allText = async (pdf: Uint8Array) =>
  `${(await pdfPageTexts(pdf)).join('\n')}\n${(await pdfPageTexts(pdf, true)).join('\n')}`;

function expectNoMarker(text: string, which: string) {
  expect(text, which).not.toContain('[[sig');
  expect(text, which).not.toContain('[[/sig');
  expect(text, which).not.toMatch(/sig:\d/);
}

describe('PDFs with Signature fields', () => {
  // One document through the steps a person receives a PDF at, in order.
  let documentId: string;
  let field: SignatureFieldPlacement;
  let token: string;
  const get = async (url: string) => {
    const response = await firm.call(firm.attorney, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return new Uint8Array(response.rawPayload);
  };
  const signing = (method: 'GET' | 'POST', suffix: string, payload?: object) =>
    firm.app.inject({
      method,
      url: `/api/signing/${encodeURIComponent(token)}${suffix}`,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    const document = await buildDocument(firm.database.db, {
      orgId: firm.orgId,
      name: 'Lease',
      html: '<p>The tenant agrees to the lease.</p><div data-signature-field="1">Signature: signer 1</div><p>Dated today.</p>',
    });
    documentId = document.id;
  });

  it('hold none in the PDF export or Print preview', async () => {
    const exported = await get(`/docs/documents/${documentId}/export?format=pdf`);
    const preview = await get(`/docs/documents/${documentId}/print-preview`);
    for (const [which, pdf] of [
      ['export', exported],
      ['preview', preview],
    ] as const) {
      const text = await allText(pdf);
      expectNoMarker(text, which);
      expect(text).toContain('The tenant agrees to the lease.');
      expect(text).toContain('Signer 1');
    }
  });

  it('hold none in the document sent to signers, whose field the send still found', async () => {
    const sent = await firm.send(documentId, {
      provider: 'lexdraft',
      recipients: [{ name: 'Tess Tenant', email: 'tess@client.test', role: 'signer' }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [request] = await firm.database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.documentId, documentId));
    expect(request!.signatureFields).toHaveLength(1);
    field = request!.signatureFields[0]!;
    expect(field).toMatchObject({ signer: 1, page: 1 });
    token = tokenIn(mailsTo(firm, 'tess@client.test').at(-1)!);
    const toSign = await signing('GET', '/pdf');
    expect(toSign.statusCode, toSign.body).toBe(200);
    expectNoMarker(await allText(new Uint8Array(toSign.rawPayload)), 'sent');
  });

  it('hold none in the sealed PDF, whose stamp sits in the field', async () => {
    expect((await signing('POST', '/consent', { agree: true })).statusCode).toBe(200);
    const signed = await signing('POST', '/sign', { signature: { kind: 'typed', text: 'Tess Tenant' } });
    expect(signed.statusCode, signed.body).toBe(200);
    await firm.app.jobs.runQueued('signature.seal', {});
    const sealed = await get(`/docs/documents/${documentId}/signed-pdf`);
    expectNoMarker(await allText(sealed), 'sealed');
    // The signer's name and date, under the field's label, inside the box the send found.
    const stamp = (await pdfWords(sealed)).find((word) => word.page === 1 && word.text === 'Tess');
    expect(stamp).toBeDefined();
    expect(stamp!.xMin).toBeGreaterThanOrEqual(field.x);
    expect(stamp!.xMax).toBeLessThanOrEqual(field.x + field.width);
    expect(A4_HEIGHT - stamp!.yMax).toBeGreaterThanOrEqual(field.y);
    expect(A4_HEIGHT - stamp!.yMin).toBeLessThanOrEqual(field.y + field.height);
  });
});
