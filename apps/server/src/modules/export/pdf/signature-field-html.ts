import { SANS } from './fonts.js';

// A Signature field as it prints: a box with room for the signature, a line, and under it the
// label "Signature" and the signer's number. Sealing has to find each box in the printed PDF, and a
// person must find no text there but the label (issue 29). So the box holds an empty link that
// fills it, to a URL made for that print alone: Chromium writes it as a link annotation with the
// box's rectangle. Straight after printing, signature-places.ts takes those annotations out and
// writes each rectangle into its page's dictionary, where sealing reads it
// (signatures/seal/read-signature-fields.ts). The geometry below is shared with the stamping, which
// puts the signature above the line and the signer's name and date below the label.

/** The box's size in CSS pixels (at print, 1px = 0.75pt); a narrow table cell may make it narrower. */
export const SIGNATURE_BOX = {
  widthPx: 260,
  heightPx: 96,
  /** From the box's top to the signature line. */
  lineTopPx: 58,
  /** From the box's left and right edges to the line's ends and the texts. */
  insetPx: 10,
  /** From the box's top to the top of the label row. */
  labelTopPx: 62,
  /** The label row's font size. */
  labelSizePx: 10,
} as const;

/**
 * The page dictionary's entry that lists where the page's Signature fields are: an array of
 * `[signer x y width height]`, in PDF points from the page's bottom left, inside the box's border.
 */
export const SIGNATURE_PLACES_KEY = 'LexDraftSignatureFields';

/** Where a field's link points in the print marked `marker` (a fresh UUID per print). */
export const signaturePlaceUrl = (marker: string, signer: number) =>
  `https://signature-field.lexdraft.invalid/${marker}/${signer}`;

/**
 * Either anchor text of PDFs printed before issue 29 (`[[sig:1]]` top left, `[[/sig:1]]` bottom
 * right, white and a pixel high), which sealing still reads in a request sent before it.
 */
export const SIGNATURE_ANCHOR = /^\[\[(\/?)sig:(\d{1,2})\]\]$/;

const b = SIGNATURE_BOX;

/** The print CSS of Signature fields. */
export const SIGNATURE_FIELD_CSS = `
  .signature-field { position: relative; box-sizing: border-box; width: ${b.widthPx}px; max-width: 100%;
    height: ${b.heightPx}px; margin: 0.75em 0; border: 1px solid #9aa5b4; border-radius: 2px;
    background: #fff; break-inside: avoid; font-family: ${SANS}; }
  .signature-field .signature-line { position: absolute; top: ${b.lineTopPx}px; left: ${b.insetPx}px;
    right: ${b.insetPx}px; border-top: 1px solid #111827; }
  .signature-field .signature-label { position: absolute; top: ${b.labelTopPx}px; left: ${b.insetPx}px;
    right: ${b.insetPx}px; display: flex; justify-content: space-between; font-size: ${b.labelSizePx}px;
    line-height: 1.2; color: #4b5563; }
  .signature-field .signature-place { position: absolute; top: 0; left: 0; right: 0; bottom: 0;
    display: block; }
`;

/**
 * A Signature field's print HTML; with `marker`, the link sealing finds it by (a print without one,
 * as the print tests make, has no place recorded).
 */
export function signatureFieldHtml(signer: number, marker?: string): string {
  const place = marker
    ? `<a class="signature-place" href="${signaturePlaceUrl(marker, signer)}" aria-hidden="true" tabindex="-1"></a>`
    : '';
  return (
    `<div class="signature-field" data-signature-field="${signer}">${place}` +
    `<div class="signature-line"></div>` +
    `<div class="signature-label"><span>Signature</span><span>Signer ${signer}</span></div>` +
    '</div>'
  );
}
