import type { Template } from '@lexdraft/contract';
import { isRecord } from '@lexdraft/core';
import type { LibraryRow, TemplateDocument } from './scope.js';

// The fields of a template that leave the server. A template without a library row yet shows the
// defaults the table would give it.

const DEFAULTS = {
  category: 'general',
  jurisdictionCode: '',
  description: null,
  tags: [] as string[],
  placeholderMappings: null,
  sourceAssetId: null,
} satisfies Partial<LibraryRow>;

/** Mappings as stored, each entry a field id or null; anything else a writer left is not shown. */
function mappingsOf(stored: unknown): Record<string, string | null> | null {
  if (!isRecord(stored)) return null;
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, string | null] => entry[1] === null || typeof entry[1] === 'string',
    ),
  );
}

/** A template as the library shows it: its id, name and dates are its document's. */
export function presentTemplate(document: TemplateDocument, library: LibraryRow | null): Template {
  const fields = library ?? DEFAULTS;
  return {
    id: document.id,
    _id: document.id,
    name: document.name,
    category: fields.category,
    jurisdiction_code: fields.jurisdictionCode,
    description: fields.description,
    tags: fields.tags,
    placeholder_mappings: mappingsOf(fields.placeholderMappings),
    document_id: document.id,
    has_original_file: fields.sourceAssetId !== null,
    created_at: document.createdAt.toISOString(),
    updated_at: document.updatedAt.toISOString(),
  };
}
