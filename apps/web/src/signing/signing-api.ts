import type { SigningSession, SigningSignBody, signingResult } from '@lexdraft/contract';
import type { z } from 'zod';
import { ApiError } from '@/api/api-error';
import { publicRequest } from '@/lib/public-api';

// The signer's calls (issue 14): /api/signing/{token}, answered for that link's recipient only,
// made as every emailed link's page makes them (lib/public-api.ts: no account, no cookie).

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

function request(token: string, tail: string, init: Parameters<typeof publicRequest>[1]) {
  return publicRequest(`/api/signing/${encodeURIComponent(token)}${tail}`, init);
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
