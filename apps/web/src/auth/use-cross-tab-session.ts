import { useEffect } from 'react';
import { parseStoredUser, TOKEN_KEY, USER_KEY } from '@/api/token-storage';
import { useAuthStore } from './auth-store';
import { useGoToLogin } from './use-go-to-login';
import { asUser } from './user-shape';

/**
 * Follows the session in other tabs through `storage` events (which only other tabs receive):
 * a removed token signs this tab out, a changed user is adopted.
 */
export function useCrossTabSession(): void {
  const endSession = useAuthStore((state) => state.endSession);
  const adoptUser = useAuthStore((state) => state.adoptUser);
  const goToLogin = useGoToLogin();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key means the other tab cleared all of localStorage, the token with it.
      const tokenRemoved = (event.key === TOKEN_KEY || event.key === null) && event.newValue === null;
      if (tokenRemoved) {
        if (!useAuthStore.getState().isAuthenticated) return;
        endSession();
        goToLogin();
        return;
      }
      if (event.key === USER_KEY) {
        const user = asUser(parseStoredUser(event.newValue));
        if (user !== null) adoptUser(user);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession, adoptUser, goToLogin]);
}
