import { useCallback, useEffect, useState } from 'react';
import { useHasBeenTrue } from '@/lib/lazy-component';

// The editor's first load carries no assistant code (issue 29): the AI button on a selection,
// Ctrl/Cmd+J, the gutter's Analyze and a finding's mark are fetched when first wanted. Each of them
// starts with the pointer or the focus in the editor's column (a hover, a key), with text selected
// in the editor, or with the AI tab (a finding shown in the document), so any of these brings the
// code; without them it still comes a while after the editor opens, so that it is there when the
// user gets to it.

/** What useAiLayerDue answers. */
export interface AiLayerDue {
  /** The assistant's parts may be mounted: true from the first trigger on. */
  due: boolean;
  /** A ref callback for the editor's column: the pointer over it or the focus in it is a trigger. */
  watch: (area: HTMLElement | null) => (() => void) | undefined;
  /** A trigger: text is selected in the editor (which may come before its focus, as a command's selection does). */
  want: () => void;
}

/**
 * When the editor's AI parts are due: from the first pointer over or focus in the editor's column,
 * from the first time the AI tab is shown, or `afterMs` after the screen mounts, whichever comes first.
 */
export function useAiLayerDue(aiTabShown: boolean, afterMs: number): AiLayerDue {
  const [wanted, setWanted] = useState(false);
  // Setting it again once true is a no-op render.
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);

  const watch = useCallback(
    (area: HTMLElement | null) => {
      if (!area) return;
      area.addEventListener('pointerover', want);
      area.addEventListener('focusin', want);
      return () => {
        area.removeEventListener('pointerover', want);
        area.removeEventListener('focusin', want);
      };
    },
    [want],
  );

  return { due: useHasBeenTrue(wanted || aiTabShown), watch, want };
}
