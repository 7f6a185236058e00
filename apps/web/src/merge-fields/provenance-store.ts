import { create } from 'zustand';
import { type FieldProvenance, getFieldProvenance } from '@/api/field-trust';
import { latestRequest } from '@/lib/latest-request';

// Where the open document's values came from (docs/field-trust.md), loaded after every save and
// fill so the marks and the stale notice follow what the server recorded.

export interface ProvenanceState {
  documentId: string | null;
  /** By field id; empty until the first answer. */
  fields: Record<string, FieldProvenance>;
  /** Whether Update and Keep are offered (false for signed, sent, template and read-only documents). */
  canUpdateStale: boolean;
  /** Loads the document's provenance; a newer load wins, a failure keeps what was shown. */
  load(documentId: string): Promise<void>;
  /** Loads again for the open document, if any. */
  reload(): Promise<void>;
  reset(): void;
}

const requests = latestRequest();

export const useProvenanceStore = create<ProvenanceState>()((set, get) => ({
  documentId: null,
  fields: {},
  canUpdateStale: false,

  async load(documentId) {
    if (documentId !== get().documentId) set({ documentId, fields: {}, canUpdateStale: false });
    const current = requests.start();
    try {
      const answer = await getFieldProvenance(documentId);
      if (current()) set({ fields: answer.fields, canUpdateStale: answer.can_update_stale });
    } catch (error) {
      // The marks are a help, not the values: the editor works on without them.
      if (current()) console.warn('Field provenance could not be loaded', error);
    }
  },

  async reload() {
    const { documentId } = get();
    if (documentId) await get().load(documentId);
  },

  reset() {
    requests.drop();
    set({ documentId: null, fields: {}, canUpdateStale: false });
  },
}));

/** A stale field as the notice lists it. */
export interface StaleField {
  id: string;
  provenance: FieldProvenance;
}

/** The document's stale fields, in field-id order. */
export function staleFields(fields: Record<string, FieldProvenance>): StaleField[] {
  return Object.entries(fields)
    .filter(([, provenance]) => provenance.stale)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, provenance]) => ({ id, provenance }));
}
