import { create } from 'zustand';
import type { HeaderFooterConfig, Letterhead } from '@/api/layout';

// The open document's header and footer and letterhead as the server last answered them: loaded
// once after the editor shows, replaced by what the Letterhead and Header & Footer Settings save,
// read by the page view. One document at a time; another one's answers are ignored.

export interface DocumentLayoutState {
  documentId: string | null;
  /** Unset until loaded or saved. */
  config?: HeaderFooterConfig;
  /**
   * Unset until loaded or saved (the page view reads the document's own meanwhile). A loaded one
   * may be in an older shape (the document's metadata, the older place): read it with readLetterhead.
   */
  letterhead?: unknown;
  /** True once the load has answered, even if it failed: the page view then shows what there is. */
  settled: boolean;
  /** What a load answered: fills only what no save has set since the load started. */
  loaded: (documentId: string, found: { config?: HeaderFooterConfig; letterhead?: unknown }) => void;
  configSaved: (documentId: string, config: HeaderFooterConfig) => void;
  letterheadSaved: (documentId: string, letterhead: Letterhead | null) => void;
  /** Starts over for a newly opened document. */
  open: (documentId: string) => void;
  /** Forgets the document when its editor closes: the next opening loads afresh. */
  close: (documentId: string) => void;
}

export const useDocumentLayoutStore = create<DocumentLayoutState>()((set) => ({
  documentId: null,
  settled: false,
  open: (documentId) => set({ documentId, config: undefined, letterhead: undefined, settled: false }),
  close: (documentId) =>
    set((state) =>
      state.documentId === documentId
        ? { documentId: null, config: undefined, letterhead: undefined, settled: false }
        : {},
    ),
  loaded: (documentId, found) =>
    set((state) =>
      state.documentId === documentId
        ? {
            config: state.config ?? found.config,
            letterhead: state.letterhead !== undefined ? state.letterhead : found.letterhead,
            settled: true,
          }
        : {},
    ),
  configSaved: (documentId, config) => set((state) => (state.documentId === documentId ? { config } : {})),
  letterheadSaved: (documentId, letterhead) =>
    set((state) => (state.documentId === documentId ? { letterhead } : {})),
}));
