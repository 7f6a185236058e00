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
 * unsaved text is saved first (for at most a few seconds); then this user's local drafts and their
 * key are forgotten, so nothing typed outlives an explicit sign-out on this device.
 */
export function useSignOut(): () => Promise<void> {
  const logout = useAuthStore((state) => state.logout);
  const goToLogin = useGoToLogin();
  return useCallback(async () => {
    const userId = useAuthStore.getState().user?.id;
    if (hasWorkBeforeSignOut()) await finishBeforeSignOut();
    const forgetting = forgetUserDrafts(userId);
    const done = logout();
    goToLogin();
    await Promise.all([done, forgetting]);
  }, [logout, goToLogin]);
}
