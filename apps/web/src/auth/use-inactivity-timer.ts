import { INACTIVITY_WARNING_MS, SESSION_EXPIRY_MS } from '@lexdraft/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the user stands: working, warned (expiry near), or expired. */
export type InactivityPhase = 'active' | 'warning' | 'expired';

/** The events that count as activity (spec section 4: mouse, keyboard, scroll, touch, click). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

/**
 * The localStorage key through which tabs tell each other of activity: the session (its cookie and
 * token) is one for all tabs, so a tab left idle must not end it while the user works in another.
 */
export const ACTIVITY_KEY = 'last_activity';
/** How often a tab tells the others of its activity at most: mouse moves must not write storage each time. */
export const ACTIVITY_SHARE_INTERVAL_MS = 5_000;

/**
 * The inactivity phase, with `restart` (back to active, timers from zero), `expire` (straight to
 * expired), and `takeActivity`: true when there was activity in this tab since its last call (the
 * background refresh runs only then, issue 28).
 */
export interface InactivityTimer {
  phase: InactivityPhase;
  restart: () => void;
  expire: () => void;
  takeActivity: () => boolean;
}

function shareActivity(at: number): void {
  try {
    localStorage.setItem(ACTIVITY_KEY, String(at));
  } catch {
    // Storage full or blocked: other tabs then only count their own activity.
  }
}

/**
 * Counts inactivity while mounted: warning after INACTIVITY_WARNING_MS, expired after
 * SESSION_EXPIRY_MS. Any activity while active restarts both timers.
 *
 * While the warning shows, activity alone does not dismiss it: moving the mouse towards the
 * dialog is activity, so dismissing on it would hide the warning before it could be read, and a
 * session should only be extended by a deliberate choice (Extend Session or Sign Out). The expiry
 * timer keeps running meanwhile. Activity in another tab of the app restarts the timers here,
 * dismissing a warning too: the user is at work, only elsewhere.
 */
export function useInactivityTimer(): InactivityTimer {
  const [phase, setPhaseState] = useState<InactivityPhase>('active');
  // The listeners read the phase from a ref: they are attached once, not on every phase change.
  const phaseRef = useRef<InactivityPhase>('active');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const activeSinceTaken = useRef(false);
  const lastShared = useRef(0);

  const setPhase = useCallback((next: InactivityPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  const startTimers = useCallback(() => {
    clearTimers();
    timers.current = [
      setTimeout(() => setPhase('warning'), INACTIVITY_WARNING_MS),
      setTimeout(() => setPhase('expired'), SESSION_EXPIRY_MS),
    ];
  }, [clearTimers, setPhase]);

  useEffect(() => {
    startTimers();
    const onActivity = () => {
      if (phaseRef.current !== 'active') return;
      activeSinceTaken.current = true;
      startTimers();
      const now = Date.now();
      if (now - lastShared.current >= ACTIVITY_SHARE_INTERVAL_MS) {
        lastShared.current = now;
        shareActivity(now);
      }
    };
    // `storage` events come only from other tabs.
    const onOtherTab = (event: StorageEvent) => {
      if (event.key !== ACTIVITY_KEY || event.newValue === null || phaseRef.current === 'expired') return;
      setPhase('active');
      startTimers();
    };
    // Capture, so that scrolls inside panels (which do not bubble) count too.
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    window.addEventListener('storage', onOtherTab);
    return () => {
      clearTimers();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      window.removeEventListener('storage', onOtherTab);
    };
  }, [startTimers, clearTimers, setPhase]);

  const restart = useCallback(() => {
    setPhase('active');
    startTimers();
  }, [setPhase, startTimers]);

  const expire = useCallback(() => {
    clearTimers();
    setPhase('expired');
  }, [clearTimers, setPhase]);

  const takeActivity = useCallback(() => {
    const active = activeSinceTaken.current;
    activeSinceTaken.current = false;
    return active;
  }, []);

  return { phase, restart, expire, takeActivity };
}
