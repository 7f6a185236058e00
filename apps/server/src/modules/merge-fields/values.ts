import { FIELD_VALUES_MAX_COUNT, isRecord, stringMap } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { unmaskedValues } from '../../lib/masked-writes.js';
import type { ServiceContext } from '../auth/context.js';
import { type Content, changeContent, readContent } from './document-content.js';
import { maskValues, sensitiveMasker } from './sensitive-masking.js';
import { recordChanges } from './value-sources.js';

// A document's merge-field values (content.merge_field_values) and smart-field values
// (content.placeholders): saves merge into the stored map, keys not sent are kept.

const TOO_MANY = `A document keeps at most ${FIELD_VALUES_MAX_COUNT.toLocaleString('en-US')} values of each kind`;

/** A stored map with the saved values merged in, refused once it grows past the limit. */
function merged<T>(stored: Record<string, T>, values: Record<string, string>): Record<string, T | string> {
  const result = { ...stored, ...values };
  if (Object.keys(result).length > FIELD_VALUES_MAX_COUNT) throw new HttpError(422, TOO_MANY);
  return result;
}

// Every key sent counts as written, changed or not: it was saved after whatever an editor loaded.
const sentKeys = (values: Record<string, string>) => () => Object.keys(values);

/** The provenance of a save: each sent key whose stored value changed was typed (docs/field-trust.md). */
const typedSources =
  (
    ctx: ServiceContext,
    documentId: string,
    values: Record<string, string>,
    valuesOf: (c: Content) => object,
  ) =>
  (tx: Db, before: Content, after: Content) => {
    const [old, now] = [
      valuesOf(before) as Record<string, unknown>,
      valuesOf(after) as Record<string, unknown>,
    ];
    return recordChanges(tx, ctx, documentId, {
      keys: Object.keys(values),
      before: (key) => old[key],
      after: (key) => now[key],
      source: (fieldId) => ({ fieldId, source: 'typed' }),
    });
  };

const mergeFieldValuesOf = (content: Content) => stringMap(content.merge_field_values);
// Smart-field values may be nested objects, resolved through dotted keys: they are kept as stored.
const smartValuesOf = (content: Content) => (isRecord(content.placeholders) ? content.placeholders : {});

// Reads answer a viewer's sensitive values masked (docs/field-trust.md). Saves need docs:write, which
// a viewer has only by an extra grant: such a caller's sent masks keep the stored values
// (lib/masked-writes.ts) and its answers are masked like its reads.
export async function getMergeFieldValues(db: Db, ctx: ServiceContext, documentId: string) {
  const values = mergeFieldValuesOf(await readContent(db, ctx, documentId));
  return { merge_field_values: maskValues(await sensitiveMasker(db, ctx), values) };
}

export async function saveMergeFieldValues(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  values: Record<string, string>,
) {
  const mask = await sensitiveMasker(db, ctx);
  const content = await changeContent(db, ctx, {
    documentId,
    part: 'merge_field_values',
    fields: Object.keys(values).length,
    change: (content) => {
      const stored = mergeFieldValuesOf(content);
      return { ...content, merge_field_values: merged(stored, unmaskedValues(mask, stored, values)) };
    },
    written: sentKeys(values),
    afterChange: typedSources(ctx, documentId, values, mergeFieldValuesOf),
  });
  return { merge_field_values: maskValues(mask, mergeFieldValuesOf(content)) };
}

export async function getSmartFieldValues(db: Db, ctx: ServiceContext, documentId: string) {
  const values = smartValuesOf(await readContent(db, ctx, documentId));
  return { values: maskValues(await sensitiveMasker(db, ctx), values) };
}

export async function saveSmartFieldValues(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  values: Record<string, string>,
) {
  const mask = await sensitiveMasker(db, ctx);
  const content = await changeContent(db, ctx, {
    documentId,
    part: 'placeholders',
    fields: Object.keys(values).length,
    change: (content) => {
      const stored = smartValuesOf(content);
      return { ...content, placeholders: merged(stored, unmaskedValues(mask, stored, values)) };
    },
    written: sentKeys(values),
    afterChange: typedSources(ctx, documentId, values, smartValuesOf),
  });
  return { values: maskValues(mask, smartValuesOf(content)) };
}
