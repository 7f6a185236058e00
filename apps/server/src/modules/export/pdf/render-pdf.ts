import { randomUUID } from 'node:crypto';
import type { ExportDocument } from '../export-document.js';
import type { PdfPrinter } from './pdf-printer.js';
import { printHtml } from './print-html.js';
import { recordSignaturePlaces } from './record-signature-places.js';

/**
 * The PDF renderer: the document's print HTML, printed by the app's Chromium, with its Signature
 * fields' places recorded for sealing (record-signature-places.ts) under a marker of this print's own.
 */
export const renderPdf =
  (printer: PdfPrinter) =>
  async (doc: ExportDocument): Promise<Buffer> => {
    const marker = randomUUID();
    const html = printHtml(doc, marker);
    const pdf = await printer.print(html);
    // A document without Signature fields prints no marker: its PDF is kept as Chromium wrote it.
    return html.includes(marker) ? recordSignaturePlaces(pdf, marker) : pdf;
  };
