import { useState } from 'react';
import { useAuthStore } from './auth-store';
import { SessionExpiredDialog, SessionExpiringDialog } from './session-dialogs';
import { useInactivityTimer } from './use-inactivity-timer';
import { useSessionKeepAlive } from './use-session-keep-alive';
import { useSignOut } from './use-sign-out';

/** Mounted while signed in: keeps the token fresh and watches for inactivity (spec section 4, Session). */
export function ActiveSession() {
  const { phase, restart, expire } = useInactivityTimer();
  const refreshSession = useAuthStore((state) => state.refreshSession);
  const signOut = useSignOut();
  const [extending, setExtending] = useState(false);

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
