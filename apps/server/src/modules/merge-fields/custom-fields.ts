import type { CustomFieldsInput } from '@lexdraft/contract';
import {
  type CustomField,
  customFieldNameProblem,
  isIgnoredCustomName,
  isRecord,
  scanHtml,
} from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { unmaskedCustomFields } from '../../lib/masked-writes.js';
import type { ServiceContext } from '../auth/context.js';
import { changedCustomFields } from '../documents/value-writes.js';
import { type Content, changeContent, readContent } from './document-content.js';
import { maskCustomFields, sensitiveMasker } from './sensitive-masking.js';

// A document's custom fields live in content.metadata.custom_fields. Their occurrences are counted
// again from the saved HTML on every answer, so they never go stale after a content save.

const isStoredField = (value: unknown): value is Omit<CustomField, 'occurrences'> =>
  isRecord(value) && typeof value.name === 'string' && typeof value.value === 'string';

/** The well-formed custom fields of a content; older shapes have none. */
function storedFields(content: Content): Omit<CustomField, 'occurrences'>[] {
  const metadata = isRecord(content.metadata) ? content.metadata : {};
  return Array.isArray(metadata.custom_fields) ? metadata.custom_fields.filter(isStoredField) : [];
}

/** The custom fields with how often each appears in the content's HTML. */
function withOccurrences(content: Content): CustomField[] {
  const counts = scanHtml(typeof content.ckeditor_html === 'string' ? content.ckeditor_html : '');
  return storedFields(content).map((field) => ({
    name: field.name,
    value: field.value,
    created_at: typeof field.created_at === 'string' ? field.created_at : '',
    updated_at: typeof field.updated_at === 'string' ? field.updated_at : '',
    occurrences: counts.get(field.name) ?? 0,
  }));
}

/**
 * The list a save stores: names checked by core's rule, names that belong to records dropped
 * (spec section 5: ignored), dates kept for names that existed and moved on when a value changed.
 */
export function replaceCustomFields(
  previous: readonly Omit<CustomField, 'occurrences'>[],
  input: CustomFieldsInput,
  now: string,
): Omit<CustomField, 'occurrences'>[] {
  const before = new Map(previous.map((field) => [field.name, field]));
  const seen = new Set<string>();
  const result: Omit<CustomField, 'occurrences'>[] = [];
  for (const { name: raw, value } of input) {
    const name = raw.trim();
    if (isIgnoredCustomName(name)) continue;
    const problem = customFieldNameProblem(name);
    if (problem) throw new HttpError(422, problem);
    if (seen.has(name)) throw new HttpError(422, `The custom field "${name}" is listed twice`);
    seen.add(name);
    const old = before.get(name);
    result.push({
      name,
      value,
      created_at: old?.created_at ?? now,
      updated_at: old && old.value === value ? old.updated_at : now,
    });
  }
  return result;
}

/** A document's custom fields; a viewer receives sensitive values masked (docs/field-trust.md). */
export async function getCustomFields(db: Db, ctx: ServiceContext, documentId: string) {
  const fields = withOccurrences(await readContent(db, ctx, documentId));
  return { custom_fields: maskCustomFields(await sensitiveMasker(db, ctx), fields) };
}

export async function saveCustomFields(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  input: CustomFieldsInput,
) {
  // A caller shown masks (a viewer granted docs:write) keeps the stored value it sends back masked.
  const mask = await sensitiveMasker(db, ctx);
  const content = await changeContent(db, ctx, {
    documentId,
    part: 'custom_fields',
    fields: input.length,
    change: (content) => {
      const metadata = isRecord(content.metadata) ? content.metadata : {};
      const stored = storedFields(content);
      const sent = unmaskedCustomFields(mask, stored, input);
      const fields = replaceCustomFields(stored, sent, new Date().toISOString());
      const html = typeof content.ckeditor_html === 'string' ? content.ckeditor_html : '';
      const counts = scanHtml(html);
      // Stored with their occurrences at the time, the shape core's CustomField describes.
      const custom_fields = fields.map((field) => ({ ...field, occurrences: counts.get(field.name) ?? 0 }));
      return { ...content, metadata: { ...metadata, custom_fields } };
    },
    written: changedCustomFields,
  });
  return { custom_fields: maskCustomFields(mask, withOccurrences(content)) };
}
