import type {
  CreateIntakeInput,
  documentInterviewResponse,
  IntakeRequestRecord,
  intakeRequestList,
} from '@lexdraft/contract';
import type { z } from 'zod';
import { type ApiCallOptions, api } from './client';

// The firm's side of client intake (issue 32): a document's questions, its intake requests, and
// sending, cancelling and resending one. The shapes are the contract's, imported as types only.

export type { IntakeRequestRecord };
/** A document's interview: each question says whether the document already fills it. */
export type DocumentInterview = z.infer<typeof documentInterviewResponse>;
export type DocumentInterviewQuestion = DocumentInterview['questions'][number];
type IntakeRequestList = z.infer<typeof intakeRequestList>;

const path = (id: string) => `/docs/documents/${encodeURIComponent(id)}`;

/** The questions Request information offers for this document. */
export function getDocumentInterview(id: string, options?: ApiCallOptions) {
  return api.get<DocumentInterview>(`${path(id)}/interview`, {
    fallbackMessage: 'Failed to load the questions',
    ...options,
  });
}

/** The document's intake requests, newest first as the server lists them. */
export async function listIntakeRequests(id: string, options?: ApiCallOptions) {
  const list = await api.get<IntakeRequestList>(`${path(id)}/intake`, {
    fallbackMessage: 'Failed to load the requests',
    ...options,
  });
  return list.requests;
}

/** Stores the request and emails the client their link; answers the new request. */
export function createIntakeRequest(id: string, body: CreateIntakeInput) {
  return api.post<IntakeRequestRecord>(`${path(id)}/intake`, body, {
    fallbackMessage: 'Failed to send the request',
  });
}

/** Cancels an open request: its link stops working. */
export function cancelIntakeRequest(id: string, requestId: string) {
  return api.post<unknown>(`${path(id)}/intake/${encodeURIComponent(requestId)}/cancel`, undefined, {
    fallbackMessage: 'Failed to cancel the request',
  });
}

/** Emails the client their link again. */
export function resendIntakeRequest(id: string, requestId: string) {
  return api.post<unknown>(`${path(id)}/intake/${encodeURIComponent(requestId)}/resend`, undefined, {
    fallbackMessage: 'Failed to resend the request',
  });
}
