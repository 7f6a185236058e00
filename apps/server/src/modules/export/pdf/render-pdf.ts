import type { ExportDocument } from '../export-document.js';
import type { PdfPrinter } from './pdf-printer.js';
import { printHtml } from './print-html.js';

/** The PDF renderer: the document's print HTML, printed by the app's Chromium. */
export const renderPdf =
  (printer: PdfPrinter) =>
  (doc: ExportDocument): Promise<Buffer> =>
    printer.print(printHtml(doc));
