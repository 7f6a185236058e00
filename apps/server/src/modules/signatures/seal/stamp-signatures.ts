import { PDFDocument, type PDFPage } from 'pdf-lib';
import { SIGNATURE_BOX } from '../../export/pdf/signature-field-html.js';
import { findSignatureFields, type SignatureFieldBox } from './find-fields.js';
import { PdfFonts } from './pdf-fonts.js';
import { drawLine, fitText, formatDay, formatUtc, MUTED } from './pdf-text.js';
import { dropSignaturePlaces } from './read-signature-places.js';
import { drawSignature, type Rect } from './signature-art.js';
import type { SignatureStamp } from './types.js';

// Each signer's signature, name and date stamped into their Signature fields of the frozen PDF.
// A signer whose number no field carries (every signer, in a document without fields) is listed
// on signature pages added at the end instead, with the same signature, name and date.

// The box found in the PDF is inside its 1px border; the print's geometry is measured from outside it.
const PT_PER_PX = 0.75;
const BORDER_PT = PT_PER_PX;
const INSET_PT = SIGNATURE_BOX.insetPx * PT_PER_PX - BORDER_PT;
const LINE_BELOW_TOP_PT = SIGNATURE_BOX.lineTopPx * PT_PER_PX - BORDER_PT;
const LABEL_BOTTOM_BELOW_TOP_PT =
  (SIGNATURE_BOX.labelTopPx + SIGNATURE_BOX.labelSizePx * 1.2) * PT_PER_PX - BORDER_PT;
const STAMP_TEXT_SIZE = 7;

/** Where in a field the signature goes (above the line) and the name and date (below the label). */
export function fieldAreas(box: SignatureFieldBox): {
  signature: Rect;
  caption: { x: number; y: number; width: number };
} {
  const top = box.y + box.height;
  const lineY = top - LINE_BELOW_TOP_PT;
  const x = box.x + INSET_PT;
  const width = Math.max(0, box.width - 2 * INSET_PT);
  const signatureBottom = lineY + 1.5;
  const captionRoom = top - LABEL_BOTTOM_BELOW_TOP_PT - box.y;
  return {
    signature: { x, y: signatureBottom, width, height: Math.max(0, top - 3 - signatureBottom) },
    caption: { x, y: box.y + Math.max(1, (captionRoom - STAMP_TEXT_SIZE) / 2 + 1), width },
  };
}

async function stampField(
  doc: PDFDocument,
  page: PDFPage,
  fonts: PdfFonts,
  box: SignatureFieldBox,
  stamp: SignatureStamp,
): Promise<void> {
  const { signature, caption } = fieldAreas(box);
  await drawSignature(doc, page, fonts, stamp.signature, signature);
  const text = await fitText(
    fonts,
    `${stamp.name} · ${formatDay(stamp.signedAt)}`,
    'sans',
    STAMP_TEXT_SIZE,
    caption.width,
  );
  await drawLine(page, fonts, text, { x: caption.x, y: caption.y, size: STAMP_TEXT_SIZE, family: 'sans' });
}

const MARGIN = 56;
const BLOCK_HEIGHT = 112;
const SIGNATURE_WIDTH = 220;
const SIGNATURE_HEIGHT = 48;

/** Signature pages at the end: each signer's signature over a line, their name and the time they signed. */
async function appendSignaturePages(
  doc: PDFDocument,
  fonts: PdfFonts,
  stamps: SignatureStamp[],
): Promise<void> {
  const last = doc.getPage(doc.getPageCount() - 1);
  const { width: pageWidth, height: pageHeight } = last.getSize();
  const textWidth = pageWidth - 2 * MARGIN;
  let page: PDFPage | undefined;
  let y = 0;
  for (const stamp of stamps) {
    if (!page || y - BLOCK_HEIGHT < MARGIN) {
      page = doc.addPage([pageWidth, pageHeight]);
      y = pageHeight - MARGIN;
      await drawLine(page, fonts, 'Signatures', { x: MARGIN, y: y - 16, size: 16, family: 'sans-bold' });
      y -= 44;
    }
    const lineY = y - SIGNATURE_HEIGHT - 6;
    await drawSignature(doc, page, fonts, stamp.signature, {
      x: MARGIN,
      y: lineY + 2,
      width: SIGNATURE_WIDTH,
      height: SIGNATURE_HEIGHT,
    });
    page.drawLine({
      start: { x: MARGIN, y: lineY },
      end: { x: MARGIN + SIGNATURE_WIDTH + 40, y: lineY },
      thickness: 0.75,
    });
    const name = await fitText(fonts, stamp.name, 'sans-bold', 10, textWidth);
    await drawLine(page, fonts, name, { x: MARGIN, y: lineY - 14, size: 10, family: 'sans-bold' });
    await drawLine(page, fonts, `Signer ${stamp.signer} · Signed ${formatUtc(stamp.signedAt)}`, {
      x: MARGIN,
      y: lineY - 28,
      size: 9,
      family: 'sans',
      color: MUTED,
    });
    y -= BLOCK_HEIGHT;
  }
}

/**
 * The PDF with each signer's signature, name and date in their Signature fields (`fields`: as found
 * when the PDF was frozen; found again when not given), and signature pages for signers without one.
 */
export async function stampSignatures(
  pdf: Uint8Array,
  stamps: SignatureStamp[],
  fields?: SignatureFieldBox[],
): Promise<Uint8Array> {
  const boxes = fields ?? (await findSignatureFields(pdf));
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const fonts = new PdfFonts(doc);
  const pages = doc.getPages();
  const stamped = new Set<number>();
  for (const box of boxes) {
    const stamp = stamps.find(({ signer }) => signer === box.signer);
    const page = pages[box.page - 1];
    if (!stamp || !page) continue;
    await stampField(doc, page, fonts, box, stamp);
    stamped.add(stamp.signer);
  }
  const unplaced = stamps.filter(({ signer }) => !stamped.has(signer)).sort((a, b) => a.signer - b.signer);
  if (unplaced.length > 0) await appendSignaturePages(doc, fonts, unplaced);
  // The fields are signed: where they were is of no more use to anyone.
  dropSignaturePlaces(doc);
  return doc.save({ useObjectStreams: false });
}
