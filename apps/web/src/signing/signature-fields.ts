import type { SigningSession } from './signing-api';

/** One of this signer's Signature fields: its page (from 1) and box in PDF points, origin bottom-left. */
export type SignatureField = SigningSession['signature_fields'][number];

/** A box in CSS pixels from the page's top-left corner. */
export interface FieldBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What of pdf.js's PageViewport this needs: it maps PDF space (any rotation or crop) to the canvas's. */
export interface ViewportLike {
  convertToViewportRectangle(rect: number[]): number[];
}

/** Where a field sits on a page drawn through `viewport` (at the scale the page is shown). */
export function fieldBox(viewport: ViewportLike, field: SignatureField): FieldBox {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = viewport.convertToViewportRectangle([
    field.x,
    field.y,
    field.x + field.width,
    field.y + field.height,
  ]);
  return {
    left: Math.min(x1, x2),
    top: Math.min(y1, y2),
    width: Math.abs(x2 - x1),
    height: Math.abs(y2 - y1),
  };
}

/** The fields on a page, in the order the document gives them. */
export function fieldsOnPage(fields: readonly SignatureField[], page: number): SignatureField[] {
  return fields.filter((field) => field.page === page);
}
