import { create } from 'zustand';
import { ApiError } from '@/api/api-error';
import { getListValues, getRecordLists, type ListValues, putListValues } from '@/api/list-values';
import { latestRequest } from '@/lib/latest-request';
import { toast } from '@/lib/toast';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

// The open document's lists (issue 30): the list fields the firm types and the lists its linked
// records fill. Loaded when preview or Manage Field Values needs them, not with the editor.

interface ListValuesState {
  documentId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why the last load failed; null otherwise. */
  error: string | null;
  /** The list fields; a list never set has no key. */
  listValues: ListValues;
  /** The record lists; a list with no source (no linked entity) has no key. */
  recordLists: ListValues;
  saving: boolean;
  /** Loads both kinds of lists for the document; a newer load wins. */
  load(documentId: string): Promise<void>;
  /** Replaces the lists given (the others are kept); answers false (after a toast) when the save failed. */
  save(lists: ListValues): Promise<boolean>;
  reset(): void;
}

const requests = latestRequest();

const initial = () => ({
  documentId: null,
  status: 'idle' as const,
  error: null,
  listValues: {},
  recordLists: {},
  saving: false,
});

export const useListValuesStore = create<ListValuesState>()((set, get) => ({
  ...initial(),

  async load(documentId) {
    if (documentId !== get().documentId) set({ ...initial(), documentId });
    // Loaded again (preview opened anew), the lists shown stay until the answer replaces them.
    if (get().status !== 'ready') set({ status: 'loading', error: null });
    const current = requests.start();
    try {
      const [listValues, records] = await Promise.all([
        getListValues(documentId),
        getRecordLists(documentId),
      ]);
      if (current()) set({ status: 'ready', listValues, recordLists: records.lists });
    } catch (error) {
      if (current()) set({ status: 'error', error: messageOf(error, 'Failed to load the lists') });
    }
  },

  async save(lists) {
    const { documentId } = get();
    if (!documentId) return false;
    set({ saving: true });
    try {
      const stored = await putListValues(documentId, lists);
      if (get().documentId === documentId) set({ listValues: stored });
      return true;
    } catch (error) {
      toast.error(messageOf(error, 'Failed to save the list values'));
      return false;
    } finally {
      set({ saving: false });
    }
  },

  reset() {
    requests.drop();
    set(initial());
  },
}));
