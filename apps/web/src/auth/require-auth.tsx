import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from './auth-store';
import { FullPageSpinner } from './full-page-spinner';
import type { FromState } from './redirect-target';
import { useSessionEndHeld } from './session-hold';

/** Guards the signed-in pages: waits for the session check, then sends visitors to sign in, remembering where they were going. */
export function RequireAuth() {
  const status = useAuthStore((state) => state.status);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const location = useLocation();
  // An editor with unsaved text shows an ended session in place, and stays until the user signs in.
  const heldInPlace = useSessionEndHeld();

  if (status === 'loading') return <FullPageSpinner />;
  if (!isAuthenticated && !heldInPlace) {
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/auth/login" replace state={state} />;
  }
  return <Outlet />;
}
