import { type FieldCounts, MERGE_FIELD_SCAN_DEBOUNCE_MS } from '@lexdraft/core';
import type { Editor, EditorEvents } from '@tiptap/core';
import { useEffect, useRef } from 'react';
import { scanEditorFields } from './scan-editor-fields';

/**
 * Reports the document's fields: at once when the editor arrives, then MERGE_FIELD_SCAN_DEBOUNCE_MS
 * after the last change of the document, so that a burst of typing costs one scan.
 */
export function useFieldScan(editor: Editor | null, onScan: (counts: FieldCounts) => void): void {
  // Read through a ref: a new callback each render must not restart the scan or its timer.
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scan = () => {
      timer = undefined;
      if (!editor.isDestroyed) onScanRef.current(scanEditorFields(editor.state.doc));
    };
    // Every document change counts, including those that emit no 'update' (content set without one).
    const onTransaction = ({ transaction }: EditorEvents['transaction']) => {
      if (!transaction.docChanged) return;
      clearTimeout(timer);
      timer = setTimeout(scan, MERGE_FIELD_SCAN_DEBOUNCE_MS);
    };
    scan();
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
      clearTimeout(timer);
    };
  }, [editor]);
}
