import { BACKGROUND_REQUEST_HEADER } from '@lexdraft/core';
import { ApiError, errorDetailFrom, errorMessageFrom } from './api-error';
import { clearSession, getAccessToken, getStoredUser, setAccessToken, setStoredUser } from './token-storage';

/** Settings for configureApiClient; an omitted field keeps its current value. */
export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API; '' means the page's own origin. */
  baseUrl?: string;
  /** Called once when a session cannot be refreshed. */
  onAuthFailure?: () => void;
}

/** Per-call settings for apiRequest. */
export interface ApiRequestOptions {
  /** Defaults to POST when a body or form is given, else GET. */
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent url-encoded instead of `body` (the login call takes form fields). */
  form?: URLSearchParams;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Message when a failed response carries none (spec section 8 defaults such as "Login failed"). */
  fallbackMessage?: string;
}

/** The headers of a call the app makes on its own (the session check): the server does not count it as the user's activity. */
export const BACKGROUND_HEADERS: Readonly<Record<string, string>> = { [BACKGROUND_REQUEST_HEADER]: '1' };

/** Options of refreshSession. */
export interface RefreshOptions {
  /**
   * True when the app refreshes on its own behalf (after its session check got a 401): the server
   * then leaves the session's idle time running. A refresh the user's action led to counts as activity.
   */
  background?: boolean;
}

/** Options of the api.* helpers (method and payload are given by the helper). */
export type ApiCallOptions = Pick<ApiRequestOptions, 'headers' | 'signal' | 'fallbackMessage'>;

interface PreparedCall {
  method: string;
  body?: BodyInit;
  contentType?: string;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Message when a failed response carries none; undefined means `HTTP {status}`. */
  fallbackMessage?: string;
}

interface RefreshResponse {
  access_token?: unknown;
  user?: unknown;
}

/** A renewed session: the new access token and the user the server sent with it (unchecked). */
export interface RefreshedSession {
  accessToken: string;
  user: unknown;
}

// These calls answer 401 for a bad password or a dead session; refreshing on them would loop.
const NO_REFRESH_PATHS = new Set(['/auth/login', '/auth/refresh', '/auth/logout']);

/** True for the SPA's auth pages: spec section 2 counts any path starting with /auth. */
export function isAuthPath(pathname: string): boolean {
  return pathname.startsWith('/auth');
}

/** The default auth-failure handler: go to the login page unless already on an auth page. */
export function redirectToLogin(where: Pick<Location, 'pathname' | 'assign'> = window.location): void {
  if (!isAuthPath(where.pathname)) where.assign('/auth/login');
}

function envBaseUrl(): string {
  const configured: unknown = import.meta.env.VITE_API_URL;
  return typeof configured === 'string' ? configured : '';
}

// A trailing slash would double up with the leading slash of every path.
function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

let baseUrl = trimBaseUrl(envBaseUrl());
let onAuthFailure: () => void = () => redirectToLogin();
// One refresh at a time in this tab: every caller that arrives while it runs (401 retries, the
// background refresh, Extend Session) waits for the same answer. The server rotates the refresh
// cookie on each use, so two requests with one cookie would look like a stolen token.
let refreshInFlight: Promise<RefreshedSession> | null = null;
// Shared refreshes whose failure has already signed out, so that a burst of 401s does so once.
const signedOutAfter = new WeakSet<Promise<RefreshedSession>>();
// The Web Lock that lets one tab of this origin refresh at a time: the cookie is shared by all.
const REFRESH_LOCK = 'lexdraft-session-refresh';
// Tokens this tab's refreshes have stored. The server signs whole seconds, so two refreshes in one
// second answer the same string: a call compares this count, not the token's text, to learn that a
// refresh has answered since it was sent.
let refreshesStored = 0;

/** Sets the API base URL and the auth-failure handler. */
export function configureApiClient(options: ApiClientOptions = {}): void {
  if (options.baseUrl !== undefined) baseUrl = trimBaseUrl(options.baseUrl);
  if (options.onAuthFailure !== undefined) onAuthFailure = options.onAuthFailure;
}

