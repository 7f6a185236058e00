import { useEffect, useState } from 'react';
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
  const { phase, restart, expire, takeActivity } = useInactivityTimer();
  const refreshSession = useAuthStore((state) => state.refreshSession);
  const expireSession = useAuthStore((state) => state.expireSession);
  const signOut = useSignOut();
  const [extending, setExtending] = useState(false);
  // Mounted from the first warning on, so that closing them still animates.
  const dialogsDue = useHasBeenTrue(phase !== 'active');
  usePreloadLater(SESSION_DIALOGS, PRELOAD_AFTER_MS);

  // Once expired, this tab stops renewing the session and ends it (issue 28): the token goes from
  // storage, so that a reload lands on sign-in, and the server session ends. Activity is shared
  // between tabs (useInactivityTimer), so no other tab the user works in is idle too. Local
  // drafts stay: Return to Sign In keeps what could not be saved.
  useSessionKeepAlive(phase !== 'expired', takeActivity);
  useEffect(() => {
    if (phase === 'expired') void expireSession();
  }, [phase, expireSession]);

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
