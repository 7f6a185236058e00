import { create } from 'zustand';
import { getValueLayers, type ValueLayers } from '@/api/value-layers';
import { latestRequest } from '@/lib/latest-request';

// The open document's lower layers (its linked records' values and the firm's defaults), loaded
// with its values and again when its linked records change, so preview falls back to them.

export interface ValueLayersState {
  documentId: string | null;
  /** Null until the first answer (and after a failure): no layer fills anything then. */
  layers: ValueLayers | null;
  /** Loads the document's layers; a newer load wins, a failure keeps what was shown. */
  load(documentId: string): Promise<void>;
  /** Loads again for the open document, if any (after its linked records changed). */
  reload(): Promise<void>;
  reset(): void;
}

const requests = latestRequest();

export const useValueLayersStore = create<ValueLayersState>()((set, get) => ({
  documentId: null,
  layers: null,

  async load(documentId) {
    if (documentId !== get().documentId) set({ documentId, layers: null });
    const current = requests.start();
    try {
      const layers = await getValueLayers(documentId);
      if (current()) set({ layers });
    } catch (error) {
      // The document's own values still show: the layers only fill what it leaves empty.
      if (current()) console.warn('Value layers could not be loaded', error);
    }
  },

  async reload() {
    const { documentId } = get();
    if (documentId) await get().load(documentId);
  },

  reset() {
    requests.drop();
    set({ documentId: null, layers: null });
  },
}));
