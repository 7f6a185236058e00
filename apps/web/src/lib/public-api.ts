import { ApiError, errorDetailFrom, errorMessageFrom } from '@/api/api-error';

// The calls of the pages reached by an emailed link (signing, client intake), not through the
// app's client: the visitor has no account, so no bearer token or cookie is sent, and a 401 is
// never taken for an ended session (which would send them to the sign-in page).

function baseUrl(): string {
  const configured: unknown = import.meta.env.VITE_API_URL;
  return typeof configured === 'string' ? configured.replace(/\/+$/, '') : '';
}

interface PublicRequestInit {
  /** GET without a body, POST with one, unless named. */
  method?: string;
  body?: unknown;
  accept?: string;
  signal?: AbortSignal;
  /** The message when the server's answer gives none. */
  fallback: string;
}

/**
 * Calls `path` (under /api, the link's token already in it) and answers the response when it is
 * ok; otherwise throws an ApiError with the server's words, or status 0 when it cannot be reached.
 */
export async function publicRequest(path: string, init: PublicRequestInit): Promise<Response> {
  const headers = new Headers({ Accept: init.accept ?? 'application/json' });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const url = new URL(`${baseUrl()}${path}`, window.location.href);
  let response: Response;
  try {
    response = await fetch(
      new Request(url.toString(), {
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
