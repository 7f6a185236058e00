import {
  CREATE_RECORD_BODIES,
  type ImportRowError,
  RECORD_FIELDS,
  RECORD_IMPORT_MAX_ROWS,
  type RecordKind,
} from '@lexdraft/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { HttpError } from '../../lib/errors.js';
import { wellFormedText } from '../../lib/well-formed-text.js';
import { ImportRowsError } from './errors.js';

// A CSV file of records, read whole and checked whole before anything is written: the header names
// the kind's fields, and every row passes the same schema as POST, or the file is refused with
// each bad cell. Rows count from the header, row 1, as a spreadsheet numbers them.

/** More than this many refused cells are not listed: the first ones say what is wrong. */
const MAX_LISTED_ERRORS = 100;

/** "Legal Name", "legal name" and "LEGAL_NAME" all name legal_name. */
const fieldOfColumn = (column: string) =>
  column
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '_');

function decode(bytes: Uint8Array): string {
  try {
    return wellFormedText(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(422, 'The file is not UTF-8 text. Save it from your spreadsheet as CSV UTF-8.');
  }
}

function parseRows(text: string): string[][] {
  try {
    // Blank lines are kept as records and skipped later, so that row numbers stay the spreadsheet's.
    return parse(text, { bom: true, relax_column_count: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      throw new HttpError(422, `The file is not a readable CSV: ${error.message}`);
    }
    throw error;
  }
}

/** The header's fields, or a 422 naming any column that is not one of the kind's fields. */
function readHeader(kind: RecordKind, header: string[]): string[] {
  const known: readonly string[] = RECORD_FIELDS[kind];
  const fields = header.map(fieldOfColumn);
  const unknown = header.filter((_, index) => !known.includes(fields[index]!));
  if (unknown.length > 0) {
    throw new ImportRowsError(
      `Unknown ${unknown.length === 1 ? 'column' : 'columns'}: ${unknown.map((c) => `"${c}"`).join(', ')}. The columns may be: ${known.join(', ')}.`,
      unknown.map((column) => ({ row: 1, field: column, message: 'is not a field of this record' })),
    );
  }
  const repeated = fields.find((field, index) => fields.indexOf(field) !== index);
  if (repeated) {
    throw new ImportRowsError(`The column ${repeated} appears twice.`, [
      { row: 1, field: repeated, message: 'appears twice' },
    ]);
  }
  return fields;
}

/** The file's rows as validated create inputs, or a refusal saying why. */
/** A line with no text, or a spreadsheet's empty row (`,,,`). */
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

export function readRecordsCsv(kind: RecordKind, bytes: Uint8Array): Record<string, unknown>[] {
  const records = parseRows(decode(bytes));
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  const header = records[headerIndex];
  // Each data row with its number counted from the first line, row 1, blank lines included.
  const rows = records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => !isBlank(cells));
  if (!header) throw new HttpError(422, 'The file is empty: it needs a header row and at least one record.');
  const fields = readHeader(kind, header);
  if (rows.length === 0) throw new HttpError(422, 'The file has a header row but no records.');
  if (rows.length > RECORD_IMPORT_MAX_ROWS) {
    throw new HttpError(
      422,
      `The file has ${rows.length.toLocaleString('en-US')} records; an import takes at most ${RECORD_IMPORT_MAX_ROWS.toLocaleString('en-US')}. Split it into smaller files.`,
    );
  }
  const schema = CREATE_RECORD_BODIES[kind];
  const inputs: Record<string, unknown>[] = [];
  const errors: ImportRowError[] = [];
  for (const { cells, row } of rows) {
    if (cells.length !== fields.length) {
      errors.push({ row, field: '', message: `has ${cells.length} cells; the header has ${fields.length}` });
      continue;
    }
    const result = schema.safeParse(Object.fromEntries(fields.map((field, i) => [field, cells[i]])));
    if (result.success) inputs.push(result.data);
    else {
      for (const issue of result.error.issues) {
        errors.push({ row, field: issue.path.join('.'), message: issue.message });
      }
    }
  }
  if (errors.length > 0) {
    const rowsRefused = new Set(errors.map((error) => error.row)).size;
    throw new ImportRowsError(
      `${rowsRefused} ${rowsRefused === 1 ? 'row was' : 'rows were'} refused; nothing was imported.`,
      errors.slice(0, MAX_LISTED_ERRORS),
    );
  }
  return inputs;
}
