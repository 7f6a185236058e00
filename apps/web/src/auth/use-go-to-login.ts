import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAuthPath } from '@/api/client';

/**
 * A stable function that goes to /auth/login, except from an auth page (spec section 2: any path
 * starting with /auth is left alone, so a visitor resetting a password is not pulled away).
 */
export function useGoToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Read through a ref so that callers (timers, listeners, the API client) keep one function.
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  return useCallback(() => {
    if (!isAuthPath(pathnameRef.current)) void navigate('/auth/login', { replace: true });
  }, [navigate]);
}
