import { useCallback } from 'react';
import { useAuthStore } from './auth-store';
import { useGoToLogin } from './use-go-to-login';

/** Signs out (server call, token, user and cookie) and goes to the sign-in page. */
export function useSignOut(): () => Promise<void> {
  const logout = useAuthStore((state) => state.logout);
  const goToLogin = useGoToLogin();
  return useCallback(() => {
    const done = logout();
    goToLogin();
    return done;
  }, [logout, goToLogin]);
}
