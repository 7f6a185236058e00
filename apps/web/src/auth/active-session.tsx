import { useState } from 'react';
import { lazyComponent, useHasBeenTrue, usePreloadLater } from '@/lib/lazy-component';
import { useAuthStore } from './auth-store';
import { useInactivityTimer } from './use-inactivity-timer';
import { useSessionKeepAlive } from './use-session-keep-alive';
import { useSignOut } from './use-sign-out';

// The dialogs (and Radix under them) are fetched a minute into the session, long before the first
// can be due, so that no route's first load carries them.
const SessionExpiringDialog = lazyComponent(
  async () => (await import('./session-dialogs')).SessionExpiringDialog,
);
const SessionExpiredDialog = lazyComponent(
  async () => (await import('./session-dialogs')).SessionExpiredDialog,
);
const SESSION_DIALOGS = [SessionExpiringDialog, SessionExpiredDialog];
const PRELOAD_AFTER_MS = 60_000;

/** Mounted while signed in: keeps the token fresh and watches for inactivity (spec section 4, Session). */
export function ActiveSession() {
  const { phase, restart, expire } = useInactivityTimer();
  const refreshSession = useAuthStore((state) => state.refreshSession);
  const signOut = useSignOut();
  const [extending, setExtending] = useState(false);
  // Mounted from the first warning on, so that closing them still animates.
  const dialogsDue = useHasBeenTrue(phase !== 'active');
  usePreloadLater(SESSION_DIALOGS, PRELOAD_AFTER_MS);

  // Once expired, this tab stops renewing the session, so the server lets it lapse on its own
  // 30-minute rule; the session ends here when the user returns to sign in. Ending it at expiry
  // instead would also sign out any other tab the user is working in.
  useSessionKeepAlive(phase !== 'expired');

  const extend = async () => {
    setExtending(true);
    try {
      await refreshSession();
      restart();
    } catch {
      expire();
    } finally {
      setExtending(false);
    }
  };

  if (!dialogsDue) return null;
  return (
    <>
      <SessionExpiringDialog
        open={phase === 'warning'}
        extending={extending}
        onExtend={() => void extend()}
        onSignOut={() => void signOut()}
      />
      <SessionExpiredDialog open={phase === 'expired'} onReturnToSignIn={() => void signOut()} />
    </>
  );
}
