import {
  DOC_STATUS_COMPLETED,
  DOC_STATUS_SENT,
  DOC_STATUS_VOIDED,
  isOpenSignatureStatus,
} from '@lexdraft/core';
import { create } from 'zustand';
import type { SendForSignatureBody, SignatureStatus } from '@/api/signatures';
import * as signaturesApi from '@/api/signatures';
import { useDocumentStore } from '@/documents/document-store';
import { errorMessage } from '@/lib/error-message';
import { latestRequest } from '@/lib/latest-request';

/** The open document's signature request: its latest one as the server reports it. */
export interface SignatureState {
  /** The document the rest is about; null before the first load. */
  documentId: string | null;
  /** The latest request; null when the document was never sent. Meaningful once `loaded`. */
  request: SignatureStatus | null;
  loaded: boolean;
  isLoading: boolean;
  /** Why the last load failed; null otherwise. */
  error: string | null;
  /** Reads the document's request (again); a failure is kept in `error`, not thrown. */
  load(documentId: string): Promise<void>;
  /** Sends the document; on success it shows Sent in the list and the editor. Rethrows failures. */
  send(documentId: string, body: SendForSignatureBody): Promise<SignatureStatus>;
  /** Voids the open request (the document shows Voided and can be edited again); rethrows failures. */
  voidRequest(documentId: string, reason: string): Promise<SignatureStatus>;
  /** Emails the signers who have not signed yet again; rethrows failures. */
  remind(documentId: string): Promise<SignatureStatus>;
  reset(): void;
}

const LOAD_FAILED = 'Failed to load signature status';

function initialState() {
  return { documentId: null, request: null, loaded: false, isLoading: false, error: null };
}

export const useSignatureStore = create<SignatureState>()((set, get) => {
  // reset() and a load of another document make every answer still on its way stale.
  const requests = latestRequest();
  const loads = latestRequest(requests);

  /** Takes an answer of send, void or remind as the document's latest request. */
  const settle = (documentId: string, request: SignatureStatus, isCurrent: () => boolean) => {
    if (isCurrent() && get().documentId === documentId)
      set({ request, loaded: true, isLoading: false, error: null });
    return request;
  };

  const forDocument = (documentId: string) => {
    if (get().documentId !== documentId) {
      loads.start();
      set({ ...initialState(), documentId });
    }
    return requests.track();
  };

  return {
    ...initialState(),

    load: async (documentId) => {
      forDocument(documentId);
      const current = loads.start();
      set({ isLoading: true, error: null });
      try {
        const request = await signaturesApi.getSignatureStatus(documentId);
        if (current()) set({ request, loaded: true });
      } catch (error) {
        if (current()) set({ error: errorMessage(error, LOAD_FAILED) });
      } finally {
        if (current()) set({ isLoading: false });
      }
    },

    send: async (documentId, body) => {
      const current = forDocument(documentId);
      const request = await signaturesApi.sendForSignature(documentId, body);
      // Spec section 4: after a successful send the document is Sent.
      useDocumentStore.getState().setDocStatus(documentId, DOC_STATUS_SENT);
      return settle(documentId, request, current);
    },

    voidRequest: async (documentId, reason) => {
      const current = forDocument(documentId);
      const request = await signaturesApi.voidSignatureRequest(documentId, reason);
      useDocumentStore.getState().setDocStatus(documentId, DOC_STATUS_VOIDED);
      return settle(documentId, request, current);
    },

    remind: async (documentId) => {
      const current = forDocument(documentId);
      return settle(documentId, await signaturesApi.remindSigners(documentId), current);
    },

    reset: () => {
      requests.drop();
      set(initialState());
    },
  };
});

/** The document's request as loaded, or undefined while it is not known for this document. */
export function requestFor(state: SignatureState, documentId: string): SignatureStatus | null | undefined {
  return state.documentId === documentId && state.loaded ? state.request : undefined;
}

/**
 * True while a request out for signature holds the document to the version sent. Until the
 * request is loaded the document's own status says so (the server sets Sent on sending).
 */
export function isLockedForSignature(state: SignatureState, documentId: string, docStatus: string): boolean {
  const request = requestFor(state, documentId);
  if (request === undefined) return docStatus === DOC_STATUS_SENT;
  return request !== null && isOpenSignatureStatus(request.status);
}

/**
 * True once every signer signed (the request is sealing or completed): the document stays the text
 * that was signed. Until the request is loaded the document's own status says so (Completed).
 */
export function isSignedDocument(state: SignatureState, documentId: string, docStatus: string): boolean {
  const request = requestFor(state, documentId);
  if (request === undefined) return docStatus === DOC_STATUS_COMPLETED;
  return request !== null && (request.status === 'completed' || request.status === 'sealing');
}
