import type { FillFromRecordInput } from '@lexdraft/contract';
import {
  CUSTOM_FIELD_SAVE_DEBOUNCE_MS,
  type CustomField,
  customFieldNameProblem,
  FALLBACK_MERGE_FIELDS,
  type FieldCounts,
  fieldMarker,
  fieldValue,
  stringMap,
} from '@lexdraft/core';
import { create } from 'zustand';
import { ApiError } from '@/api';
import type { DocumentRecord } from '@/api/documents';
import * as fieldTrustApi from '@/api/field-trust';
import type { ServerFieldDefinition } from '@/api/merge-fields';
import * as mergeFieldsApi from '@/api/merge-fields';
import { keptContentParts } from '@/documents/editor-screen/document-content';
import { type Autosaver, createAutosaver } from '@/lib/autosaver';
import { latestRequest } from '@/lib/latest-request';
import { toast } from '@/lib/toast';
import { type ValuePath, valuePathOf } from './field-paths';
import { useProvenanceStore } from './provenance-store';

/** A field of the open document, as the panel and the dialog list it. */
export interface DocumentField {
  id: string;
  /** Occurrences in the text; 0 for a stored custom field the text no longer uses. */
  count: number;
  label: string;
  definition?: ServerFieldDefinition;
  path: ValuePath;
}

/** How preview shows fields that have no value: their labels, or their default values. */
export type PreviewMode = 'labels' | 'defaults';

export interface MergeFieldState {
  documentId: string | null;
  definitions: ServerFieldDefinition[];
  /** Field ids in the document with their occurrence counts (the last scan). */
  counts: FieldCounts;
  /** merge_field_values: standard fields and dotted custom ones. */
  values: Record<string, string>;
  /** The smart-field values (placeholders). */
  smartValues: Record<string, unknown>;
  customFields: CustomField[];
  /** A save of values is running. */
  saving: boolean;
  previewMode: PreviewMode;
  /** A field the Merge Fields panel is to scroll to and focus (a save that left it empty asks); null once done. */
  focusField: string | null;
  /** Asks the panel to scroll to and focus a field; null once it has. */
  focusOn(id: string | null): void;
  /** Seeds the values from the document, then loads definitions and values from the server. */
  init(document: DocumentRecord): Promise<void>;
  setCounts(counts: FieldCounts): void;
  /** Takes a committed value and saves it after its path's quiet time. */
  commitValue(id: string, value: string): void;
  /** Commits many values at once, as typed. */
  commitValues(values: Record<string, string>): void;
  /**
   * Fills fields from one of the firm's records through the server, which records where they came
   * from; answers the values it wrote (none after a failure, which a toast reports).
   */
  fillFromRecord(
    record: Omit<FillFromRecordInput, 'field_ids'>,
    fieldIds: string[],
  ): Promise<Record<string, string>>;
  /** Applies a field-value template through the server; answers the values it wrote. */
  fillFromTemplate(templateId: string): Promise<Record<string, string> | null>;
  /** Loads the values again from the server (after Update of stale values changed them there). */
  reloadValues(): Promise<void>;
  /** Saves everything pending now; answers false (after a toast) when a save failed. */
  saveNow(options?: { successMessage?: string }): Promise<boolean>;
  /** Renames a custom field; answers what is wrong with the new name, or undefined once renamed. */
  renameCustomField(from: string, to: string): string | undefined;
  setPreviewMode(mode: PreviewMode): void;
  reset(): void;
}

type Data = Pick<
  MergeFieldState,
  | 'documentId'
  | 'definitions'
  | 'counts'
  | 'values'
  | 'smartValues'
  | 'customFields'
  | 'saving'
  | 'previewMode'
  | 'focusField'
>;

const FALLBACK: ServerFieldDefinition[] = FALLBACK_MERGE_FIELDS.map((field) => ({
  ...field,
  source: 'model',
}));

const initialData = (): Data => ({
  documentId: null,
  definitions: FALLBACK,
  counts: new Map(),
  values: {},
  smartValues: {},
  customFields: [],
  saving: false,
  previewMode: 'labels',
  focusField: null,
});

const FAILURE: Record<ValuePath, string> = {
  standard: 'Failed to save merge field values',
  smart: 'Failed to save field values',
  custom: 'Failed to save custom fields',
};

const isTooManyRequests = (error: unknown) => error instanceof ApiError && error.status === 429;

/** Tells the user about a failed save, in the spec's words for a 429 (automatic or asked-for save). */
function reportFailure(path: ValuePath, error: unknown, automatic: boolean) {
  if (isTooManyRequests(error)) {
    toast.error('Too Many Requests', {
      description: automatic
        ? 'Please slow down your typing. Changes will be saved automatically.'
        : 'Please wait a moment before saving again.',
    });
  } else toast.error(FAILURE[path]);
}

