import type { Editor } from '@tiptap/core';
import { lazyModule } from '@/lib/lazy-component';
import type { LogicSpot } from './logic-target-types';

// The edit popover (React, the builder, the parser) is fetched when it is first opened.
const logicPopoverCode = lazyModule(() => import('./logic-popover'));

/** Opens the edit popover of the logic at `spot` (after fetching its code if need be). */
export function openLogicPopover(editor: Editor, spot: LogicSpot): void {
  logicPopoverCode.load().then(
    (code) => {
      if (!editor.isDestroyed) code.showLogicPopover(editor, spot);
    },
    // Without the code nothing opens; the next press tries again.
    () => undefined,
  );
}
