import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Blocker, GuardedHistory, ShouldBlock } from './guarded-history';

/** The history the app's router runs on, for the one screen that holds navigations. */
export const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/**
 * Holds navigations for which `shouldBlock` answers true (read at each navigation, so it may
 * close over the latest render), and returns the held one so the screen can ask the user.
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock): Blocker {
  const history = useContext(GuardedHistoryContext);
  if (!history) throw new Error('useNavigationBlocker needs the app router (AppRouter)');
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;

  useEffect(() => history.block((args) => latest.current(args)), [history]);

  return useSyncExternalStore(history.subscribe, history.getBlocker);
}
