import { DOC_STATUS_SENT } from '@lexdraft/core';
import { useEffect } from 'react';
import type { DocumentRecord } from '@/api/documents';
import { isLockedForSignature, requestFor, useSignatureStore } from './signature-store';

/**
 * Whether the open document is held to the version out for signature (issue 14: read-only while a
 * request is open), and that request. A document the server marks Sent has its request read at
 * once, so that the banner can say how far it has got and a request that ended unlocks it.
 */
export function useSignatureLock(document: DocumentRecord) {
  const applies = !document.is_template;
  const { id, doc_status: docStatus } = document;
  const locked = useSignatureStore((state) => applies && isLockedForSignature(state, id, docStatus));
  const request = useSignatureStore((state) => requestFor(state, id));
  const load = useSignatureStore((state) => state.load);
  const sent = applies && docStatus === DOC_STATUS_SENT;
  useEffect(() => {
    // Just sent from this screen: the store already holds what the send answered.
    if (sent && requestFor(useSignatureStore.getState(), id) === undefined) void load(id);
  }, [sent, load, id]);
  return { locked, request };
}
