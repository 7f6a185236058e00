import { SIGNATURE_MAX_RECIPIENTS } from '@lexdraft/core';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { SIGNATURE_ANCHOR } from '../../export/pdf/signature-field-html.js';
import type { SignatureFieldBox } from './find-fields.js';
import { readSignaturePlaces } from './read-signature-places.js';

// Where the Signature fields of a printed document are, read back from the PDF alone: the places
// the print recorded in its pages' dictionaries (read-signature-places.ts). A PDF printed before
// those records (issue 29), frozen for a request sent before them, has anchor texts instead: one in
// each box's top-left corner (`[[sig:1]]`) and another in its bottom-right corner (`[[/sig:1]]`),
// white and a pixel high. pdf.js reads the text with its positions; the box is the rectangle
// between a start anchor and the end anchor of the same signer that follows it on the page.
//
// This module runs on a worker thread only (find-fields-worker.ts): pdf.js's Node build installs
// core-js polyfills over the process's own JSON.stringify, JSON.parse and Array.prototype.push,
// which made every JSON answer and every Word export of the server slower (find-fields.ts).

// An anchor is printed at 1 CSS pixel (0.75 pt); the body's smallest text is far larger. Text that
// merely reads like an anchor, at a size a person could read, is not taken for one.
const MAX_ANCHOR_SIZE_PT = 2;
// The anchor's glyphs below their baseline, as a share of its size (Arimo's descent is 0.21 em).
const DESCENT = 0.25;

type Anchor = { signer: number; end: boolean; item: TextItem };

function anchorOf(item: TextItem): Anchor | null {
  const match = SIGNATURE_ANCHOR.exec(item.str.trim());
  if (!match) return null;
  const signer = Number(match[2]);
  const size = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0);
  if (signer < 1 || signer > SIGNATURE_MAX_RECIPIENTS || size > MAX_ANCHOR_SIZE_PT) return null;
  return { signer, end: match[1] === '/', item };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The Signature fields of a PDF that the app printed, in page order and, on a page, in text order. */
export async function readSignatureFields(pdf: Uint8Array): Promise<SignatureFieldBox[]> {
  const recorded = readSignaturePlaces(await PDFDocument.load(pdf, { updateMetadata: false }));
  return recorded ?? readSignatureAnchors(pdf);
}

/** The Signature fields of a PDF printed with anchor texts. */
async function readSignatureAnchors(pdf: Uint8Array): Promise<SignatureFieldBox[]> {
  // pdf.js takes the buffer over (it may detach it): it reads a copy.
  const loading = getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const document = await loading.promise;
  try {
    const fields: SignatureFieldBox[] = [];
    for (let page = 1; page <= document.numPages; page += 1) {
      const content = await (await document.getPage(page)).getTextContent();
      const open = new Map<number, TextItem>();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const anchor = anchorOf(item);
        if (!anchor) continue;
        if (!anchor.end) {
          open.set(anchor.signer, anchor.item);
          continue;
        }
        const start = open.get(anchor.signer);
        if (!start) continue;
        open.delete(anchor.signer);
        const [, , , startSize = 0, left = 0, startBaseline = 0] = start.transform;
        const [, , , endSize = 0, endX = 0, endBaseline = 0] = anchor.item.transform;
        const top = startBaseline + startSize * (1 - DESCENT);
        const right = endX + anchor.item.width;
        const bottom = endBaseline - endSize * DESCENT;
        if (right <= left || top <= bottom) continue;
        fields.push({
          signer: anchor.signer,
          page,
          x: round(left),
          y: round(bottom),
          width: round(right - left),
          height: round(top - bottom),
        });
      }
    }
    return fields;
  } finally {
    await loading.destroy();
  }
}
