// Client intake and bulk generation (issue 32): statuses, defaults and limits both sides read.

/** An intake request's status as the API answers it; `expired` is read from its expiry, never stored. */
export const INTAKE_STATUSES = ['sent', 'in_progress', 'submitted', 'expired', 'cancelled'] as const;
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];

/** How long an intake link lives unless the sender picks otherwise, and the longest they may pick. */
export const INTAKE_EXPIRY_DAYS_DEFAULT = 14;
export const INTAKE_EXPIRY_DAYS_MAX = 90;
/** The sender's message to the client, at most. */
export const INTAKE_MESSAGE_MAX_LENGTH = 2_000;

/** A bulk job's status. */
export const BULK_JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

/** The most documents one bulk request makes (rows of a CSV, or entities picked). */
export const BULK_ROWS_MAX = 1_000;
/** The largest CSV a bulk request takes. */
export const BULK_CSV_MAX_BYTES = 5 * 1024 * 1024;
