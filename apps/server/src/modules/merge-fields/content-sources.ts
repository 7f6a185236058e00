import { type FieldValueSources, isRecord, stringMap } from '@lexdraft/core';

// The values a version's content holds itself, as core's fieldValue reads them: the editor's
// preview, the export, field provenance and the assistant all start from these, with the
// document's value layers (value-layers.ts) beneath.

type Content = Record<string, unknown>;

const isCustomField = (value: unknown): value is { name: string; value: string } =>
  isRecord(value) && typeof value.name === 'string' && typeof value.value === 'string';

/** Where a version's content keeps its values; parts missing or malformed are empty. */
export function valueSourcesOf(content: Content): FieldValueSources {
  const metadata = isRecord(content.metadata) ? content.metadata : {};
  return {
    values: stringMap(content.merge_field_values),
    smartValues: isRecord(content.placeholders) ? content.placeholders : {},
    customFields: Array.isArray(metadata.custom_fields) ? metadata.custom_fields.filter(isCustomField) : [],
  };
}
