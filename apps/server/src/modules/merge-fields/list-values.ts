import {
  LIST_FIELDS_MAX,
  LIST_VALUES_MAX_CHARS,
  type ListValuesInput,
  type ListValuesResponse,
  listValuesBody,
} from '@lexdraft/contract';
import { type ListRow, REPEAT_ITEMS_MAX } from '@lexdraft/core';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { type Content, changeContent, readContent } from './document-content.js';
import { type FieldMasker, maskValues, sensitiveMasker } from './sensitive-masking.js';

// A document's list fields (content.list_values): rows the firm types, which repeats, `join` and
// `count` read (docs/assembly-api.md). They live beside merge_field_values in the current version
// and are written as its values are: in place, stamped, audited (document-content.ts), so that a
// content save keeps them and versions and copies carry them.

/** Rows by list id; a Map, so that no list id ever reads an object's prototype. */
type ListValues = Map<string, ListRow[]>;

export const TOO_MANY_LISTS = `A document keeps at most ${LIST_FIELDS_MAX} list fields`;
export const TOO_MANY_ROWS = `A document's list fields hold at most ${REPEAT_ITEMS_MAX.toLocaleString('en-US')} rows in all`;
export const TOO_LARGE = `A document's list fields hold at most ${LIST_VALUES_MAX_CHARS / 1024 / 1024} MB of text in all`;

/**
 * The list fields a content holds. Each list is read through the request's own schema, so that one
 * stored by an older path (a legacy content save keeps what it was sent) with a bad name or shape
 * is left out rather than read.
 */
export function listValuesOf(content: Content): ListValues {
  const stored = content.list_values;
  const lists: ListValues = new Map();
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return lists;
  for (const [id, rows] of Object.entries(stored)) {
    const parsed = listValuesBody.safeParse({ [id]: rows });
    const list = parsed.success ? parsed.data[id] : undefined;
    if (list) lists.set(id, list);
  }
  return lists;
}

/** Lists as answered: a plain object with each sensitive value masked for a viewer (`list.key`). */
function present(mask: FieldMasker, lists: ListValues): ListValuesResponse {
  return maskValues(mask, Object.fromEntries(lists)) as ListValuesResponse;
}

/**
 * A sent row with the stored value put back where the caller sent the mask it was shown of a
 * sensitive value (lib/masked-writes.ts): the same row's first, else any row's of the same key.
 */
function unmaskRows(mask: FieldMasker, id: string, stored: ListRow[], sent: ListRow[]): ListRow[] {
  if (!mask.active) return sent;
  return sent.map((row, index) => {
    const result: Record<string, string> = {};
    for (const [key, value] of Object.entries(row)) {
      const path = `${id}.${key}`;
      const isMaskOf = (old: ListRow | undefined) => {
        const whole = old && Object.hasOwn(old, key) ? old[key] : undefined;
        return whole !== undefined && whole !== value && mask(path, whole) === value;
      };
      const same = [stored[index], ...stored].find(isMaskOf);
      result[key] = same ? (same[key] as string) : value;
    }
    return result;
  });
}

/** The stored lists with the sent ones replacing theirs (`null` removes a list), refused past the limits. */
function replaced(mask: FieldMasker, stored: ListValues, sent: ListValuesInput): ListValues {
  const lists = new Map(stored);
  for (const [id, rows] of Object.entries(sent)) {
    if (rows === null) lists.delete(id);
    else lists.set(id, unmaskRows(mask, id, stored.get(id) ?? [], rows));
  }
  if (lists.size > LIST_FIELDS_MAX) throw new HttpError(422, TOO_MANY_LISTS);
  const rows = [...lists.values()].reduce((sum, list) => sum + list.length, 0);
  if (rows > REPEAT_ITEMS_MAX) throw new HttpError(422, TOO_MANY_ROWS);
  if (JSON.stringify(Object.fromEntries(lists)).length > LIST_VALUES_MAX_CHARS)
    throw new HttpError(422, TOO_LARGE);
  return lists;
}

/** `GET /docs/documents/{id}/list-values`: every list field of the document. */
export async function getListValues(db: Db, ctx: ServiceContext, documentId: string) {
  const lists = listValuesOf(await readContent(db, ctx, documentId));
  return present(await sensitiveMasker(db, ctx), lists);
}

/** `PUT /docs/documents/{id}/list-values`: replaces the lists sent, keeps the others; answers them all. */
export async function saveListValues(db: Db, ctx: ServiceContext, documentId: string, sent: ListValuesInput) {
  const mask = await sensitiveMasker(db, ctx);
  const content = await changeContent(db, ctx, {
    documentId,
    part: 'list_values',
    fields: Object.keys(sent).length,
    change: (content) => ({
      ...content,
      list_values: Object.fromEntries(replaced(mask, listValuesOf(content), sent)),
    }),
    // Every list sent counts as written, changed or not: it was saved after whatever an editor loaded.
    written: () => Object.keys(sent),
  });
  return present(mask, listValuesOf(content));
}
