import { useCallback } from 'react';
import { useAuthStore } from './auth-store';
import { finishBeforeSignOut, hasWorkBeforeSignOut } from './before-sign-out';
import { useGoToLogin } from './use-go-to-login';

/**
 * Signs out (server call, token, user and cookie) and goes to the sign-in page. An open editor's
 * unsaved text is saved first (for at most a few seconds); once all is saved this user's local
 * drafts are removed, and their key is always forgotten. Text that could not be saved (an expired
 * session's Return to Sign In) stays encrypted on the device and is offered after signing in.
 */
export function useSignOut(): () => Promise<void> {
  const logout = useAuthStore((state) => state.logout);
  const goToLogin = useGoToLogin();
  return useCallback(async () => {
    const userId = useAuthStore.getState().user?.id;
    const allSaved = hasWorkBeforeSignOut() ? await finishBeforeSignOut() : true;
    // The drafts' storage is fetched here rather than with every page: the sign-in page needs none of it.
    const forgetting = import('@/documents/editor-screen/local-drafts')
      .then(({ forgetUserDrafts }) => forgetUserDrafts(userId, { allSaved }))
      .catch(() => undefined);
    const done = logout();
    goToLogin();
    await Promise.all([done, forgetting]);
  }, [logout, goToLogin]);
}
