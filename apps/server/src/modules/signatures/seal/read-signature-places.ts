import { SIGNATURE_MAX_RECIPIENTS } from '@lexdraft/core';
import { PDFArray, type PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { SIGNATURE_PLACES_KEY } from '../../export/pdf/signature-field-html.js';
import type { SignatureFieldBox } from './find-fields.js';

// Where the Signature fields of a printed PDF are, as the print recorded them in each page's
// dictionary (export/pdf/record-signature-places.ts): no text, no link, nothing a person sees or
// copies. The sealed PDF drops the record once the signatures are stamped in.

const KEY = PDFName.of(SIGNATURE_PLACES_KEY);

function placeOf(entry: unknown, page: number): SignatureFieldBox | null {
  if (!(entry instanceof PDFArray) || entry.size() !== 5) return null;
  const numbers = entry
    .asArray()
    .map((value) => (value instanceof PDFNumber ? value.asNumber() : Number.NaN));
  const [signer = 0, x = 0, y = 0, width = 0, height = 0] = numbers;
  if (!numbers.every(Number.isFinite) || width <= 0 || height <= 0) return null;
  if (!Number.isInteger(signer) || signer < 1 || signer > SIGNATURE_MAX_RECIPIENTS) return null;
  return { signer, page, x, y, width, height };
}

/**
 * The fields the print recorded, in page order and, on a page, in the document's order; null for a
 * PDF with no record at all (printed before the record, or not by the app).
 */
export function readSignaturePlaces(doc: PDFDocument): SignatureFieldBox[] | null {
  let recorded = false;
  const fields: SignatureFieldBox[] = [];
  for (const [index, page] of doc.getPages().entries()) {
    const places = page.node.lookup(KEY);
    if (!(places instanceof PDFArray)) continue;
    recorded = true;
    for (const entry of places.asArray()) {
      const place = placeOf(entry, index + 1);
      if (place) fields.push(place);
    }
  }
  return recorded ? fields : null;
}

/** Drops the record from every page. */
export function dropSignaturePlaces(doc: PDFDocument): void {
  for (const page of doc.getPages()) page.node.delete(KEY);
}
