import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { PdfFonts } from './pdf-fonts.js';
import { drawLine, oneLine } from './pdf-text.js';
import type { AdoptedSignature } from './types.js';

// A signature drawn into a rectangle: a drawn one as its image scaled to fit (never enlarged past
// twice its size, so that a small drawing does not blur into the box); a typed one in the
// handwriting font, as large as fits up to `maxTypedSize`. Both sit on the rectangle's bottom,
// which is the signature line in a Signature field.

export type Rect = { x: number; y: number; width: number; height: number };

const MAX_IMAGE_SCALE = 2;

/** Draws the signature in `rect`, left-aligned on its bottom edge. */
export async function drawSignature(
  doc: PDFDocument,
  page: PDFPage,
  fonts: PdfFonts,
  signature: AdoptedSignature,
  rect: Rect,
  maxTypedSize = 26,
): Promise<void> {
  if (signature.kind === 'drawn') {
    const image = await doc.embedPng(signature.png);
    const scale = Math.min(rect.width / image.width, rect.height / image.height, MAX_IMAGE_SCALE);
    page.drawImage(image, { x: rect.x, y: rect.y, width: image.width * scale, height: image.height * scale });
    return;
  }
  const text = oneLine(signature.text);
  const widthAtOne = await fonts.width(text, 'script', 1);
  // Dancing Script's letters rise about 0.9 em above the baseline and fall 0.3 em below it.
  const size = Math.min(
    maxTypedSize,
    rect.height / 1.2,
    widthAtOne > 0 ? rect.width / widthAtOne : maxTypedSize,
  );
  await drawLine(page, fonts, text, { x: rect.x, y: rect.y + size * 0.3, size, family: 'script' });
}
