import {
  FIELD_VALUE_MAX_LENGTH,
  forbiddenPart,
  isFieldId,
  RECORD_LISTS,
  REPEAT_ITEMS_MAX,
} from '@lexdraft/core';
import { z } from 'zod';

// The HTTP shapes of docs/assembly-api.md: the rows a firm types for its list fields, and the
// lists a document's linked records give. Services receive the request shapes already validated.

/** Most list fields one document keeps. */
export const LIST_FIELDS_MAX = 100;
/** Most keys (columns) one row of a list field holds. */
export const LIST_ROW_KEYS_MAX = 50;
/** Largest a document's list values may grow, as JSON text, in all its lists together. */
export const LIST_VALUES_MAX_CHARS = 2 * 1024 * 1024;

const RECORD_LIST_IDS: ReadonlySet<string> = new Set(RECORD_LISTS);

const NAME_RULE =
  'start with a letter or underscore, then use letters, digits, underscores, dots, hyphens or spaces';

/** What is wrong with a list id or a row's key, or undefined when it may be stored. */
function nameProblem(name: string, what: 'list' | 'key'): string | undefined {
  const forbidden = forbiddenPart(name);
  if (forbidden !== undefined) return `"${forbidden}" is not a valid name`;
  if (!isFieldId(name)) return `is not a valid ${what === 'list' ? 'list id' : 'key'}: ${NAME_RULE}`;
  if (what === 'list' && RECORD_LIST_IDS.has(name)) return 'is a record list, filled from the linked records';
  return undefined;
}

const listValue = z
  .string()
  .max(
    FIELD_VALUE_MAX_LENGTH,
    `must be at most ${FIELD_VALUE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  );

/** One row of a list field: its values by key (`{ "name": "Ada Pryce", "city": "Austin" }`). */
const listRow = z.record(z.string(), listValue).superRefine((row, context) => {
  const keys = Object.keys(row);
  if (keys.length > LIST_ROW_KEYS_MAX) {
    context.addIssue({ code: 'custom', message: `must hold at most ${LIST_ROW_KEYS_MAX} keys` });
    return;
  }
  for (const key of keys) {
    const problem = nameProblem(key, 'key');
    if (problem) context.addIssue({ code: 'custom', path: [key], message: problem });
  }
});

/**
 * `PUT /docs/documents/{id}/list-values`: the lists to replace, each a list of rows; `[]` keeps the
 * list empty (it prints nothing), `null` removes it (it has no value again). Lists not sent are kept.
 */
export const listValuesBody = z
  .record(z.string(), z.array(listRow).nullable())
  .superRefine((lists, context) => {
    const ids = Object.keys(lists);
    if (ids.length > LIST_FIELDS_MAX) {
      context.addIssue({ code: 'custom', message: `must hold at most ${LIST_FIELDS_MAX} lists` });
      return;
    }
    for (const id of ids) {
      const problem = nameProblem(id, 'list');
      if (problem) context.addIssue({ code: 'custom', path: [id], message: problem });
    }
    const rows = Object.values(lists).reduce((sum, list) => sum + (list?.length ?? 0), 0);
    if (rows > REPEAT_ITEMS_MAX) {
      context.addIssue({
        code: 'custom',
        message: `must hold at most ${REPEAT_ITEMS_MAX.toLocaleString('en-US')} rows in all`,
      });
    }
  });
export type ListValuesInput = z.infer<typeof listValuesBody>;

/** Rows by list id, as stored and answered. */
const listMap = z.record(z.string(), z.array(z.record(z.string(), z.string())));

/** `GET|PUT /docs/documents/{id}/list-values`: every list field of the document, by id. */
export const listValuesResponse = listMap;
export type ListValuesResponse = z.infer<typeof listValuesResponse>;

/**
 * `GET /docs/documents/{id}/record-lists`: the record lists (`entity.owners`, `entity.contacts`,
 * `document.entities`, `document.owners`, `document.contacts`) that have a source, for the preview.
 */
export const recordListsResponse = z.object({ lists: listMap });
export type RecordListsResponse = z.infer<typeof recordListsResponse>;
