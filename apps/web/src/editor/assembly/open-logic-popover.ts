import type { Editor } from '@tiptap/core';
import { lazyModule } from '@/lib/lazy-component';

// The edit popover (React, the builder, the parser) is fetched when it is first opened.
const logicPopoverCode = lazyModule(() => import('./logic-popover'));

/** Opens the edit popover of the condition or repeat at `pos` (after fetching its code if need be). */
export function openLogicPopover(editor: Editor, pos: number): void {
  logicPopoverCode.load().then(
    (code) => {
      if (!editor.isDestroyed) code.showLogicPopover(editor, pos);
    },
    // Without the code nothing opens; the next press tries again.
    () => undefined,
  );
}
