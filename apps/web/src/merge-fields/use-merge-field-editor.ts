import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useRef } from 'react';
import type { DocumentRecord } from '@/api/documents';
import {
  type FieldDisplayMode,
  fieldDisplayFromDefinitions,
  setFieldDefinitions,
  setFieldDisplay,
} from '@/editor/merge-field-display';
import { useFieldScan } from '@/editor/use-field-scan';
import { documentFields, type MergeFieldState, shownValue, useMergeFieldStore } from './merge-field-store';

/** How many of the document's fields show no value in the given preview mode. */
export function unsetFieldCount(state: MergeFieldState): number {
  return documentFields(state).filter(
    (field) =>
      field.count > 0 &&
      shownValue(state, field.id) === undefined &&
      !(state.previewMode === 'defaults' && field.definition?.defaultValue),
  ).length;
}

function displayFor(state: MergeFieldState, mode: FieldDisplayMode) {
  return {
    ...fieldDisplayFromDefinitions(state.definitions),
    mode,
    valueOf: (id: string) => shownValue(state, id),
  };
}

/**
 * Ties the open document's editor to the merge-field store: loads the document's values, scans
 * the text for fields after changes, and shows labels (editing) or values (preview) in the chips.
 * Answers `refresh`, which saves what is pending and loads definitions and values again.
 */
export function useMergeFieldEditor(document: DocumentRecord, editor: Editor | null, preview: boolean) {
  const latestDocument = useRef(document);
  useEffect(() => {
    latestDocument.current = document;
  });

  const documentId = document.id;
  useEffect(() => {
    const store = useMergeFieldStore.getState();
    if (store.documentId !== documentId) void store.init(latestDocument.current);
    // Leaving the editor saves what the panel still holds.
    return () => void useMergeFieldStore.getState().saveNow();
  }, [documentId]);

  const setCounts = useMergeFieldStore((state) => state.setCounts);
  useFieldScan(editor, setCounts);

  useEffect(() => {
    if (!editor) return;
    const show = (state: MergeFieldState) => {
      setFieldDefinitions(editor, state.definitions);
      setFieldDisplay(editor, displayFor(state, preview ? state.previewMode : 'edit'));
    };
    show(useMergeFieldStore.getState());
    return useMergeFieldStore.subscribe((state, previous) => {
      if (
        state.definitions !== previous.definitions ||
        state.values !== previous.values ||
        state.smartValues !== previous.smartValues ||
        state.customFields !== previous.customFields ||
        state.previewMode !== previous.previewMode
      )
        show(state);
    });
  }, [editor, preview]);

  return useCallback(async () => {
    const store = useMergeFieldStore.getState();
    const { counts } = store;
    await store.saveNow();
    await store.init(latestDocument.current);
    // The text has not changed: keep the fields the last scan found.
    store.setCounts(counts);
  }, []);
}
