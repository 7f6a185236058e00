import { ApiError } from '@/api';
import type * as fieldTrustApi from '@/api/field-trust';
import { useDocumentStore } from '@/documents/document-store';
import { toast } from '@/lib/toast';
import { useProvenanceStore } from '../provenance-store';
import { useValueLayersStore } from '../value-layers-store';
import type { Saves } from './saves';
import type { StoreAccess } from './state';

// A fill's call, counted as a save; a failure is reported and answers nothing written.
export const fillThroughServer = async (
  { get }: StoreAccess,
  { requests, track, applySaved }: Saves,
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
      // A fill from a record linked it (issue 29): Document Info names it, the record layer reads it.
      if (answer.links) {
        useDocumentStore.getState().setLinks(documentId, answer.links);
        void useValueLayersStore.getState().reload();
      }
    } catch (error) {
      if (current()) toast.error(error instanceof ApiError ? error.message : failure);
    }
  });
  return result.filled;
};
