import { useCallback, useRef } from 'react';

/**
 * Focus handling for editor menus. After a choice the command (or the dialog it opens) owns focus, so
 * the menu must not hand it back to its trigger; after Escape it does, as keyboard users expect.
 */
export function useMenuFocus() {
  const chose = useRef(false);
  const onChoose = useCallback(() => {
    chose.current = true;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    if (!chose.current) return;
    chose.current = false;
    event.preventDefault();
  }, []);
  return { onChoose, onCloseAutoFocus };
}
