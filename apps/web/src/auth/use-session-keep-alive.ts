import { SESSION_CHECK_INTERVAL_MS, TOKEN_REFRESH_INTERVAL_MS } from '@lexdraft/core';
import { useEffect } from 'react';
import { isSessionRefusal, useAuthStore } from './auth-store';
import { sessionEndHeld } from './session-hold';
import { useGoToLogin } from './use-go-to-login';

/**
 * While enabled: renews the token every TOKEN_REFRESH_INTERVAL_MS when `takeActivity` says the user
 * was active since the last tick (issue 28: an idle session must not be kept alive by its own
 * timer), and re-reads the user every SESSION_CHECK_INTERVAL_MS. A refused refresh ends the
 * session; a failed connection does not, so a network blip does not throw a lawyer out of a draft
 * (the next tick tries again).
 */
export function useSessionKeepAlive(enabled: boolean, takeActivity: () => boolean): void {
  const refreshSession = useAuthStore((state) => state.refreshSession);
  const checkSession = useAuthStore((state) => state.checkSession);
  const endSession = useAuthStore((state) => state.endSession);
  const goToLogin = useGoToLogin();

  useEffect(() => {
    if (!enabled) return;
    const refreshTimer = setInterval(() => {
      if (!takeActivity()) return;
      refreshSession().catch((error: unknown) => {
        if (!isSessionRefusal(error)) return;
        endSession();
        if (!sessionEndHeld()) goToLogin();
      });
    }, TOKEN_REFRESH_INTERVAL_MS);
    const checkTimer = setInterval(() => void checkSession(), SESSION_CHECK_INTERVAL_MS);
    return () => {
      clearInterval(refreshTimer);
      clearInterval(checkTimer);
    };
  }, [enabled, takeActivity, refreshSession, checkSession, endSession, goToLogin]);
}
