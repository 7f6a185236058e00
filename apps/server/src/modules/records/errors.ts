import type { ImportRowError } from '@lexdraft/contract';
import { HttpError } from '../../lib/errors.js';

/** DELETE of a record that documents link: the 409 carries how many, for the screen to ask. */
export class RecordInUseError extends HttpError {
  constructor(readonly documentsCount: number) {
    super(409, `Used by ${documentsCount} ${documentsCount === 1 ? 'document' : 'documents'}`);
  }
}

/** A CSV import refused for its rows: the 422 lists each refused cell. */
export class ImportRowsError extends HttpError {
  constructor(
    detail: string,
    readonly errors: ImportRowError[],
  ) {
    super(422, detail);
  }
}
