import type { TemplateImportFields } from '@/api/template-import';

// The import form's details and how they go to POST /docs/templates/import (spec section 5).

/** The largest Word file the server takes (the contract's TEMPLATE_IMPORT_MAX_BYTES, 10 MB). */
export const IMPORT_MAX_MB = 10;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;

/** What the user tells about the template besides the file. */
export interface ImportDetails {
  name: string;
  category: string;
  jurisdiction_code: string;
  description: string;
  tags: string[];
  intelligentDetection: boolean;
}

/** A new form: intelligent detection on (spec section 5), everything else blank. */
export const emptyDetails = (): ImportDetails => ({
  name: '',
  category: '',
  jurisdiction_code: '',
  description: '',
  tags: [],
  intelligentDetection: true,
});

/** Why a picked file cannot be imported, or undefined when it can (the server checks its bytes too). */
export function fileProblem(file: File): string | undefined {
  if (!/\.docx$/i.test(file.name)) return 'Invalid file type. Choose a Word document (.docx).';
  if (file.size > IMPORT_MAX_BYTES) return `File size must be less than ${IMPORT_MAX_MB}MB`;
  if (file.size === 0) return 'The file is empty. Choose a Word document with some content.';
  return undefined;
}

/** A template name from a file name: no extension, underscores as spaces ("Mutual_NDA.docx" -> "Mutual NDA"). */
export function nameFromFile(fileName: string): string {
  return fileName
    .replace(/\.docx$/i, '')
    .replace(/_+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The form fields of the import: name, category and jurisdiction_code always; description, tags
 * and placeholder_mappings only when present, tags and mappings as JSON text (spec section 5).
 */
export function importFields(
  details: ImportDetails,
  mappings: Record<string, string | null>,
): TemplateImportFields {
  const fields: TemplateImportFields = {
    name: details.name.trim(),
    category: details.category.trim(),
    jurisdiction_code: details.jurisdiction_code.trim(),
    use_intelligent_detection: String(details.intelligentDetection),
  };
  const description = details.description.trim();
  if (description !== '') fields.description = description;
  if (details.tags.length > 0) fields.tags = JSON.stringify(details.tags);
  if (Object.keys(mappings).length > 0) fields.placeholder_mappings = JSON.stringify(mappings);
  return fields;
}
