import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  pdfPageTexts,
  pdfWords,
  printDocument,
  printDocumentWithAnchors,
  type Word,
} from '../../../test/seal.js';
import { findSignatureFields, type SignatureFieldBox } from './find-fields.js';

// Signature fields found in PDFs printed by the app's own pipeline (the machine's Chromium).

const A4_HEIGHT = 841.89;
// The print's box is 260 x 96 CSS px (195 x 72 pt); the box found is inside its 1px border.
const INNER = { width: 193.5, height: 70.5 };

const TWO_PAGES =
  '<p>Agreement between the parties.</p><div data-signature-field="1">Signature: signer 1</div>' +
  '<p>Signed in two places.</p><div data-page-break="true" class="page-break"></div>' +
  '<h2>Schedule</h2><p>The second party signs here.</p>' +
  '<table><tbody><tr><td><p>Client</p><div data-signature-field="2"></div></td><td><p>Firm</p></td></tr></tbody></table>';

/** True when the word lies inside the box (a PDF box: origin bottom-left; a word: top-left). */
const inside = (word: Word, box: SignatureFieldBox) =>
  word.page === box.page &&
  word.xMin >= box.x &&
  word.xMax <= box.x + box.width &&
  A4_HEIGHT - word.yMax >= box.y &&
  A4_HEIGHT - word.yMin <= box.y + box.height;

describe('findSignatureFields', () => {
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await printDocument(TWO_PAGES);
  });

  it('finds each field on its page, the size the print draws it, around its own label', async () => {
    const fields = await findSignatureFields(pdf);
    expect(fields.map(({ signer, page }) => ({ signer, page }))).toEqual([
      { signer: 1, page: 1 },
      { signer: 2, page: 2 },
    ]);
    for (const field of fields) {
      expect(field.width).toBeCloseTo(INNER.width, 0);
      expect(field.height).toBeCloseTo(INNER.height, 0);
    }
    const words = await pdfWords(pdf);
    const labels = words.filter((word) => word.text === 'Signature');
    expect(labels).toHaveLength(2);
    for (const [index, field] of fields.entries()) {
      const label = labels[index]!;
      expect(inside(label, field)).toBe(true);
      // The label starts 10px (7.5 pt) inside the box.
      expect(label.xMin - field.x).toBeCloseTo(7.5, 0);
      const signer = words.find((word) => word.text === String(field.signer) && inside(word, field));
      expect(signer).toBeDefined();
    }
    // The first box follows the first paragraph; the second sits in the table's first cell.
    const paragraph = words.find((word) => word.text === 'Agreement')!;
    expect(A4_HEIGHT - paragraph.yMax).toBeGreaterThan(fields[0]!.y + fields[0]!.height);
    const client = words.find((word) => word.text === 'Client')!;
    expect(client.xMin).toBeLessThan(fields[1]!.x + 20);
    expect(A4_HEIGHT - client.yMax).toBeGreaterThan(fields[1]!.y + fields[1]!.height);
  });

  it('leaves no marker text, and no link, in the PDF: pdftotext reads the document and the labels only', async () => {
    const [first, second] = await pdfPageTexts(pdf);
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    // In pdftotext's reading order, which may put the field's label after the next paragraph.
    expect(lines(first!).sort()).toEqual(
      ['Agreement between the parties.', 'Signature', 'Signer 1', 'Signed in two places.'].sort(),
    );
    const all = `${first}${second}${(await pdfPageTexts(pdf, true)).join('')}`;
    expect(all).not.toContain('[[sig');
    expect(all).not.toContain('[[/sig');
    expect(all).not.toContain('sig:');
    // The links the print found the boxes by are gone with their URL.
    const document = await PDFDocument.load(pdf);
    for (const page of document.getPages()) expect(page.node.Annots()).toBeUndefined();
    expect(Buffer.from(pdf).includes('lexdraft.invalid')).toBe(false);
  });

  it('still finds the fields of a PDF printed with anchor texts (a request sent before issue 29)', async () => {
    const legacy = await printDocumentWithAnchors(TWO_PAGES);
    expect((await pdfPageTexts(legacy)).join('')).toContain('[[sig:1]]');
    const fields = await findSignatureFields(legacy);
    expect(fields).toHaveLength(2);
    for (const [index, field] of (await findSignatureFields(pdf)).entries()) {
      const old = fields[index]!;
      expect(old.signer).toBe(field.signer);
      expect(old.page).toBe(field.page);
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(old[key]).toBeCloseTo(field[key], 0);
    }
  });

  it('keeps a link the document itself has, and takes a link that looks like a field for none', async () => {
    const linked = await printDocument(
      '<p>See <a href="https://example.com/terms">the terms</a> and ' +
        '<a href="https://signature-field.lexdraft.invalid/00000000-0000-4000-8000-000000000000/1">this</a>.</p>' +
        '<div data-signature-field="1"></div>',
    );
    const fields = await findSignatureFields(linked);
    expect(fields.map(({ signer }) => signer)).toEqual([1]);
    const annotations = (await PDFDocument.load(linked)).getPage(0).node.Annots();
    expect(annotations?.size()).toBe(2);
  });

  it('takes text that only reads like an anchor, at a size a person reads, for no field', async () => {
    const lookalike = await printDocument(
      '<p>[[sig:1]] typed by hand [[/sig:1]]</p><p>[[sig:2]]</p><p>[[/sig:2]]</p>',
    );
    expect(await findSignatureFields(lookalike)).toEqual([]);
  });

  it('finds nothing in a document without fields', async () => {
    expect(await findSignatureFields(await printDocument('<p>No fields here.</p>'))).toEqual([]);
  });
});
