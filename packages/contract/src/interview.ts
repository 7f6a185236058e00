import {
  BULK_JOB_STATUSES,
  BULK_ROWS_MAX,
  DOCUMENT_NAME_MAX_LENGTH,
  INTAKE_EXPIRY_DAYS_DEFAULT,
  INTAKE_EXPIRY_DAYS_MAX,
  INTAKE_MESSAGE_MAX_LENGTH,
  INTAKE_STATUSES,
  INTERVIEW_QUESTION_TYPES,
} from '@lexdraft/core';
import { z } from 'zod';
import { listValuesBody } from './assembly.js';
import { timestamp } from './common.js';
import { fieldValuesMap } from './merge-fields.js';

// Questionnaires, client intake and bulk generation (issue 32; docs/interview-api.md).

const itemField = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(['text', 'email', 'phone', 'date']),
});

/** One question of a template's interview (core's InterviewQuestion). */
export const interviewQuestion = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(INTERVIEW_QUESTION_TYPES),
  required: z.boolean(),
  group: z.string(),
  shown_if: z.string().nullable(),
  options: z.array(z.string()),
  item_fields: z.array(itemField),
  entity_fills: z.boolean(),
  sensitive: z.boolean(),
});
export type InterviewQuestionRecord = z.infer<typeof interviewQuestion>;

/** `GET /docs/templates/{id}/interview` (and a document's: `GET /docs/documents/{id}/interview`). */
export const interviewResponse = z.object({ questions: z.array(interviewQuestion) });

/** A document's interview, for Request information: each question says whether the document fills it. */
export const documentInterviewResponse = z.object({
  questions: z.array(interviewQuestion.extend({ filled: z.boolean() })),
});

const documentName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(DOCUMENT_NAME_MAX_LENGTH, `must be at most ${DOCUMENT_NAME_MAX_LENGTH} characters`);

/** List rows as answers carry them: the list-values body without `null`s. */
const answerLists = listValuesBody;

/** `POST /docs/templates/{id}/interview`: the answers become the new document's values. */
export const interviewSubmitBody = z.object({
  name: documentName.optional(),
  answers: fieldValuesMap.default({}),
  lists: answerLists.default({}),
  entity_id: z.uuid({ message: 'must be a record id' }).nullish(),
});
export type InterviewSubmitInput = z.infer<typeof interviewSubmitBody>;

/** A 422 of answers: `detail` for a toast, `errors` per question (`{label} is required`). */
export const answerErrorsBody = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

// ---- Client intake ----

/** `POST /docs/documents/{id}/intake`. */
export const createIntakeBody = z.object({
  email: z.email({ message: 'must be an email address' }).max(254),
  name: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  fields: z.array(z.string().min(1).max(50)).min(1, 'must name at least one question').max(500),
  message: z
    .string()
    .max(
      INTAKE_MESSAGE_MAX_LENGTH,
      `must be at most ${INTAKE_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
    )
    .default(''),
  expires_in_days: z.int().min(1).max(INTAKE_EXPIRY_DAYS_MAX).default(INTAKE_EXPIRY_DAYS_DEFAULT),
});
export type CreateIntakeInput = z.infer<typeof createIntakeBody>;

/** An intake request as the firm sees it. */
export const intakeRequest = z.object({
  id: z.string(),
  document_id: z.string(),
  email: z.string(),
  name: z.string(),
  fields: z.array(z.string()),
  message: z.string(),
  status: z.enum(INTAKE_STATUSES),
  expires_at: timestamp,
  created_at: timestamp,
  last_sent_at: timestamp,
  submitted_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type IntakeRequestRecord = z.infer<typeof intakeRequest>;

export const intakeRequestList = z.object({ requests: z.array(intakeRequest) });

/** `GET /api/intake/{token}`: what the client's page shows, and nothing else of the document. */
export const publicIntake = z.object({
  firm_name: z.string(),
  client_name: z.string(),
  message: z.string(),
  status: z.enum(INTAKE_STATUSES),
  expires_at: timestamp,
  questions: z.array(interviewQuestion),
  answers: z.record(z.string(), z.string()),
  lists: z.record(z.string(), z.array(z.record(z.string(), z.string()))),
});
export type PublicIntakeRecord = z.infer<typeof publicIntake>;

/** `PUT /api/intake/{token}/answers` (a partial save) and `POST .../submit`. */
export const intakeAnswersBody = z.object({
  answers: fieldValuesMap.default({}),
  lists: answerLists.default({}),
});
export type IntakeAnswersInput = z.infer<typeof intakeAnswersBody>;

// ---- Bulk generation ----

/** `POST /docs/templates/{id}/bulk-generate` as JSON (the other way is a multipart `file`, a CSV). */
export const bulkGenerateBody = z.object({
  entity_ids: z
    .array(z.uuid({ message: 'must be a record id' }))
    .min(1, 'must name at least one entity')
    .max(BULK_ROWS_MAX, `must name at most ${BULK_ROWS_MAX.toLocaleString('en-US')} entities`),
});

export const bulkJobCreated = z.object({ job_id: z.string() });

/** `GET /docs/bulk-jobs/{id}`. Rows are numbered as in the CSV: the header is row 1. */
export const bulkJob = z.object({
  id: z.string(),
  template_id: z.string().nullable(),
  status: z.enum(BULK_JOB_STATUSES),
  total: z.int(),
  done: z.int(),
  failed: z.int(),
  documents: z.array(z.object({ row: z.int(), id: z.string(), name: z.string() })),
  errors: z.array(z.object({ row: z.int(), message: z.string() })),
  created_at: timestamp,
  finished_at: timestamp.nullable(),
});
export type BulkJobRecord = z.infer<typeof bulkJob>;
