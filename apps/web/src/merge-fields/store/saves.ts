import { CUSTOM_FIELD_SAVE_DEBOUNCE_MS, type CustomField, stringMap } from '@lexdraft/core';
import { ApiError } from '@/api';
import * as mergeFieldsApi from '@/api/merge-fields';
import { type Autosaver, createAutosaver } from '@/lib/autosaver';
import { latestRequest } from '@/lib/latest-request';
import { toast } from '@/lib/toast';
import { type ValuePath, valuePathOf } from '../field-paths';
import { useProvenanceStore } from '../provenance-store';
import type { StoreAccess } from './state';

// Saving the values of the open document: each kind (path) on its own autosaver, with the keys that
// wait for it; what a failure tells the user; and the requests that init and reset make stale.

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

/** The store's saving machinery; one per store. */
export type Saves = ReturnType<typeof createSaves>;

export function createSaves({ get, set }: StoreAccess) {
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

  async function saveNow(options: { successMessage?: string } = {}): Promise<boolean> {
    const paths = Object.keys(savers) as ValuePath[];
    const results = await Promise.allSettled(paths.map((path) => savers[path].flush()));
    const failed = results.findIndex((result) => result.status === 'rejected');
    if (failed >= 0) {
      reportFailure(paths[failed]!, (results[failed] as PromiseRejectedResult).reason, false);
      return false;
    }
    if (options.successMessage) toast.success(options.successMessage);
    return true;
  }

  return {
    pending,
    committed,
    requests,
    track,
    definitionOf,
    savers,
    forget,
    storeValue,
    applyValue,
    applySaved,
    saveNow,
  };
}

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
