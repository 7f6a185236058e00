import { isAuthPath } from '@/api/client';

/** Where a signed-in user lands when nothing else was asked for. */
export const HOME_PATH = '/documents';

/** The router state the guard leaves on /auth/login: the page the visitor was going to. */
export interface FromState {
  from: string;
}

/** The path to go to after sign-in: the remembered one when it is a safe in-app path, else Documents. */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return HOME_PATH;
  const { from } = state;
  // Only same-origin app paths: "//host" would leave the app, and an auth page would loop back here.
  const isAppPath = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return isAppPath && !isAuthPath(from) ? from : HOME_PATH;
}
