import type { ImportedPlaceholder, TemplateImportForm, TemplateImportPreview } from '@lexdraft/contract';
import { uploadFile } from './client';
import type { Template } from './templates';

// The Word import's calls (docs/template-import.md, spec sections 5 and 7): a preview of a .docx,
// then the import itself. Shapes come from @lexdraft/contract, as types only.

export type { ImportedPlaceholder, TemplateImportPreview };

/** The import's form fields beside the file, each a text field (tags and mappings as JSON text). */
export type TemplateImportFields = TemplateImportForm;

/** What Word placed in the document, converted, with every placeholder found in it marked. */
export function previewTemplateImport(file: File, intelligentDetection: boolean) {
  const query = new URLSearchParams({ use_intelligent_detection: String(intelligentDetection) });
  return uploadFile<TemplateImportPreview>(`/docs/templates/import/preview?${query}`, file, {}, file.name, {
    fallbackMessage: 'Failed to preview template import',
  });
}

/** Creates the template from the Word file; answers it as the library shows it. */
export function importTemplate(file: File, fields: TemplateImportFields) {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) sent[name] = value;
  return uploadFile<Template>('/docs/templates/import', file, sent, file.name, {
    fallbackMessage: 'Failed to import template',
  });
}