/** The origin named in the connection error: the API's, or the page's when the API is same-origin. */
export function apiOrigin(base: string = baseUrl): string {
  try {
    return new URL(base).origin;
  } catch {
    return window.location.origin;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

// Resolved against the page so that a relative base URL behaves the same in every fetch implementation.
function urlFor(path: string): string {
  return new URL(`${baseUrl}${path}`, window.location.href).toString();
}

async function send(path: string, call: PreparedCall, token: string | null): Promise<Response> {
  const headers = new Headers(call.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (call.contentType && !headers.has('Content-Type')) headers.set('Content-Type', call.contentType);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  // A Request (not fetch(url, init)) so a test environment's Blob and FormData are converted for its fetch.
  const request = new Request(urlFor(path), {
    method: call.method,
    headers,
    body: call.body,
    credentials: 'include',
    signal: call.signal,
  });
  try {
    return await fetch(request);
  } catch (error) {
    if (isAbort(error, call.signal)) throw error;
    throw new ApiError(`Cannot connect to server. Please ensure the backend is running on ${apiOrigin()}`, 0);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readResult<T>(response: Response, fallbackMessage: string | undefined): Promise<T> {
  const body = await readBody(response);
  if (!response.ok) {
    const message = errorMessageFrom(body, response.status, fallbackMessage);
    throw new ApiError(message, response.status, errorDetailFrom(body), body);
  }
  return body as T;
}

/** A file the server answered: its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  /** The `filename` of Content-Disposition; undefined when the server names none. */
  fileName?: string;
}

function dispositionFileName(header: string | null): string | undefined {
  return header?.match(/filename="([^"]+)"/)?.[1] ?? header?.match(/filename=([^;\s]+)/)?.[1];
}

async function readFile(response: Response, fallbackMessage: string | undefined): Promise<DownloadedFile> {
  // A failure is JSON like any other call's, and reads the same way.
  if (!response.ok) return readResult<never>(response, fallbackMessage);
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
  };
}

type ReadResponse<T> = (response: Response, fallbackMessage: string | undefined) => Promise<T>;

async function postRefresh({ background = false }: RefreshOptions): Promise<RefreshedSession> {
  const tokenBefore = getAccessToken();
  // Credentials carry the refresh cookie; the expired bearer token is not sent.
  const headers = background ? BACKGROUND_HEADERS : undefined;
  const response = await send('/auth/refresh', { method: 'POST', headers }, null);
  const body = await readResult<RefreshResponse | undefined>(response, 'Token refresh failed');
  const token = body?.access_token;
  if (typeof token !== 'string' || token === '') throw new ApiError('Token refresh failed', response.status);
  // Signed out while the answer was on its way: it must not bring the session back.
  if (tokenBefore !== null && getAccessToken() === null) throw new ApiError('Authentication failed', 401);
  setAccessToken(token);
  refreshesStored += 1;
  const user = body?.user ?? null;
  if (user !== null) setStoredUser(user);
  return { accessToken: token, user };
}

async function refreshAcrossTabs(options: RefreshOptions): Promise<RefreshedSession> {
  const locks = globalThis.navigator?.locks;
  if (locks === undefined) return postRefresh(options);
  const tokenBefore = getAccessToken();
  return locks.request(REFRESH_LOCK, async () => {
    // Another tab refreshed while this one waited: the cookie it rotated is this tab's too, and
    // its token and user are in the storage that all tabs share. Refreshing again would only
    // spend the cookie once more.
    const current = getAccessToken();
    if (current !== null && current !== tokenBefore) return { accessToken: current, user: getStoredUser() };
    return postRefresh(options);
  });
}

/**
 * Renews the session with the refresh cookie and stores the new token and user. Callers at the
 * same moment share one request, and tabs take turns (Web Locks, where the browser has them), a
 * tab that waited taking the token another tab just got. Rejects with an ApiError: status 0
 * when the server cannot be reached, 401 when the session is over. Callers that share a refresh
 * share the options of the first.
 */
export function refreshSession(options: RefreshOptions = {}): Promise<RefreshedSession> {
  refreshInFlight ??= refreshAcrossTabs(options).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** What a call was sent with: the token, and how many refreshes this tab had stored by then. */
interface SentWith {
  token: string | null;
  refreshes: number;
}

async function tokenAfter401(sent: SentWith, options: RefreshOptions): Promise<string | null> {
  const current = getAccessToken();
  // Another call (or tab) refreshed while this one was on the wire: its token is already the answer.
  if (current !== null && (current !== sent.token || refreshesStored !== sent.refreshes)) return current;
  // The session was ended here while this call was on the wire (sign-out, Session Expired, another
  // tab): its 401 is that ending's, which has already been handled. Refreshing would fail, and
  // signing out again would take the user from the Session Expired dialog to the sign-in page.
  if (current === null && sent.token !== null) return null;
  const shared = refreshSession(options);
  try {
    return (await shared).accessToken;
  } catch {
    // Any failed refresh after a 401 signs out (spec section 7), once for all who shared it.
    if (!signedOutAfter.has(shared)) {
      signedOutAfter.add(shared);
      clearSession();
      onAuthFailure();
    }
    return null;
  }
}

async function call<T>(
  path: string,
  prepared: PreparedCall,
  read: ReadResponse<T> = readResult<T>,
): Promise<T> {
  const sent: SentWith = { token: getAccessToken(), refreshes: refreshesStored };
  const response = await send(path, prepared, sent.token);
  const pathname = path.replace(/[?#].*$/, '');
  if (response.status !== 401 || NO_REFRESH_PATHS.has(pathname)) {
    return read(response, prepared.fallbackMessage);
  }
  // Release the connection; the 401 body is not needed.
  await response.body?.cancel();
  // A background call's refresh is a background refresh too: neither is the user's activity.
  const background = new Headers(prepared.headers).get(BACKGROUND_REQUEST_HEADER) === '1';
  const token = await tokenAfter401(sent, { background });
  if (token === null) throw new ApiError('Authentication failed', 401);
  const retried = await send(path, prepared, token);
  return read(retried, prepared.fallbackMessage ?? 'Request failed after token refresh');
}

function prepare(options: ApiRequestOptions): PreparedCall {
  const { form, body } = options;
  const hasPayload = form !== undefined || body !== undefined;
  const prepared: PreparedCall = {
    method: options.method ?? (hasPayload ? 'POST' : 'GET'),
    headers: options.headers,
    signal: options.signal,
    fallbackMessage: options.fallbackMessage,
  };
  if (form !== undefined) {
    prepared.body = form.toString();
    prepared.contentType = 'application/x-www-form-urlencoded';
  } else if (body !== undefined) {
    prepared.body = JSON.stringify(body);
    prepared.contentType = 'application/json';
  }
  return prepared;
}

/** Calls the API with the session's token, refreshing it once on a 401; throws ApiError on failure. */
export function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return call<T>(path, prepare(options));
}

/**
 * Like apiRequest, but a successful answer is handed to `read` as it arrives (a server-sent event
 * stream); a failed one is read as any call's, with the same auth, refresh and message rules.
 */
export function apiStreamRequest<T>(
  path: string,
  options: ApiRequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  return call<T>(path, prepare(options), (response, fallbackMessage) =>
    response.ok ? read(response) : readResult<T>(response, fallbackMessage),
  );
}

/** Shorthands for JSON calls by HTTP method. */
export const api = {
  get: <T>(path: string, options?: ApiCallOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: ApiCallOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: ApiCallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: ApiCallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: ApiCallOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};

/** PUTs a file as the raw request body (an upload URL's PUT), with the session's token and refresh. */
export function putFile<T>(
  path: string,
  file: Blob,
  options: { signal?: AbortSignal; fallbackMessage?: string } = {},
) {
  return call<T>(path, {
    method: 'PUT',
    body: file,
    contentType: file.type || 'application/octet-stream',
    signal: options.signal,
    fallbackMessage: options.fallbackMessage ?? 'Upload failed',
  });
}

/** Posts a file as multipart field `file` with extra text fields, under the same auth and refresh rules. */
export function uploadFile<T>(
  path: string,
  file: Blob,
  fields: Record<string, string> = {},
  fileName?: string,
  options: Pick<ApiCallOptions, 'signal' | 'fallbackMessage'> = {},
): Promise<T> {
  const form = new FormData();
  // Fields before the file: streaming multipart parsers only see fields that precede the file part.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  // No Content-Type: the browser must write it, with the multipart boundary.
  return call<T>(path, {
    method: 'POST',
    body: form,
    signal: options.signal,
    fallbackMessage: options.fallbackMessage ?? 'Upload failed',
  });
}

/** GETs a file (an export) as a Blob with its server-given name, under the same auth, refresh and error rules. */
export function downloadFile(path: string, options: ApiCallOptions = {}): Promise<DownloadedFile> {
  const headers = new Headers(options.headers);
  // The file's own type when it succeeds; a failure answers JSON.
  if (!headers.has('Accept')) headers.set('Accept', '*/*');
  return call(
    path,
    { method: 'GET', headers, signal: options.signal, fallbackMessage: options.fallbackMessage },
    readFile,
  );
}
