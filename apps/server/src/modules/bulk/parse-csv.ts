import { BULK_ROWS_MAX } from '@lexdraft/core';
import { CsvError, parse } from 'csv-parse/sync';
import { HttpError } from '../../lib/errors.js';
import { wellFormedText } from '../../lib/well-formed-text.js';
import type { BulkRow } from './bulk-row.js';

// A bulk generation's CSV, read whole (BULK_CSV_MAX_BYTES at most) and checked whole before the
// job is stored: the header names fields of the template, plus the optional `name` and
// `entity_id` columns. Rows are numbered as a spreadsheet numbers them: the header is row 1.

/** The 422 of more than BULK_ROWS_MAX rows (or entities). */
export const TOO_MANY_ROWS = `A bulk generation makes at most ${BULK_ROWS_MAX.toLocaleString('en-US')} documents`;

/** The 422 of a header cell that names no field of the template. */
export const notAField = (column: string) => `Column "${column}" is not a field of this template`;

export const EMPTY_CSV = 'The file is empty: it needs a header row and at least one row of values.';

/** Columns every CSV may have besides the template's fields. */
const NAME_COLUMN = 'name';
const ENTITY_COLUMN = 'entity_id';

function decode(bytes: Uint8Array): string {
  try {
    return wellFormedText(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(422, 'The file is not UTF-8 text. Save it from your spreadsheet as CSV UTF-8.');
  }
}

function parseRecords(text: string): string[][] {
  try {
    // Blank lines are kept as records and skipped later, so that row numbers stay the spreadsheet's.
    return parse(text, { bom: true, relax_column_count: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError)
      throw new HttpError(422, `The file is not a readable CSV: ${error.message}`);
    throw error;
  }
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** The header's columns, each a field of the template, `name` or `entity_id`, and none twice. */
function readHeader(header: string[], fields: ReadonlySet<string>): string[] {
  const columns = header.map((cell) => cell.trim());
  for (const column of columns) {
    if (column !== NAME_COLUMN && column !== ENTITY_COLUMN && !fields.has(column)) {
      throw new HttpError(422, notAField(column));
    }
  }
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  if (repeated !== undefined) throw new HttpError(422, `Column "${repeated}" appears twice`);
  return columns;
}

/** One data row as the job reads it; a blank cell gives no value (the template's or a record's stays). */
function rowOf(columns: string[], cells: string[], row: number): BulkRow {
  const result: BulkRow = { row, values: {} };
  columns.forEach((column, index) => {
    const cell = (cells[index] ?? '').trim();
    if (cell === '') return;
    if (column === NAME_COLUMN) result.name = cell;
    else if (column === ENTITY_COLUMN) result.entity_id = cell;
    else result.values[column] = cell;
  });
  return result;
}

/**
 * The rows of a bulk CSV for a template whose field ids are `fields`; a 422 for an empty file, a
 * column that names no field, or more than BULK_ROWS_MAX rows.
 */
export function readBulkCsv(bytes: Uint8Array, fields: ReadonlySet<string>): BulkRow[] {
  const records = parseRecords(decode(bytes));
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  const header = records[headerIndex];
  if (!header) throw new HttpError(422, EMPTY_CSV);
  const columns = readHeader(header, fields);
  const rows = records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => !isBlank(cells));
  if (rows.length === 0) throw new HttpError(422, EMPTY_CSV);
  if (rows.length > BULK_ROWS_MAX) throw new HttpError(422, TOO_MANY_ROWS);
  return rows.map(({ cells, row }) => rowOf(columns, cells, row));
}
