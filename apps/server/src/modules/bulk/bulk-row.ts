import type { bulkJobs } from '../../db/schema.js';

// A leaf file: the row shape the CSV reader, the job's creation and its run all share.

/** One input row of a bulk job, as bulk_jobs.rows stores it (`row` numbered from the CSV's header, row 1). */
export type BulkRow = (typeof bulkJobs.$inferSelect)['rows'][number];

/** A bulk job's row as read from the database. */
export type BulkJobRow = typeof bulkJobs.$inferSelect;

/** The detail of a job of another firm, or none. */
export const JOB_NOT_FOUND = 'Bulk job not found';

/** The message of an entity id that is no entity of the firm (a request's 422, a row's error). */
export const unknownEntity = (id: string) => `No entity of this firm has the id "${id}"`;
