import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from './auth-store';

// /auth/login?sso=complete: where a single sign-on lands (issue 33). The server has set the refresh
// cookie; the sign-in page takes up the session as a password sign-in would, through the one shared
// refresh (POST /auth/refresh stores the access token and the user), and the GuestOnly guard then
// goes on to Documents. A page of its own cost the editor's first load: each lazy route adds to the
// app's entry chunk, and one importing the FullPageSpinner cut that chunk into pieces
// (e2e/bundle-budget.spec.ts).

const SIGN_IN_EXPIRED = '/auth/login?sso_error=expired';

/** Takes up the session a single sign-on started, or goes back to sign-in with the expired message. */
export function SsoCompletion() {
  const navigate = useNavigate();
  const refreshSession = useAuthStore((state) => state.refreshSession);

  useEffect(() => {
    let current = true;
    // Under StrictMode the effect runs twice; the client's shared refresh sends one request.
    refreshSession().then(
      () => {
        if (current && !useAuthStore.getState().isAuthenticated) navigate(SIGN_IN_EXPIRED, { replace: true });
      },
      () => current && navigate(SIGN_IN_EXPIRED, { replace: true }),
    );
    return () => {
      current = false;
    };
  }, [refreshSession, navigate]);

  return (
    <p
      role="status"
      aria-label="Signing you in"
      className="fixed inset-0 flex items-center justify-center bg-background text-muted-foreground text-sm"
    >
      Signing you in…
    </p>
  );
}
