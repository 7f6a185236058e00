import { useCallback, useEffect, useRef } from 'react';
import { isAuthPath } from '@/api';
import type { Blocker } from '@/app/guarded-history';
import { useNavigationBlocker } from '@/app/navigation-guard';

export interface LeaveGuard {
  /** The blocked navigation (state `blocked`) while the user decides; idle otherwise. */
  blocker: Blocker;
  /** Lets the next navigation through unasked: after a delete, or when opening a new document. */
  allowNextNavigation: () => void;
}

/**
 * Holds in-app navigation (links, Close, the back button) while there are unsaved changes, so the
 * screen can ask first, and asks the browser to confirm closing or reloading the tab.
 */
export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const bypass = useRef(false);
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      !bypass.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      // A session that has ended goes to sign-in: nothing could be saved there anyway.
      !isAuthPath(nextLocation.pathname),
  );

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  return { blocker, allowNextNavigation };
}
