import {
  LOGIC_NESTING_MAX,
  MAX_DOCUMENT_HTML_BYTES,
  REPEAT_ITEMS_MAX,
  RESOLVED_SIZE_FACTOR,
} from '../limits.js';

// The resolver's limits (core's limits.ts) and what the export's 422 says when one is passed.

/** The most a resolved document may hold, estimated as HTML (resolve-walk.ts counts it). */
export const RESOLVED_SIZE_MAX = RESOLVED_SIZE_FACTOR * MAX_DOCUMENT_HTML_BYTES;

const count = (value: number) => value.toLocaleString('en-US');

/** The detail of conditions and repeats nested deeper than LOGIC_NESTING_MAX. */
export const NESTING_LIMIT = `Conditions and repeats nest more than ${LOGIC_NESTING_MAX} deep; the most is ${LOGIC_NESTING_MAX}.`;
/** The detail of more than REPEAT_ITEMS_MAX repeated items in one document. */
export const ITEMS_LIMIT = `Repeats make more than ${count(REPEAT_ITEMS_MAX)} items in this document; the most is ${count(REPEAT_ITEMS_MAX)}.`;
/** The detail of a resolved document above RESOLVED_SIZE_MAX. */
export const SIZE_LIMIT = `The assembled document would be larger than ${RESOLVED_SIZE_MAX / 1024 / 1024} MB, twice the largest document.`;
