import { useSyncExternalStore } from 'react';

// While an editor holds text the server has not got, a session that ends under it is shown in
// place (the editor keeps the text and says so) instead of the app going straight to sign-in.
// The editor keeps the hold only while it has unsaved changes; the user then signs in from it.

let holders = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Holds the way to sign-in while the caller keeps unsaved text; returns the release. */
export function holdSessionEnd(): () => void {
  holders += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    notify();
  };
}

/** True while an ended session is to be shown in place rather than by going to sign-in. */
export function sessionEndHeld(): boolean {
  return holders > 0;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** sessionEndHeld() as React state. */
export function useSessionEndHeld(): boolean {
  return useSyncExternalStore(subscribe, sessionEndHeld, sessionEndHeld);
}
