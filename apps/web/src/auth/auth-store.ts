import { create } from 'zustand';
import { ApiError } from '@/api/api-error';
import * as authApi from '@/api/auth';
import type { ProfileChanges, User } from '@/api/auth-types';
import {
  clearSession,
  getAccessToken,
  getStoredUser,
  setAccessToken,
  setStoredUser,
} from '@/api/token-storage';
import { asUser } from './user-shape';

/** 'loading' only while a stored session is restored at start-up: the route guards wait for it. */
export type AuthStatus = 'idle' | 'loading';

/** The signed-in user and the session actions (spec section 4, Session). */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  status: AuthStatus;
  /** A new email address waiting for the link mailed to it (issue 28), as this tab last asked for it. */
  pendingEmail: string | null;
  /** Fetches the user behind a stored token; an aborted call changes nothing. */
  restoreSession: (signal?: AbortSignal) => Promise<void>;
  /** Signs in, stores token (local storage and cookie) and user; rejects with the server's message. */
  login: (email: string, password: string) => Promise<User>;
  /** Ends the session here and on the server; a failure of the server call is ignored. */
  logout: () => Promise<void>;
  /** Forgets the session in this tab only: the server or another tab has already ended it. */
  endSession: () => void;
  /**
   * The Session Expired dialog has appeared: forgets the token (storage and cookie, so that a
   * reload lands on sign-in) and ends the server session, while the user stays in memory for the
   * dialog. A failure of the server call is ignored: the server ends an idle session on its own.
   */
  expireSession: () => Promise<void>;
  /** Renews the token through the client's shared refresh and adopts the user; rejects on failure. */
  refreshSession: () => Promise<void>;
  /** Re-reads the user; a dead session is handled by the API client's refresh-then-logout path. */
  checkSession: () => Promise<void>;
  /** Takes a user another tab (or a newer answer) has stored. */
  adoptUser: (user: User) => void;
  /**
   * Applies the name changes at once, then saves them; rolls back and rethrows when the save
   * fails. A new email is not applied: it waits for confirmation, and `pendingEmail` says so.
   */
  updateProfile: (changes: ProfileChanges) => Promise<User>;
}

type SessionFields = Pick<AuthState, 'user' | 'isAuthenticated' | 'status'>;

const signedOut: SessionFields & Pick<AuthState, 'pendingEmail'> = {
  user: null,
  isAuthenticated: false,
  status: 'idle',
  pendingEmail: null,
};

function signedIn(user: User): SessionFields {
  return { user, isAuthenticated: true, status: 'idle' };
}

/** The state a fresh page starts in: 'loading' when a token is stored, so that no guard redirects early. */
export function initialAuthState(): SessionFields & Pick<AuthState, 'pendingEmail'> {
  return getAccessToken() === null ? signedOut : { ...signedOut, status: 'loading' };
}

/** True when the server refused the session (401 or 403); a network failure or a 5xx is not a refusal. */
export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

function withProfileChanges(user: User, changes: ProfileChanges): User {
  const first = changes.first_name ?? user.first_name;
  const last = changes.last_name ?? user.last_name;
  const namesChanged = changes.first_name !== undefined || changes.last_name !== undefined;
  const fullName = changes.full_name ?? (namesChanged ? `${first} ${last}`.trim() : user.full_name);
  return { ...user, first_name: first, last_name: last, full_name: fullName };
}

export const useAuthStore = create<AuthState>()((set, get) => {
  const store = (user: User) => {
    setStoredUser(user);
    set(signedIn(user));
  };
  // Answers can arrive after a logout; they must not bring the session back.
  const stillSignedIn = () => get().user !== null && getAccessToken() !== null;

  return {
    ...initialAuthState(),

    restoreSession: async (signal) => {
      if (getAccessToken() === null) {
        set(signedOut);
        return;
      }
      set({ status: 'loading' });
      try {
        store(await authApi.getMe(signal));
      } catch (error) {
        if (signal?.aborted) return;
        // A server that cannot be reached must not sign people out: the stored user stands in
        // until the session check gets through.
        const stored = asUser(getStoredUser());
        if (isSessionRefusal(error) || stored === null || getAccessToken() === null) get().endSession();
        else set(signedIn(stored));
      }
    },

    login: async (email, password) => {
      const { accessToken, user } = await authApi.login(email, password);
      setAccessToken(accessToken);
      store(user);
      return user;
    },

    logout: async () => {
      // Cleared first, with the token kept for the server call: signing out must not wait for a
      // slow or unreachable server, and the cleared storage signs other tabs out at once.
      const token = getAccessToken();
      get().endSession();
      await authApi.logout(token).catch(() => undefined);
    },

    endSession: () => {
      clearSession();
      set(signedOut);
    },

    expireSession: async () => {
      const token = getAccessToken();
      clearSession();
      await authApi.logout(token).catch(() => undefined);
    },

    refreshSession: async () => {
      // The API client has stored the token; a refusal is left to the caller (sign out, or the
      // Session Expired dialog), not to the client's auth-failure handler.
      const { user } = await authApi.refresh();
      const adopted = asUser(user);
      if (adopted !== null && getAccessToken() !== null) store(adopted);
    },

    checkSession: async () => {
      try {
        const user = await authApi.checkMe();
        if (stillSignedIn()) store(user);
      } catch {
        // A 401 has already gone through the client's refresh-then-logout path; other failures
        // (network, 5xx) leave the session as it is until the next check.
      }
    },

    adoptUser: (user) => {
      if (getAccessToken() !== null) set(signedIn(user));
    },

    updateProfile: async (changes) => {
      const previous = get().user;
      if (previous === null) throw new ApiError('Not signed in', 401);
      const optimistic = withProfileChanges(previous, changes);
      set({ user: optimistic });
      try {
        const answer = await authApi.updateMe(changes);
        const saved = authApi.isEmailChangePending(answer) ? answer.user : answer;
        if (stillSignedIn()) {
          store(saved);
          if (authApi.isEmailChangePending(answer)) set({ pendingEmail: answer.pending_email });
        }
        return saved;
      } catch (error) {
        // Roll back only our own change: a newer user (another tab, a session check) stays.
        if (get().user === optimistic) set({ user: previous });
        throw error;
      }
    },
  };
});
