import { signatureFieldSigner } from '@lexdraft/editor-schema';
import type { JSONContent } from '@tiptap/core';
import { TextRun } from 'docx';
import type { Block, RenderContext } from './context.js';
import { attr } from './node-json.js';
import { containedParagraph } from './paragraphs.js';

// A Signature field in Word: a labelled line to sign on by hand, a line of underscores with room
// above it and "Signature · Signer N" under it, kept on one page. The PDF prints a box instead
// (export/pdf/signature-field-html.ts); only the PDF is sealed.

const LINE = '_'.repeat(36);
// About the PDF box's room above its line (58px at 96 dpi is 870 twips).
const ROOM_ABOVE_TWIPS = 720;
const LABEL_RUN = { size: 18, color: '4B5563' } as const;

/** A Signature field as one Word paragraph. */
export function signatureFieldBlock(node: JSONContent, ctx: RenderContext): Block[] {
  const signer = signatureFieldSigner(attr(node, 'signer')) ?? 1;
  return [
    containedParagraph(
      [
        new TextRun({ text: LINE }),
        new TextRun({ ...LABEL_RUN, text: `Signature · Signer ${signer}`, break: 1 }),
      ],
      ctx,
      { spacing: { before: ROOM_ABOVE_TWIPS, after: 240 }, keepLines: true },
    ),
  ];
}
