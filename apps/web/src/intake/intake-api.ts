import type { IntakeAnswersInput, PublicIntakeRecord } from '@lexdraft/contract';
import { ApiError, errorDetailFrom, errorMessageFrom } from '@/api/api-error';

// The client's calls (issue 32): /api/intake/{token}, answered for that link's request only.
// Not through the app's client: the client has no account, so no bearer token or cookie is sent,
// and a 401 is never taken for an ended session (which would send them to the sign-in page).

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

function baseUrl(): string {
  const configured: unknown = import.meta.env.VITE_API_URL;
  return typeof configured === 'string' ? configured.replace(/\/+$/, '') : '';
}

async function request(
  token: string,
  tail: string,
  init: { method: string; body?: unknown; signal?: AbortSignal; fallback: string },
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const url = new URL(`${baseUrl()}/api/intake/${encodeURIComponent(token)}${tail}`, window.location.href);
  let response: Response;
  try {
    response = await fetch(
      new Request(url.toString(), {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        signal: init.signal,
      }),
    );
  } catch (error) {
    if (init.signal?.aborted) throw error;
    // The error names no URL: the link's token stays out of every message and log.
    throw new ApiError('The server cannot be reached. Check your connection and try again.', 0);
  }
  if (response.ok) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  throw new ApiError(
    errorMessageFrom(body, response.status, init.fallback),
    response.status,
    errorDetailFrom(body),
    body,
  );
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
