import type { IntakeAnswersInput, PublicIntakeRecord } from '@lexdraft/contract';
import { ApiError } from '@/api/api-error';
import { publicRequest } from '@/lib/public-api';

// The client's calls (issue 32): /api/intake/{token}, answered for that link's request only,
// made as every emailed link's page makes them (lib/public-api.ts: no account, no cookie).

export type { PublicIntakeRecord };

/** Failure statuses that end the link: unknown (404); submitted, expired or cancelled (410). */
export function isDeadIntakeLink(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/** A 422's per-question messages (`errors: [{ field, message }]`), by question id. */
export function answerErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as { errors?: unknown } | undefined;
  if (!Array.isArray(body?.errors)) return null;
  const errors: Record<string, string> = {};
  for (const item of body.errors as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string') errors[item.field] = item.message;
  }
  return errors;
}

function request(token: string, tail: string, init: Parameters<typeof publicRequest>[1]) {
  return publicRequest(`/api/intake/${encodeURIComponent(token)}${tail}`, init);
}

/** What the page shows: the firm, the message, the questions and the answers saved so far. */
export async function getIntake(token: string, signal?: AbortSignal): Promise<PublicIntakeRecord> {
  const response = await request(token, '', {
    method: 'GET',
    signal,
    fallback: 'The questions could not be loaded',
  });
  return (await response.json()) as PublicIntakeRecord;
}

/** Saves the answers so far, to come back to later. */
export async function saveIntakeAnswers(token: string, body: IntakeAnswersInput): Promise<void> {
  await request(token, '/answers', { method: 'PUT', body, fallback: 'Your answers could not be saved' });
}

/** Sends the answers to the firm; the link is used up. A 422 names the questions to fix. */
export async function submitIntakeAnswers(token: string, body: IntakeAnswersInput): Promise<void> {
  await request(token, '/submit', { method: 'POST', body, fallback: 'Your answers could not be sent' });
}
