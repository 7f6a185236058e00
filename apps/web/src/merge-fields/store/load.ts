import { ApiError } from '@/api';
import type { DocumentRecord } from '@/api/documents';
import * as mergeFieldsApi from '@/api/merge-fields';
import { keptContentParts } from '@/documents/editor-screen/document-content';
import { toast } from '@/lib/toast';
import type { ValuePath } from '../field-paths';
import { useProvenanceStore } from '../provenance-store';
import type { Saves } from './saves';
import { initialData, type StoreAccess } from './state';

// Loading the open document's fields: from the document at once, then from the server.

// The server's values with the ones committed while they were on their way.
const withCommitted = <T>(committed: Set<string>, answer: Record<string, T>, current: Record<string, T>) => {
  const merged = { ...answer };
  for (const id of committed) if (id in current) merged[id] = current[id]!;
  return merged;
};

/** Seeds the values from the document, then loads definitions and values from the server. */
export async function loadDocument(
  { get, set }: StoreAccess,
  { forget, requests, committed }: Saves,
  document: DocumentRecord,
): Promise<void> {
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
      (values) => current() && set({ values: withCommitted(committed, values, get().values) }),
      (error) => {
        // A document without values yet may answer 404: nothing to tell the user.
        if (current() && !(error instanceof ApiError && error.status === 404))
          toast.error('Failed to load merge field values');
      },
    ),
    mergeFieldsApi.getSmartFieldValues(document.id).then(
      (smartValues) =>
        current() && set({ smartValues: withCommitted(committed, smartValues, get().smartValues) }),
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
}

/** Loads the values again from the server; values typed and not yet saved stay as typed. */
export async function reloadValues({ get, set }: StoreAccess, { requests, pending }: Saves): Promise<void> {
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
}
