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

/** The inactivity phase, with `restart` (back to active, timers from zero) and `expire` (straight to expired). */
export interface InactivityTimer {
  phase: InactivityPhase;
  restart: () => void;
  expire: () => void;
}

/**
 * Counts inactivity while mounted: warning after INACTIVITY_WARNING_MS, expired after
 * SESSION_EXPIRY_MS. Any activity while active restarts both timers.
 *
 * While the warning shows, activity alone does not dismiss it: moving the mouse towards the
 * dialog is activity, so dismissing on it would hide the warning before it could be read, and a
 * session should only be extended by a deliberate choice (Extend Session or Sign Out). The expiry
 * timer keeps running meanwhile.
 */
export function useInactivityTimer(): InactivityTimer {
  const [phase, setPhaseState] = useState<InactivityPhase>('active');
  // The listeners read the phase from a ref: they are attached once, not on every phase change.
  const phaseRef = useRef<InactivityPhase>('active');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

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
      if (phaseRef.current === 'active') startTimers();
    };
    // Capture, so that scrolls inside panels (which do not bubble) count too.
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      clearTimers();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, [startTimers, clearTimers]);

  const restart = useCallback(() => {
    setPhase('active');
    startTimers();
  }, [setPhase, startTimers]);

  const expire = useCallback(() => {
    clearTimers();
    setPhase('expired');
  }, [clearTimers, setPhase]);

  return { phase, restart, expire };
}
