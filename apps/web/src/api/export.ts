import type { ExportFormat } from '@lexdraft/contract';
import { ApiError } from './api-error';
import { type ApiCallOptions, type DownloadedFile, downloadFile } from './client';

// The calls of docs/export-api.md: a document as a PDF or Word file, and its Print preview.

export type { ExportFormat };

const path = (id: string) => `/docs/documents/${encodeURIComponent(id)}`;

/**
 * The document's current saved version as a file. Rejects with an ApiError: 422 with the fields
 * without values (see unresolvedFieldsOf) unless `allowUnresolved`, 503 when the server cannot print.
 */
export function exportDocument(
  id: string,
  format: ExportFormat,
  { allowUnresolved = false }: { allowUnresolved?: boolean } = {},
): Promise<DownloadedFile> {
  return downloadFile(`${path(id)}/export?format=${format}&allow_unresolved=${allowUnresolved}`);
}

/** The PDF Print preview shows: the export's pages, unfilled fields as their labels, nothing recorded. */
export async function getPrintPreview(id: string, options?: ApiCallOptions): Promise<Blob> {
  return (await downloadFile(`${path(id)}/print-preview`, options)).blob;
}

/** The ids of the fields without values of an export's 422, or null for any other failure. */
export function unresolvedFieldsOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('unresolved_fields' in body)) return null;
  const fields = body.unresolved_fields;
  return Array.isArray(fields) && fields.every((field) => typeof field === 'string') ? fields : null;
}
