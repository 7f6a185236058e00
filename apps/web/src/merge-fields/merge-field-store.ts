import { fieldValue } from '@lexdraft/core';
import { create } from 'zustand';
import * as fieldTrustApi from '@/api/field-trust';
import { valuePathOf } from './field-paths';
import { useProvenanceStore } from './provenance-store';
import { fillThroughServer } from './store/fill';
import { loadDocument, reloadValues } from './store/load';
import { renameCustomField } from './store/rename';
import { createSaves } from './store/saves';
import { type DocumentField, initialData, type MergeFieldState } from './store/state';

// The open document's merge fields: definitions, values, custom fields and preview mode. Put
// together here from one file per concern under store/: saving, loading, fills and renames.

export type { DocumentField, MergeFieldState, PreviewMode } from './store/state';

export const useMergeFieldStore = create<MergeFieldState>()((set, get) => {
  const access = { get, set };
  const saves = createSaves(access);

  return {
    ...initialData(),

    init: (document) => loadDocument(access, saves, document),

    setCounts: (counts) => set({ counts }),

    commitValue: saves.applyValue,

    commitValues(values) {
      for (const [id, value] of Object.entries(values)) saves.applyValue(id, value);
    },

    async fillFromRecord(record, fieldIds) {
      const filled = await fillThroughServer(
        access,
        saves,
        (documentId) => fieldTrustApi.fillFromRecord(documentId, { ...record, field_ids: fieldIds }),
        'Failed to fill the fields from the record',
      );
      return filled ?? {};
    },

    fillFromTemplate: (templateId) =>
      fillThroughServer(
        access,
        saves,
        (documentId) => fieldTrustApi.fillFromFieldTemplate(documentId, { template_id: templateId }),
        'Failed to apply the template',
      ),

    reloadValues: () => reloadValues(access, saves),

    saveNow: saves.saveNow,

    renameCustomField: (from, to) => renameCustomField(access, saves, from, to),

    setPreviewMode: (previewMode) => set({ previewMode }),

    focusOn: (focusField) => set({ focusField }),

    reset() {
      saves.forget();
      useProvenanceStore.getState().reset();
      set(initialData());
    },
  };
});

/** The value a field shows, from whichever place keeps it; undefined while unset. */
export function shownValue(state: MergeFieldState, id: string): string | undefined {
  return fieldValue(id, {
    values: state.values,
    smartValues: state.smartValues,
    customFields: state.customFields,
  });
}

/** The fields of the open document in text order, then stored custom fields the text no longer uses. */
export function documentFields(state: MergeFieldState): DocumentField[] {
  const byId = new Map(state.definitions.map((definition) => [definition.id, definition]));
  const field = (id: string, count: number): DocumentField => {
    const definition = byId.get(id);
    return { id, count, definition, label: definition?.label ?? id, path: valuePathOf(id, definition) };
  };
  const fields = [...state.counts].map(([id, count]) => field(id, count));
  for (const custom of state.customFields)
    if (!state.counts.has(custom.name) && custom.value !== '') fields.push(field(custom.name, 0));
  return fields;
}

/** The required smart fields of the document's text that have no value, in text order. */
export function missingRequired(state: MergeFieldState): DocumentField[] {
  return documentFields(state).filter(
    (field) => field.definition?.required && field.count > 0 && shownValue(state, field.id) === undefined,
  );
}

/** `{label} is required` for each required smart field of the document that has no value. */
export function requiredProblems(state: MergeFieldState): Map<string, string> {
  return new Map(missingRequired(state).map((field) => [field.id, `${field.label} is required`]));
}
