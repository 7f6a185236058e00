import { SANS } from './fonts.js';

// A Signature field as it prints: a box with room for the signature, a line, and under it the
// label "Signature" and the signer's number. Two anchor texts, white and a pixel high (the
// "anchor text" technique of DocuSign), sit in the box's top-left and bottom-right corners, so
// that sealing finds each box in the printed PDF from the PDF alone (signatures/seal/find-fields.ts).
// The geometry below is shared with the stamping, which puts the signature above the line and the
// signer's name and date below the label.

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

/** The anchor text at a field's top-left corner. */
export const signatureAnchorStart = (signer: number) => `[[sig:${signer}]]`;
/** The anchor text at a field's bottom-right corner. */
export const signatureAnchorEnd = (signer: number) => `[[/sig:${signer}]]`;
/** Either anchor, with the signer's number. */
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
  .signature-field .signature-anchor { position: absolute; font-size: 1px; line-height: 1px;
    color: #fff; white-space: nowrap; }
  .signature-field .signature-anchor.start { top: 0; left: 0; }
  .signature-field .signature-anchor.end { right: 0; bottom: 0; }
`;

/** A Signature field's print HTML. */
export function signatureFieldHtml(signer: number): string {
  return (
    `<div class="signature-field" data-signature-field="${signer}">` +
    `<span class="signature-anchor start">${signatureAnchorStart(signer)}</span>` +
    `<div class="signature-line"></div>` +
    `<div class="signature-label"><span>Signature</span><span>Signer ${signer}</span></div>` +
    `<span class="signature-anchor end">${signatureAnchorEnd(signer)}</span>` +
    '</div>'
  );
}
