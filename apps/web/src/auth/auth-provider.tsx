import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { configureApiClient, redirectToLogin } from '@/api/client';
import { ActiveSession } from './active-session';
import { useAuthStore } from './auth-store';
import { sessionEndHeld } from './session-hold';
import { useCrossTabSession } from './use-cross-tab-session';
import { useGoToLogin } from './use-go-to-login';

/**
 * The root route: restores a stored session, routes the API client's auth failures through the
 * store and the router, follows other tabs, and runs the session timers while signed in.
 */
export function AuthProvider() {
  const restoreSession = useAuthStore((state) => state.restoreSession);
  const endSession = useAuthStore((state) => state.endSession);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const goToLogin = useGoToLogin();

  // Before the restore below, so that a dead stored session already goes through this handler.
  useEffect(() => {
    configureApiClient({
      onAuthFailure: () => {
        endSession();
        // An editor holding unsaved text says so in place; the user signs in from there.
        if (!sessionEndHeld()) goToLogin();
      },
    });
    return () => configureApiClient({ onAuthFailure: () => redirectToLogin() });
  }, [endSession, goToLogin]);

  useEffect(() => {
    const controller = new AbortController();
    void restoreSession(controller.signal);
    return () => controller.abort();
  }, [restoreSession]);

  useCrossTabSession();

  return (
    <>
      <Outlet />
      {isAuthenticated && <ActiveSession />}
    </>
  );
}
