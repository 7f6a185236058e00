import { MERGE_FIELD_SCAN_DEBOUNCE_MS } from '@lexdraft/core';
import type { Editor, EditorEvents } from '@tiptap/core';

/**
 * Runs `scan` at once, then MERGE_FIELD_SCAN_DEBOUNCE_MS after the last change of the editor's
 * document, so that a burst of typing costs one scan; never on a destroyed editor. Every document
 * change counts, including those that emit no 'update' (content set without one). Returns the stop.
 */
export function scanOnDocChanges(editor: Editor, scan: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    if (!editor.isDestroyed) scan();
  };
  const onTransaction = ({ transaction }: EditorEvents['transaction']) => {
    if (!transaction.docChanged) return;
    clearTimeout(timer);
    timer = setTimeout(run, MERGE_FIELD_SCAN_DEBOUNCE_MS);
  };
  run();
  editor.on('transaction', onTransaction);
  return () => {
    editor.off('transaction', onTransaction);
    clearTimeout(timer);
  };
}
