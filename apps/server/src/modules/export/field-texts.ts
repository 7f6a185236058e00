import { type FieldValueSources, fieldValue } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import type { FieldMasker } from '../../lib/sensitive-masking.js';
import type { ServiceContext } from '../auth/context.js';
import { listMergeFieldDefinitions } from '../merge-fields/smart-fields.js';
import type { FieldText } from './export-document.js';

// What each merge field prints: the value the editor's preview shows (core's fieldValue over the
// content's merge_field_values, custom fields and placeholders, as apps/web's merge-field store
// reads them), or, exported anyway, its label.

/** The labels of the organization's merge-field definitions by id (the model's and its smart fields). */
export async function fieldLabels(db: Db, ctx: ServiceContext): Promise<Map<string, string>> {
  const definitions = await listMergeFieldDefinitions(db, ctx, true);
  return new Map(definitions.map((definition) => [definition.id, definition.label]));
}

/** A field's text: its value, else its label (the id when it has none) marked unresolved. */
export function fieldTexts(sources: FieldValueSources, labels: ReadonlyMap<string, string>) {
  // A contract repeats a few fields thousands of times; each is looked up once per export.
  const texts = new Map<string, FieldText>();
  return (id: string): FieldText => {
    let text = texts.get(id);
    if (!text) {
      const value = fieldValue(id, sources);
      text =
        value === undefined
          ? { text: labels.get(id) ?? id, unresolved: true }
          : { text: value, unresolved: false };
      texts.set(id, text);
    }
    return text;
  };
}

/** Field texts with each value passed through the request's masker; labels of unresolved fields stay. */
export function maskedTexts(texts: (id: string) => FieldText, mask: FieldMasker) {
  if (!mask.active) return texts;
  return (id: string): FieldText => {
    const text = texts(id);
    return text.unresolved ? text : { text: mask(id, text.text), unresolved: false };
  };
}
