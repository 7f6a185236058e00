import { useEffect, useRef } from 'react';

/** Handlers by key (lower case) for Ctrl or Cmd + key; a missing handler leaves the browser's own action. */
export type ShortcutHandlers = Partial<Record<string, () => void>>;

/**
 * Ctrl/Cmd shortcuts of the editor screen. The listener is on window in the capture phase so that it
 * runs before ProseMirror's own keymap while the caret is in the document, and before the browser
 * prints (Ctrl+P) or saves the page (Ctrl+S).
 */
export function useEditorShortcuts(handlers: ShortcutHandlers): void {
  // The latest handlers, without re-adding the listener on every render.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const handler = handlersRef.current[event.key.toLowerCase()];
      if (!handler) return;
      event.preventDefault();
      // A held key repeats: one toggle per press, not a flicker.
      if (!event.repeat) handler();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
