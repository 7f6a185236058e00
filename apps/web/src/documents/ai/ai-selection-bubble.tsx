import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { BubbleMenu } from '@tiptap/react/menus';
import { SparklesIcon } from 'lucide-react';
import { type ComponentProps, useCallback } from 'react';
import { shortcutLabel } from '@/editor/shortcut-label';
import { useRewriteStore } from './rewrite-store';

// The AI button over a text selection (TipTap's bubble menu): it opens the command menu on the
// selection, as Ctrl/Cmd+J does.

interface AiSelectionBubbleProps {
  editor: Editor;
  documentId: string;
}

type ShouldShow = NonNullable<ComponentProps<typeof BubbleMenu>['shouldShow']>;

export function AiSelectionBubble({ editor, documentId }: AiSelectionBubbleProps) {
  const reviewing = useRewriteStore((state) => state.session !== null);
  const openMenu = useRewriteStore((state) => state.openMenu);

  const shouldShow = useCallback<ShouldShow>(
    ({ editor: shown, element, view, state, from, to }) => {
      if (reviewing || !shown.isEditable) return false;
      if (!(state.selection instanceof TextSelection) || state.selection.empty) return false;
      if (state.doc.textBetween(from, to).trim() === '') return false;
      return view.hasFocus() || element.contains(document.activeElement);
    },
    [reviewing],
  );

  const open = () => {
    const { from, to } = editor.state.selection;
    openMenu(editor, documentId, { from, to });
  };

  return (
    <BubbleMenu
      editor={editor}
      pluginKey="aiSelectionBubble"
      shouldShow={shouldShow}
      options={{ placement: 'top-start', offset: 8, flip: true, shift: { padding: 8 } }}
      className="z-30 outline-none"
    >
      <button
        type="button"
        aria-label="AI commands"
        aria-haspopup="menu"
        aria-keyshortcuts="Control+J Meta+J"
        title={`AI commands (${shortcutLabel('Mod-j')})`}
        className="inline-flex h-8 items-center gap-1.5 rounded-md border bg-card px-2.5 font-medium text-primary text-sm shadow-md outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        // The selection stays in the document while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={open}
      >
        <SparklesIcon className="size-4" aria-hidden="true" />
        AI
      </button>
    </BubbleMenu>
  );
}
