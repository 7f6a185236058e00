import { ApiError } from '@/api/api-error';
import { type ExportFormat, exportDocument, unresolvedFieldsOf } from '@/api/export';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { saveFile } from './save-file';

// Fetched on the first export, so that the editor's first load does not carry it.

/**
 * Downloads the document's saved version as a file. Answers the fields without values when the
 * server holds the export back for them (422); says so in a toast when it fails otherwise.
 */
export async function runExport(
  documentId: string,
  format: ExportFormat,
  allowUnresolved: boolean,
): Promise<string[] | null> {
  try {
    const file = await exportDocument(documentId, format, { allowUnresolved });
    saveFile(file.blob, file.fileName ?? `document.${format}`);
  } catch (error) {
    const fields = unresolvedFieldsOf(error);
    if (fields) return fields;
    // Spec section 8's titles: the server cannot print at all, or this export went wrong.
    if (error instanceof ApiError && error.status === 503)
      toast.error('Export unavailable', { description: error.message });
    else toast.error('Export failed', { description: errorMessage(error, 'Export failed') });
  }
  return null;
}
