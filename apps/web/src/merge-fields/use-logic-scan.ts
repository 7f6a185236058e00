import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { useEffect } from 'react';
import { scanOnDocChanges } from '@/editor/scan-on-doc-changes';
import { lazyModule } from '@/lib/lazy-component';
import { type LogicUse, useMergeFieldStore } from './merge-field-store';
import { NO_LOGIC } from './store/state';

// The scan of what conditions and repeats use (logic-scan.ts) reads the expression grammar: it is
// fetched only once a document holds logic, so that a plain document's editor loads none of it.
const logicScanCode = lazyModule(() => import('./logic-scan'));

const LOGIC_NODES: ReadonlySet<string> = new Set(['conditionBlock', 'repeatBlock']);

/** True when the document holds a condition, a repeat or a formatted field: a cheap walk, no JSON. */
function holdsLogic(doc: PmNode): boolean {
  let found = false;
  doc.descendants((node) => {
    if (found) return false;
    if (
      LOGIC_NODES.has(node.type.name) ||
      (node.type.name === 'tableRow' && node.attrs.each) ||
      (node.type.name === 'mergeField' && node.attrs.format) ||
      node.marks.some((mark) => mark.type.name === 'inlineCondition')
    )
      found = true;
    return !found;
  });
  return found;
}

/**
 * Keeps the merge-field store's `logic` in step with the editor's document: at once when the editor
 * arrives, then MERGE_FIELD_SCAN_DEBOUNCE_MS after the last change, as the field scan does.
 */
export function useLogicScan(editor: Editor | null): void {
  useEffect(() => {
    if (!editor) return;
    const setLogic = (logic: LogicUse) => useMergeFieldStore.getState().setLogic(logic);
    let stopped = false;
    const stop = scanOnDocChanges(editor, () => {
      if (!holdsLogic(editor.state.doc)) {
        if (useMergeFieldStore.getState().logic !== NO_LOGIC) setLogic(NO_LOGIC);
        return;
      }
      logicScanCode.load().then(
        ({ scanLogic }) => {
          if (!stopped && !editor.isDestroyed) setLogic(scanLogic(editor.getJSON()));
        },
        // Without the code the panel lists the printed fields only; the next change tries again.
        () => undefined,
      );
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [editor]);
}
