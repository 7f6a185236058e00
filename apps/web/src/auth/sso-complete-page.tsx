import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from './auth-store';
import { FullPageSpinner } from './full-page-spinner';
import { HOME_PATH } from './redirect-target';

// /auth/sso/complete: where a single sign-on lands (issue 33). The server has set the refresh
// cookie; this page takes up the session as a password sign-in would, through the one shared
// refresh (POST /auth/refresh stores the access token and the user), then goes on to Documents.

const SIGN_IN_EXPIRED = '/auth/login?sso_error=expired';

export function SsoCompletePage() {
  const navigate = useNavigate();
  const refreshSession = useAuthStore((state) => state.refreshSession);

  useEffect(() => {
    let current = true;
    // Under StrictMode the effect runs twice; the client's shared refresh sends one request.
    refreshSession().then(
      () => {
        if (!current) return;
        const signedIn = useAuthStore.getState().isAuthenticated;
        navigate(signedIn ? HOME_PATH : SIGN_IN_EXPIRED, { replace: true });
      },
      () => current && navigate(SIGN_IN_EXPIRED, { replace: true }),
    );
    return () => {
      current = false;
    };
  }, [refreshSession, navigate]);

  return <FullPageSpinner label="Signing you in" />;
}
