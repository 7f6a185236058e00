import {
  CONTENT_SCHEMA_VERSION,
  type CustomField,
  type DocumentContent,
  isRecord,
  stringMap,
} from '@lexdraft/core';
import type { DocumentRecord } from '@/api/documents';

/** What a save keeps of the loaded content besides its HTML. */
export interface KeptContentParts {
  placeholders: Record<string, string>;
  merge_field_values: Record<string, string>;
  metadata: DocumentContent['metadata'];
}

/** The content of the document's current version (the server sends only that one), or null at version 0. */
export function currentContent(document: DocumentRecord): unknown {
  const current = document.versions.find((version) => version.version === document.current_version);
  return (current ?? document.versions.at(-1))?.content ?? null;
}

/**
 * The placeholders, merge-field values and metadata a save must carry over, so that saving the
 * HTML never drops field values. Only the current (3.0) shape has them; older shapes start empty.
 */
export function keptContentParts(document: DocumentRecord): KeptContentParts {
  const content = currentContent(document);
  if (!isRecord(content) || content.schema_version !== CONTENT_SCHEMA_VERSION) {
    return {
      placeholders: {},
      merge_field_values: {},
      metadata: { field_source_refs: {}, custom_fields: [] },
    };
  }
  const metadata = isRecord(content.metadata) ? content.metadata : {};
  return {
    placeholders: stringMap(content.placeholders),
    merge_field_values: stringMap(content.merge_field_values),
    metadata: {
      ...metadata,
      field_source_refs: isRecord(metadata.field_source_refs) ? metadata.field_source_refs : {},
      custom_fields: Array.isArray(metadata.custom_fields) ? (metadata.custom_fields as CustomField[]) : [],
    },
  };
}

/** True when the document links any entity, owner or contact: its panel then opens on Document Info. */
export function hasRelationships(document: DocumentRecord): boolean {
  return document.entity_ids.length + document.owner_ids.length + document.contact_ids.length > 0;
}
