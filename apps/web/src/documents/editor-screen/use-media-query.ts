import { useCallback, useSyncExternalStore } from 'react';

/** The width from which the title bar shows its buttons and the panel sits beside the page (Tailwind md). */
export const DESKTOP_QUERY = '(min-width: 768px)';

// Without matchMedia (jsdom, old engines) the wide layout is the safe guess: every control stays reachable.
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether the media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (hasMatchMedia() ? window.matchMedia(query).matches : true),
    () => true,
  );
}
