import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useRef } from 'react';
import type { DocumentRecord } from '@/api/documents';
import type { ValueLayers } from '@/api/value-layers';
import {
  type FieldDisplayMode,
  fieldDisplayFromDefinitions,
  setFieldDefinitions,
  setFieldDisplay,
} from '@/editor/merge-field-display';
import { useFieldScan } from '@/editor/use-field-scan';
import { layeredValue, layerNote } from './layered-values';
import { documentFields, isUsed, type MergeFieldState, useMergeFieldStore } from './merge-field-store';
import { useLogicScan } from './use-logic-scan';
import { useValueLayersStore } from './value-layers-store';

/** How many of the document's fields show no value in the given preview mode, lower layers counted. */
export function unsetFieldCount(state: MergeFieldState, layers: ValueLayers | null): number {
  return documentFields(state).filter(
    (field) =>
      isUsed(field) &&
      layeredValue(state, field.id, layers) === undefined &&
      !(state.previewMode === 'defaults' && field.definition?.defaultValue),
  ).length;
}

/** The count above, following both the values and the layers as they load. */
export function useUnsetFieldCount(): number {
  const layers = useValueLayersStore((state) => state.layers);
  return useMergeFieldStore((state) => unsetFieldCount(state, layers));
}

/** What the chips show: each field's layered value, and which lower layer gave it. */
export function displayFor(state: MergeFieldState, mode: FieldDisplayMode) {
  const { layers } = useValueLayersStore.getState();
  return {
    ...fieldDisplayFromDefinitions(state.definitions),
    mode,
    valueOf: (id: string) => layeredValue(state, id, layers)?.value,
    noteOf: (id: string) => {
      const shown = layeredValue(state, id, layers);
      return shown && layerNote(shown.layer, id, layers);
    },
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
    if (store.documentId !== documentId) {
      void store.init(latestDocument.current);
      void useValueLayersStore.getState().load(documentId);
    }
    // Leaving the editor saves what the panel still holds.
    return () => void useMergeFieldStore.getState().saveNow();
  }, [documentId]);

  const setCounts = useMergeFieldStore((state) => state.setCounts);
  useFieldScan(editor, setCounts);
  useLogicScan(editor);

  useEffect(() => {
    if (!editor) return;
    const show = (state: MergeFieldState) => {
      setFieldDefinitions(editor, state.definitions);
      setFieldDisplay(editor, displayFor(state, preview ? state.previewMode : 'edit'));
    };
    show(useMergeFieldStore.getState());
    const stopValues = useMergeFieldStore.subscribe((state, previous) => {
      if (
        state.definitions !== previous.definitions ||
        state.values !== previous.values ||
        state.smartValues !== previous.smartValues ||
        state.customFields !== previous.customFields ||
        state.previewMode !== previous.previewMode
      )
        show(state);
    });
    // The linked records' values and the firm's defaults arrive (or change) on their own.
    const stopLayers = useValueLayersStore.subscribe((state, previous) => {
      if (state.layers !== previous.layers) show(useMergeFieldStore.getState());
    });
    return () => {
      stopValues();
      stopLayers();
    };
  }, [editor, preview]);

  return useCallback(async () => {
    const store = useMergeFieldStore.getState();
    const { counts, logic } = store;
    await store.saveNow();
    await Promise.all([
      store.init(latestDocument.current),
      useValueLayersStore.getState().load(latestDocument.current.id),
    ]);
    // The text has not changed: keep the fields and the logic the last scans found.
    store.setCounts(counts);
    store.setLogic(logic);
  }, []);
}
