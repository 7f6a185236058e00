import type { Editor, EditorEvents } from '@tiptap/core';
import { AddMarkStep, RemoveMarkStep } from '@tiptap/pm/transform';
import { useEffect, useState } from 'react';
import { anchoredThreadIds } from '@/editor/comments/comment-anchor';

// Which threads still have text in the live document: a thread whose text was deleted (and not
// saved yet) is detached for the tab at once, not after the next save. Read again a moment after
// typing stops, not on every keystroke of a long document.

const SETTLE_MS = 300;

/** The ids of the threads anchored in the editor's document; null without an editor. */
export function useAnchoredThreads(editor: Editor | null): ReadonlySet<string> | null {
  const [anchored, setAnchored] = useState<ReadonlySet<string> | null>(() =>
    editor ? anchoredThreadIds(editor.state.doc) : null,
  );
  useEffect(() => {
    if (!editor) {
      setAnchored(null);
      return;
    }
    setAnchored(anchoredThreadIds(editor.state.doc));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => setAnchored(anchoredThreadIds(editor.state.doc));
    const onUpdate = ({ transaction }: EditorEvents['update']) => {
      clearTimeout(timer);
      const marked = transaction.steps.some(
        (step) => step instanceof AddMarkStep || step instanceof RemoveMarkStep,
      );
      if (marked) read();
      else timer = setTimeout(read, SETTLE_MS);
    };
    editor.on('update', onUpdate);
    return () => {
      clearTimeout(timer);
      editor.off('update', onUpdate);
    };
  }, [editor]);
  return anchored;
}
