import type { interviewResponse, interviewSubmitBody } from '@lexdraft/contract';
import type { z } from 'zod';
import { type ApiCallOptions, api } from './client';
import type { DocumentRecord } from './documents';

// A template's questionnaire (issue 32, docs/interview-api.md): its questions, and the answers that
// make a document. The shapes are the server's contract, imported as types only.

export type TemplateInterview = z.infer<typeof interviewResponse>;
/** What Create document sends: the answers become the new document's values (source `interview`). */
export type InterviewSubmission = z.input<typeof interviewSubmitBody>;

const path = (id: string) => `/docs/templates/${encodeURIComponent(id)}/interview`;

/** The questions a template asks, in the order its fields first appear. */
export function getTemplateInterview(templateId: string, options?: ApiCallOptions) {
  return api.get<TemplateInterview>(path(templateId), {
    fallbackMessage: 'Failed to load the questionnaire',
    ...options,
  });
}

/**
 * Makes a document from the template with the answers as its values; answers the document. A
 * required question left empty is a 422 whose body lists `errors: [{ field, message }]`.
 */
export function submitTemplateInterview(templateId: string, submission: InterviewSubmission) {
  return api.post<DocumentRecord>(path(templateId), submission, {
    fallbackMessage: 'Failed to create document',
  });
}
