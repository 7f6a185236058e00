import { SIGNATURE_MAX_RECIPIENTS } from '@lexdraft/core';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFString,
} from 'pdf-lib';
import { SIGNATURE_PLACES_KEY, signaturePlaceUrl } from './signature-field-html.js';

// Straight after printing: each Signature field's link annotation (signature-field-html.ts) leaves
// the PDF, and its rectangle goes into its page's dictionary, under SIGNATURE_PLACES_KEY. The PDF a
// person gets has no text and no link for a field, only the box they see; sealing reads the
// rectangles (signatures/seal/read-signature-places.ts). The link's URL carries the print's own
// marker, so a link a document's author typed is never taken for a field.

const round = (value: number) => Math.round(value * 100) / 100;

const uriText = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;

/** The signer a field's link annotation stands for; null for any other annotation. */
function signerOf(annotation: PDFObject | undefined, prefix: string): number | null {
  if (!(annotation instanceof PDFDict)) return null;
  if (annotation.get(PDFName.of('Subtype')) !== PDFName.of('Link')) return null;
  const action = annotation.lookup(PDFName.of('A'));
  if (!(action instanceof PDFDict)) return null;
  const uri = uriText(action.lookup(PDFName.of('URI')));
  if (!uri?.startsWith(prefix)) return null;
  const signer = Number(uri.slice(prefix.length));
  return Number.isInteger(signer) && signer >= 1 && signer <= SIGNATURE_MAX_RECIPIENTS ? signer : null;
}

/** The printed PDF with its Signature fields' links turned into the places sealing reads. */
export async function recordSignaturePlaces(pdf: Buffer, marker: string): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const prefix = signaturePlaceUrl(marker, 0).slice(0, -1);
  for (const page of doc.getPages()) {
    const annotations = page.node.Annots();
    if (!annotations) continue;
    const places: PDFArray[] = [];
    const kept: PDFObject[] = [];
    for (const entry of annotations.asArray()) {
      const annotation = entry instanceof PDFRef ? doc.context.lookup(entry) : entry;
      const signer = signerOf(annotation, prefix);
      const rect = annotation instanceof PDFDict ? annotation.lookup(PDFName.of('Rect')) : undefined;
      if (signer === null || !(rect instanceof PDFArray)) {
        kept.push(entry);
        continue;
      }
      const { x, y, width, height } = rect.asRectangle();
      places.push(doc.context.obj([signer, round(x), round(y), round(width), round(height)]));
      if (entry instanceof PDFRef) doc.context.delete(entry);
    }
    if (places.length === 0) continue;
    if (kept.length > 0) page.node.set(PDFName.of('Annots'), doc.context.obj(kept));
    else page.node.delete(PDFName.of('Annots'));
    page.node.set(PDFName.of(SIGNATURE_PLACES_KEY), doc.context.obj(places));
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
