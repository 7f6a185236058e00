import type { FieldCounts } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { useEffect, useRef } from 'react';
import { scanEditorFields } from './scan-editor-fields';
import { scanOnDocChanges } from './scan-on-doc-changes';

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
    return scanOnDocChanges(editor, () => onScanRef.current(scanEditorFields(editor.state.doc)));
  }, [editor]);
}
