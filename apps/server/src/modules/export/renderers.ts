import type { ExportFormat } from '@lexdraft/contract';
import { renderDocxOffThread } from './docx/render-pool.js';
import type { ExportDocument } from './export-document.js';
import type { PdfPrinter } from './pdf/pdf-printer.js';
import { renderPdf } from './pdf/render-pdf.js';

/** Builds the file of one format from a loaded document. */
export type Renderer = (doc: ExportDocument) => Promise<Buffer>;

/** The renderer of each format the contract's EXPORT_FORMATS lists. */
export function exportRenderers(printer: PdfPrinter): Record<ExportFormat, Renderer> {
  return { pdf: renderPdf(printer), docx: renderDocxOffThread };
}
