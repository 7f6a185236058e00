import { listSuggestions } from '@lexdraft/editor-schema';
import type { Editor, EditorEvents } from '@tiptap/core';
import { useCallback, useEffect, useState } from 'react';
import { type ChangeItem, changeItems } from './change-items';

/** How long the list waits after the last edit: listing walks the whole document. */
const LIST_AFTER_MS = 300;

const itemsOf = (editor: Editor | null) => (editor ? changeItems(listSuggestions(editor.state.doc)) : []);

/**
 * The editor's pending suggestions, listed again a moment after edits stop (not on every keystroke
 * of a long document); `refresh` lists them at once (after Accept or Reject).
 */
export function useChangeItems(editor: Editor | null): { items: ChangeItem[]; refresh: () => void } {
  const [items, setItems] = useState<ChangeItem[]>(() => itemsOf(editor));
  const refresh = useCallback(() => setItems(itemsOf(editor)), [editor]);
  useEffect(() => {
    if (!editor) return;
    refresh();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onUpdate = ({ transaction }: EditorEvents['update']) => {
      if (!transaction.docChanged) return;
      clearTimeout(timer);
      timer = setTimeout(refresh, LIST_AFTER_MS);
    };
    editor.on('update', onUpdate);
    return () => {
      clearTimeout(timer);
      editor.off('update', onUpdate);
    };
  }, [editor, refresh]);
  return { items, refresh };
}
