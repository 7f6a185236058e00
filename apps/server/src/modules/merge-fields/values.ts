import { FIELD_VALUES_MAX_COUNT, isRecord, stringMap } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { type Content, changeContent, readContent } from './document-content.js';

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

const mergeFieldValuesOf = (content: Content) => stringMap(content.merge_field_values);
// Smart-field values may be nested objects, resolved through dotted keys: they are kept as stored.
const smartValuesOf = (content: Content) => (isRecord(content.placeholders) ? content.placeholders : {});

export async function getMergeFieldValues(db: Db, ctx: ServiceContext, documentId: string) {
  return { merge_field_values: mergeFieldValuesOf(await readContent(db, ctx, documentId)) };
}

export async function saveMergeFieldValues(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  values: Record<string, string>,
) {
  const content = await changeContent(db, ctx, {
    documentId,
    part: 'merge_field_values',
    fields: Object.keys(values).length,
    change: (content) => ({ ...content, merge_field_values: merged(mergeFieldValuesOf(content), values) }),
    written: sentKeys(values),
  });
  return { merge_field_values: mergeFieldValuesOf(content) };
}

export async function getSmartFieldValues(db: Db, ctx: ServiceContext, documentId: string) {
  return { values: smartValuesOf(await readContent(db, ctx, documentId)) };
}

export async function saveSmartFieldValues(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  values: Record<string, string>,
) {
  const content = await changeContent(db, ctx, {
    documentId,
    part: 'placeholders',
    fields: Object.keys(values).length,
    change: (content) => ({ ...content, placeholders: merged(smartValuesOf(content), values) }),
    written: sentKeys(values),
  });
  return { values: smartValuesOf(content) };
}
