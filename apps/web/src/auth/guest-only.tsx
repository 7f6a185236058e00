import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from './auth-store';
import { FullPageSpinner } from './full-page-spinner';
import { redirectTarget } from './redirect-target';

/** Guards the sign-in page: a signed-in user goes on to the page they wanted, or to Documents. */
export function GuestOnly() {
  const status = useAuthStore((state) => state.status);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const location = useLocation();

  if (status === 'loading') return <FullPageSpinner />;
  // This is also how a successful sign-in leaves the page: the store changes, the guard redirects.
  if (isAuthenticated) return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}
