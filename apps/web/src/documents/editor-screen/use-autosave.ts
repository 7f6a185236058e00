import { DOCUMENT_AUTOSAVE_MS } from '@lexdraft/core';
import { useEffect, useRef } from 'react';

/**
 * Calls `save` every DOCUMENT_AUTOSAVE_MS while `active` (unsaved changes that may be autosaved).
 * The clock starts with the first unsaved change, so an edit is never older than one period unsaved.
 */
export function useAutosave(active: boolean, save: () => void): void {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => saveRef.current(), DOCUMENT_AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}
