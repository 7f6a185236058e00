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

export type { DocumentField, LogicUse, MergeFieldState, PreviewMode } from './store/state';

export const useMergeFieldStore = create<MergeFieldState>()((set, get) => {
  const access = { get, set };
  const saves = createSaves(access);

  return {
    ...initialData(),

    init: (document) => loadDocument(access, saves, document),

    setCounts: (counts) => set({ counts }),

    setLogic: (logic) => set({ logic }),

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

/**
 * The fields of the open document in text order, then those only its conditions read, then stored
 * custom fields the text no longer uses. Lists and the names a repeat gives its items are not
 * fields: the list tables fill them.
 */
export function documentFields(state: MergeFieldState): DocumentField[] {
  const byId = new Map(state.definitions.map((definition) => [definition.id, definition]));
  const { logic } = state;
  const conditions = new Set(logic.conditions);
  const notFields = new Set([...logic.lists, ...logic.scoped]);
  const field = (id: string, count: number): DocumentField => {
    const definition = byId.get(id);
    const found: DocumentField = {
      id,
      count,
      definition,
      label: definition?.label ?? id,
      path: valuePathOf(id, definition),
    };
    if (conditions.has(id)) found.inCondition = true;
    return found;
  };
  const fields = [...state.counts]
    .filter(([id]) => !notFields.has(id))
    .map(([id, count]) => field(id, count));
  for (const id of logic.conditions) if (!state.counts.has(id)) fields.push(field(id, 0));
  for (const custom of state.customFields)
    if (!state.counts.has(custom.name) && !conditions.has(custom.name) && custom.value !== '')
      fields.push(field(custom.name, 0));
  return fields;
}

/** A field the document uses: printed by its text or read by one of its conditions. */
export const isUsed = (field: DocumentField) => field.count > 0 || field.inCondition === true;

/** The required smart fields of the document's text that have no value, in text order. */
export function missingRequired(state: MergeFieldState): DocumentField[] {
  return documentFields(state).filter(
    (field) => field.definition?.required && isUsed(field) && shownValue(state, field.id) === undefined,
  );
}

/** `{label} is required` for each required smart field of the document that has no value. */
export function requiredProblems(state: MergeFieldState): Map<string, string> {
  return new Map(missingRequired(state).map((field) => [field.id, `${field.label} is required`]));
}
