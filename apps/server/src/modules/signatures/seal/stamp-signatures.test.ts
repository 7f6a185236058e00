import { beforeAll, describe, expect, it } from 'vitest';
import {
  bluePixels,
  drawnSignaturePng,
  pdfPageTexts,
  pdfWords,
  plainPdf,
  printDocument,
  renderRegion,
  type Word,
} from '../../../test/seal.js';
import { findSignatureFields, type SignatureFieldBox } from './find-fields.js';
import { fieldAreas, stampSignatures } from './stamp-signatures.js';
import type { SignatureStamp } from './types.js';

const A4_HEIGHT = 841.89;
const SIGNED_AT = new Date(Date.UTC(2026, 10, 24, 14, 3, 5));

const DOCUMENT =
  '<p>Agreement between the parties.</p><div data-signature-field="1">Signature: signer 1</div>' +
  '<div data-page-break="true" class="page-break"></div><p>Second page.</p><div data-signature-field="2"></div>';

/** The box of a word turned to PDF coordinates (origin bottom-left). */
const pdfBox = (word: Word) => ({
  x: word.xMin,
  y: A4_HEIGHT - word.yMax,
  right: word.xMax,
  top: A4_HEIGHT - word.yMin,
});

function within(word: Word, box: SignatureFieldBox) {
  const b = pdfBox(word);
  return (
    word.page === box.page &&
    b.x >= box.x &&
    b.right <= box.x + box.width &&
    b.y >= box.y &&
    b.top <= box.y + box.height
  );
}

describe('stampSignatures', () => {
  let pdf: Uint8Array;
  let fields: SignatureFieldBox[];
  let stamps: SignatureStamp[];
  beforeAll(async () => {
    pdf = await printDocument(DOCUMENT);
    fields = await findSignatureFields(pdf);
    stamps = [
      {
        signer: 1,
        name: 'Jane Client',
        signedAt: SIGNED_AT,
        signature: { kind: 'typed', text: 'Jane Client' },
      },
      {
        signer: 2,
        name: 'Bob Firm',
        signedAt: SIGNED_AT,
        signature: { kind: 'drawn', png: await drawnSignaturePng() },
      },
    ];
  });

  it("puts a typed signature above the field's line, and the name and date under its label", async () => {
    const stamped = await stampSignatures(pdf, stamps, fields);
    const words = (await pdfWords(stamped)).filter((word) => word.page === 1);
    const field = fields[0]!;
    const { signature } = fieldAreas(field);
    // The typed signature (handwriting font) and the caption both read "Jane Client".
    const janes = words.filter((word) => word.text === 'Jane');
    expect(janes).toHaveLength(2);
    for (const jane of janes) expect(within(jane, field)).toBe(true);
    const [typed, caption] = [...janes].sort((a, b) => a.yMin - b.yMin);
    expect(pdfBox(typed!).y).toBeGreaterThanOrEqual(signature.y - 8); // descenders may cross the line
    expect(pdfBox(typed!).top - pdfBox(typed!).y).toBeGreaterThan(pdfBox(caption!).top - pdfBox(caption!).y);
    const label = words.find((word) => word.text === 'Signature')!;
    expect(caption!.yMin).toBeGreaterThan(label.yMax);
    expect(words.find((word) => word.text === '2026' && within(word, field))).toBeDefined();
    expect((await pdfPageTexts(stamped))[0]).toContain('Jane Client · 24 Nov 2026');
  });

  it('draws a drawn signature inside its field on its page, above the line', async () => {
    const stamped = await stampSignatures(pdf, stamps, fields);
    const field = fields[1]!;
    expect(field.page).toBe(2);
    const { signature } = fieldAreas(field);
    const area = {
      x: signature.x,
      y: A4_HEIGHT - (signature.y + signature.height),
      width: signature.width,
      height: signature.height,
    };
    expect(bluePixels(await renderRegion(stamped, 2, area))).toBeGreaterThan(150);
    expect(bluePixels(await renderRegion(pdf, 2, area))).toBe(0);
    // Nothing of it outside the field: the strip right of the box and the one below it stay clear.
    const right = {
      x: field.x + field.width + 2,
      y: A4_HEIGHT - (field.y + field.height),
      width: 60,
      height: field.height,
    };
    const below = { x: field.x, y: A4_HEIGHT - field.y + 2, width: field.width, height: 40 };
    expect(bluePixels(await renderRegion(stamped, 2, right))).toBe(0);
    expect(bluePixels(await renderRegion(stamped, 2, below))).toBe(0);
    const words = (await pdfWords(stamped)).filter((word) => word.page === 2);
    expect(words.find((word) => word.text === 'Bob' && within(word, field))).toBeDefined();
    expect((await pdfPageTexts(stamped)).length).toBe(2);
  });

  it('finds the fields itself when not given them', async () => {
    const stamped = await stampSignatures(pdf, stamps);
    expect(
      (await pdfWords(stamped)).filter((word) => word.text === 'Jane' && within(word, fields[0]!)),
    ).toHaveLength(2);
  });

  it('adds a signature page listing every signer of a document without fields', async () => {
    const plain = await plainPdf(2);
    const stamped = await stampSignatures(plain, [stamps[1]!, stamps[0]!]);
    const pages = await pdfPageTexts(stamped);
    expect(pages).toHaveLength(3);
    const last = pages[2]!;
    expect(last).toContain('Signatures');
    expect(last.indexOf('Jane Client')).toBeLessThan(last.indexOf('Bob Firm'));
    expect(last).toContain('Signer 1 · Signed 2026-11-24 14:03:05 UTC');
    expect(last).toContain('Signer 2 · Signed 2026-11-24 14:03:05 UTC');
    const drawn = { x: 56, y: 56, width: 240, height: 300 };
    expect(bluePixels(await renderRegion(stamped, 3, drawn))).toBeGreaterThan(150);
  });

  it('lists a signer whose number no field carries on a signature page, and flows 20 signers over pages', async () => {
    const extra: SignatureStamp = {
      signer: 3,
      name: 'Carol Third',
      signedAt: SIGNED_AT,
      signature: { kind: 'typed', text: 'Carol T.' },
    };
    const stamped = await stampSignatures(pdf, [...stamps, extra], fields);
    const pages = await pdfPageTexts(stamped);
    expect(pages).toHaveLength(3);
    expect(pages[2]).toContain('Carol Third');
    expect(pages[2]).not.toContain('Jane Client');

    const many = Array.from({ length: 20 }, (_, index) => ({
      signer: index + 1,
      name: `Signer Person ${index + 1}`,
      signedAt: SIGNED_AT,
      signature: { kind: 'typed' as const, text: `Person ${index + 1}` },
    }));
    const listed = await pdfPageTexts(await stampSignatures(await plainPdf(1), many));
    expect(listed.length).toBeGreaterThan(2);
    for (const signer of many) expect(listed.slice(1).join('\n')).toContain(signer.name);
  });
});
