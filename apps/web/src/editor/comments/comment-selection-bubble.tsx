import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { BubbleMenu } from '@tiptap/react/menus';
import { MessageSquarePlusIcon } from 'lucide-react';
import { type ComponentProps, useCallback } from 'react';
import { shortcutLabel } from '@/editor/shortcut-label';

// The Comment button on a text selection (TipTap's bubble menu), shown with or without the AI
// assistant. The AI button sits above the selection (ai-selection-bubble.tsx), this one below it,
// so the two never cover each other; each flips to the other side only when its own has no room.

interface CommentSelectionBubbleProps {
  editor: Editor;
  onComment: () => void;
}

type ShouldShow = NonNullable<ComponentProps<typeof BubbleMenu>['shouldShow']>;

export function CommentSelectionBubble({ editor, onComment }: CommentSelectionBubbleProps) {
  const shouldShow = useCallback<ShouldShow>(({ editor: shown, element, view, state, from, to }) => {
    if (!shown.isEditable) return false;
    if (!(state.selection instanceof TextSelection) || state.selection.empty) return false;
    if (state.doc.textBetween(from, to).trim() === '') return false;
    return view.hasFocus() || element.contains(document.activeElement);
  }, []);

  return (
    <BubbleMenu
      editor={editor}
      pluginKey="commentSelectionBubble"
      shouldShow={shouldShow}
      options={{ placement: 'bottom-start', offset: 8, flip: true, shift: { padding: 8 } }}
      className="z-30 outline-none"
    >
      <button
        type="button"
        aria-keyshortcuts="Control+Alt+M Meta+Alt+M"
        title={`Comment (${shortcutLabel('Mod-Alt-m')})`}
        className="inline-flex h-8 items-center gap-1.5 rounded-md border bg-card px-2.5 font-medium text-sm shadow-md outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        // The selection stays in the document while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onComment}
      >
        <MessageSquarePlusIcon className="size-4" aria-hidden="true" />
        Comment
      </button>
    </BubbleMenu>
  );
}
