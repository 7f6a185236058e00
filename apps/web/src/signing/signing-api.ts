import type { SigningSession, SigningSignBody, signingResult } from '@lexdraft/contract';
import type { z } from 'zod';
import { ApiError, errorDetailFrom, errorMessageFrom } from '@/api/api-error';

// The signer's calls (issue 14): /api/signing/{token}, answered for that link's recipient only.
// Not through the app's client: a signer has no account, so no bearer token is sent, no cookie,
// and a 401 is never taken for an ended session (which would send the signer to the sign-in page).

export type { SigningSession, SigningSignBody };
export type SigningResult = z.infer<typeof signingResult>;
export type SigningSignature = SigningSignBody['signature'];

/**
 * Failure statuses that end the link: unknown (404); used, expired, voided, declined or locked
 * (410); locked by the wrong access code just entered (423).
 */
export function isDeadLink(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 423);
}

function baseUrl(): string {
  const configured: unknown = import.meta.env.VITE_API_URL;
  return typeof configured === 'string' ? configured.replace(/\/+$/, '') : '';
}

function urlFor(token: string, tail = ''): string {
  return new URL(
    `${baseUrl()}/api/signing/${encodeURIComponent(token)}${tail}`,
    window.location.href,
  ).toString();
}

async function request(
  token: string,
  tail: string,
  init: { method?: string; body?: unknown; accept?: string; signal?: AbortSignal; fallback: string },
): Promise<Response> {
  const headers = new Headers({ Accept: init.accept ?? 'application/json' });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(
      new Request(urlFor(token, tail), {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
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

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** What the page shows first: the firm, the document, this signer and where they are in the steps. */
export async function getSigningSession(token: string, signal?: AbortSignal): Promise<SigningSession> {
  const response = await request(token, '', { signal, fallback: 'The signing page could not be loaded' });
  return readJson<SigningSession>(response);
}

/**
 * Checks the access code emailed to the signer; answers the session as it now is. A wrong code
 * answers 422 saying how many tries are left.
 */
export async function verifyAccessCode(token: string, code: string): Promise<SigningSession> {
  const response = await request(token, '/access-code', {
    body: { code },
    fallback: 'The code could not be checked',
  });
  return readJson<SigningSession>(response);
}

/** Records the signer's agreement to use electronic records and signatures; answers the session as it now is. */
export async function giveConsent(token: string): Promise<SigningSession> {
  const response = await request(token, '/consent', {
    body: { agree: true },
    fallback: 'Your consent could not be recorded',
  });
  return readJson<SigningSession>(response);
}

/** The frozen PDF this signer is asked to sign. */
export async function getSigningPdf(token: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await request(token, '/pdf', {
    accept: 'application/pdf',
    signal,
    fallback: 'The document could not be loaded',
  });
  return response.arrayBuffer();
}

/** Signs with a typed or drawn signature. */
export async function signDocument(token: string, signature: SigningSignature): Promise<SigningResult> {
  const response = await request(token, '/sign', {
    body: { signature },
    fallback: 'Your signature could not be recorded',
  });
  return readJson<SigningResult>(response);
}

/** Declines to sign, telling the sender why. */
export async function declineDocument(token: string, reason: string): Promise<SigningResult> {
  const response = await request(token, '/decline', {
    body: { reason },
    fallback: 'Your decline could not be recorded',
  });
  return readJson<SigningResult>(response);
}
