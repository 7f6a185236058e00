// Issue 28: a session ends after SESSION_IDLE_TIMEOUT_MS without a request the user made. The web
// app marks the calls it makes on its own, so that the server does not take them for the user.

/**
 * The request header (value "1") of a call the app makes on its own rather than for the user: the
 * 5-minute session check and a refresh such a call triggers. The server does not count it as
 * activity.
 */
export const BACKGROUND_REQUEST_HEADER = 'X-Background';

/** True when a request's headers mark it as a background call (header names are case-insensitive). */
export function isBackgroundRequest(value: string | string[] | undefined | null): boolean {
  return (Array.isArray(value) ? value[0] : value) === '1';
}
