import { z } from 'zod';

// Exporting a document as a file (spec sections 7 and 9; docs/export-api.md):
// GET /docs/documents/{id}/export?format=pdf&allow_unresolved=false.

/** The formats a document exports to; each has its renderer on the server. */
export const EXPORT_FORMATS = ['pdf', 'docx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The file each format is answered as (spec section 9's export file names). */
export const EXPORT_FILES: Record<ExportFormat, { fileName: string; contentType: string }> = {
  pdf: { fileName: 'document.pdf', contentType: 'application/pdf' },
  docx: {
    fileName: 'document.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

/**
 * Print preview (GET /docs/documents/{id}/print-preview): the PDF export's pages shown in the app,
 * so the file is answered inline rather than as a download.
 */
export const PRINT_PREVIEW_DISPOSITION = `inline; filename="${EXPORT_FILES.pdf.fileName}"`;

export const exportQuery = z.object({
  /** Which file to build; PDF when left out. */
  format: z.enum(EXPORT_FORMATS, { message: `must be one of ${EXPORT_FORMATS.join(', ')}` }).default('pdf'),
  /**
   * `true` exports even while merge fields have no value: each prints its label, highlighted, and
   * the export is written to the audit log. Otherwise such a document answers 422.
   */
  allow_unresolved: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type ExportQuery = z.infer<typeof exportQuery>;

/**
 * The 422 of an export: `unresolved_fields` lists the ids of the document's merge fields that have
 * no value, in order of first appearance. A 422 for a bad query has `detail` alone.
 */
export const exportUnprocessable = z.object({
  detail: z.string(),
  unresolved_fields: z.array(z.string()).optional(),
});
export type ExportUnprocessable = z.infer<typeof exportUnprocessable>;

/**
 * The file's bytes: the route sends a Buffer, or a stream of a stored file (a Node Readable is an
 * AsyncIterable), neither of which Fastify ever passes to a serializer.
 */
export const exportedFile = z
  .custom<Uint8Array | AsyncIterable<Uint8Array>>()
  .meta({ type: 'string', format: 'binary' });
