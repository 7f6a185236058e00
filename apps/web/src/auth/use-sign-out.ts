import { useCallback } from 'react';
import {
  finishBeforeSignOut,
  forgetUserDrafts,
  hasWorkBeforeSignOut,
} from '@/documents/editor-screen/local-drafts';
import { useAuthStore } from './auth-store';
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
    const forgetting = forgetUserDrafts(userId, { allSaved });
    const done = logout();
    goToLogin();
    await Promise.all([done, forgetting]);
  }, [logout, goToLogin]);
}