export const useMergeFieldStore = create<MergeFieldState>()((set, get) => {
  // Which values wait for their save, per path; a failed save puts its keys back.
  const pending: Record<ValuePath, Set<string>> = {
    standard: new Set(),
    smart: new Set(),
    custom: new Set(),
  };
  // Ids committed since init: the server's first answers, which may be older, do not overwrite them.
  const committed = new Set<string>();
  // Dropped by init and reset: answers for an earlier document are not wanted.
  const requests = latestRequest();
  let running = 0;

  const track = async (work: () => Promise<void>) => {
    running += 1;
    set({ saving: true });
    try {
      await work();
    } finally {
      running -= 1;
      set({ saving: running > 0 });
    }
  };

  const definitionOf = (id: string) => get().definitions.find((definition) => definition.id === id);

  async function savePath(path: ValuePath) {
    const { documentId } = get();
    const keys = [...pending[path]];
    if (!documentId || keys.length === 0) return;
    pending[path].clear();
    const current = requests.track();
    await track(async () => {
      try {
        const { values, smartValues, customFields } = get();
        if (path === 'standard') {
          await mergeFieldsApi.saveMergeFieldValues(documentId, pick(values, keys));
        } else if (path === 'smart') {
          await mergeFieldsApi.saveSmartFieldValues(documentId, pick(stringMap(smartValues), keys));
        } else {
          const saved = await mergeFieldsApi.saveCustomFields(
            documentId,
            customFields.map(({ name, value }) => ({ name, value })),
          );
          if (current() && pending.custom.size === 0) set({ customFields: saved });
        }
        // Each save may change where a value came from (now typed, or cleared).
        if (current()) void useProvenanceStore.getState().load(documentId);
      } catch (error) {
        // A failure for an earlier document is nobody's concern any more.
        if (!current()) return;
        for (const key of keys) pending[path].add(key);
        throw error;
      }
    });
  }

  const makeSaver = (path: ValuePath, delayMs?: number): Autosaver => {
    const saver: Autosaver = createAutosaver({
      delayMs,
      save: () => savePath(path),
      onError: (error) => {
        reportFailure(path, error, true);
        // The 429 text promises that the changes will be saved: try again after the quiet time.
        if (isTooManyRequests(error)) saver.schedule();
      },
    });
    return saver;
  };
  const savers: Record<ValuePath, Autosaver> = {
    standard: makeSaver('standard'),
    smart: makeSaver('smart'),
    custom: makeSaver('custom', CUSTOM_FIELD_SAVE_DEBOUNCE_MS),
  };

  const forget = () => {
    requests.drop();
    committed.clear();
    for (const path of Object.keys(savers) as ValuePath[]) {
      savers[path].cancel();
      pending[path].clear();
    }
  };

  /** Puts a value in the store's map of its kind; answers that kind. */
  const storeValue = (id: string, value: string): ValuePath => {
    const path = valuePathOf(id, definitionOf(id));
    const state = get();
    if (path === 'standard') set({ values: { ...state.values, [id]: value } });
    else if (path === 'smart') set({ smartValues: { ...state.smartValues, [id]: value } });
    else set({ customFields: withCustomValue(state.customFields, id, value, state.counts.get(id) ?? 0) });
    committed.add(id);
    return path;
  };

  const applyValue = (id: string, value: string) => {
    const path = storeValue(id, value);
    pending[path].add(id);
    savers[path].schedule();
  };

  // Values the server wrote and answered (a fill): shown as saved, so autosave does not send them as typed.
  const applySaved = (values: Record<string, string>) => {
    for (const [id, value] of Object.entries(values)) pending[storeValue(id, value)].delete(id);
  };

  // A fill's call, counted as a save; a failure is reported and answers nothing written.
  const fill = async (
    call: (documentId: string) => Promise<fieldTrustApi.FillAnswer>,
    failure: string,
  ): Promise<Record<string, string> | null> => {
    const { documentId } = get();
    if (!documentId) return null;
    const current = requests.track();
    const result: { filled: Record<string, string> | null } = { filled: null };
    await track(async () => {
      try {
        const answer = await call(documentId);
        if (!current()) return;
        applySaved(answer.filled);
        result.filled = answer.filled;
        void useProvenanceStore.getState().load(documentId);
      } catch (error) {
        if (current()) toast.error(error instanceof ApiError ? error.message : failure);
      }
    });
    return result.filled;
  };

  // The server's values with the ones committed while they were on their way.
  const withCommitted = <T>(answer: Record<string, T>, current: Record<string, T>) => {
    const merged = { ...answer };
    for (const id of committed) if (id in current) merged[id] = current[id]!;
    return merged;
  };

  return {
    ...initialData(),

    async init(document) {
      forget();
      const current = requests.track();
      const kept = keptContentParts(document);
      set({
        ...initialData(),
        documentId: document.id,
        values: kept.merge_field_values,
        smartValues: kept.placeholders,
        customFields: kept.metadata.custom_fields,
      });
      await Promise.all([
        useProvenanceStore.getState().load(document.id),
        mergeFieldsApi.listMergeFields().then(
          (definitions) => current() && set({ definitions }),
          () => current() && toast.error('Failed to load merge fields. Using default configuration.'),
        ),
        mergeFieldsApi.getMergeFieldValues(document.id).then(
          (values) => current() && set({ values: withCommitted(values, get().values) }),
          (error) => {
            // A document without values yet may answer 404: nothing to tell the user.
            if (current() && !(error instanceof ApiError && error.status === 404))
              toast.error('Failed to load merge field values');
          },
        ),
        mergeFieldsApi.getSmartFieldValues(document.id).then(
          (smartValues) => current() && set({ smartValues: withCommitted(smartValues, get().smartValues) }),
          (error) => console.warn('Smart-field values could not be loaded', error),
        ),
        mergeFieldsApi.getCustomFields(document.id).then(
          (customFields) => {
            if (!current()) return;
            const local = get().customFields.filter((field) => committed.has(field.name));
            const names = new Set(local.map((field) => field.name));
            set({ customFields: [...customFields.filter((field) => !names.has(field.name)), ...local] });
          },
          (error) => console.warn('Custom fields could not be loaded', error),
        ),
      ]);
    },

    setCounts: (counts) => set({ counts }),

    commitValue: applyValue,

    commitValues(values) {
      for (const [id, value] of Object.entries(values)) applyValue(id, value);
    },

    async fillFromRecord(record, fieldIds) {
      const filled = await fill(
        (documentId) => fieldTrustApi.fillFromRecord(documentId, { ...record, field_ids: fieldIds }),
        'Failed to fill the fields from the record',
      );
      return filled ?? {};
    },

    fillFromTemplate: (templateId) =>
      fill(
        (documentId) => fieldTrustApi.fillFromFieldTemplate(documentId, { template_id: templateId }),
        'Failed to apply the template',
      ),

    async reloadValues() {
      const { documentId } = get();
      if (!documentId) return;
      const current = requests.track();
      const [values, smartValues] = await Promise.all([
        mergeFieldsApi.getMergeFieldValues(documentId),
        mergeFieldsApi.getSmartFieldValues(documentId).catch(() => get().smartValues),
      ]);
      if (!current()) return;
      // Values typed and not yet saved stay as typed.
      const keep = (answer: Record<string, unknown>, local: Record<string, unknown>, path: ValuePath) => {
        const merged = { ...answer };
        for (const id of pending[path]) if (id in local) merged[id] = local[id];
        return merged;
      };
      set({
        values: keep(values, get().values, 'standard') as Record<string, string>,
        smartValues: keep(smartValues, get().smartValues, 'smart'),
      });
    },

    async saveNow(options = {}) {
      const paths = Object.keys(savers) as ValuePath[];
      const results = await Promise.allSettled(paths.map((path) => savers[path].flush()));
      const failed = results.findIndex((result) => result.status === 'rejected');
      if (failed >= 0) {
        reportFailure(paths[failed]!, (results[failed] as PromiseRejectedResult).reason, false);
        return false;
      }
      if (options.successMessage) toast.success(options.successMessage);
      return true;
    },

    renameCustomField(from, to) {
      const name = to.trim();
      const problem = customFieldNameProblem(name);
      if (problem) return problem;
      if (name === from) return undefined;
      // A dotted name is saved with the merge-field values, not as a custom field: it would lose its value.
      if (name.includes('.')) return 'Custom field names cannot contain a dot';
      const { customFields, counts } = get();
      if (counts.has(name) || definitionOf(name) || customFields.some((field) => field.name === name))
        return `A field named "${name}" already exists`;
      const existing = customFields.find((field) => field.name === from);
      const now = new Date().toISOString();
      const renamed: CustomField = existing
        ? { ...existing, name, updated_at: now }
        : { name, value: '', created_at: now, updated_at: now, occurrences: 0 };
      set({ customFields: [...customFields.filter((field) => field.name !== from), renamed] });
      committed.add(name);
      pending.custom.add(name);
      savers.custom.schedule();
      toast('Field Renamed', {
        description: `Update ${fieldMarker(from)} to ${fieldMarker(name)} in the document text.`,
      });
      return undefined;
    },

    setPreviewMode: (previewMode) => set({ previewMode }),

    focusOn: (focusField) => set({ focusField }),

    reset() {
      forget();
      useProvenanceStore.getState().reset();
      set(initialData());
    },
  };
});

function pick(values: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]!]));
}

function withCustomValue(
  fields: CustomField[],
  name: string,
  value: string,
  occurrences: number,
): CustomField[] {
  const now = new Date().toISOString();
  const existing = fields.find((field) => field.name === name);
  if (!existing) return [...fields, { name, value, created_at: now, updated_at: now, occurrences }];
  return fields.map((field) => (field.name === name ? { ...field, value, updated_at: now } : field));
}

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
