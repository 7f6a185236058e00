import { DOC_STATUS_COMPLETED, DOC_STATUS_SENT } from '@lexdraft/core';
import { useEffect } from 'react';
import type { DocumentRecord } from '@/api/documents';
import { isLockedForSignature, isSignedDocument, requestFor, useSignatureStore } from './signature-store';

/** How often a request being sealed is read again. */
export const SEALING_POLL_MS = 3000;

/**
 * Whether the open document is held to the version out for signature (issue 14: read-only while a
 * request is open), or is signed (issue 28: read-only for good), and that request. A document the
 * server marks Sent or Completed has its request read at once, so that the banner can say how far
 * it has got (or when it was signed) and a request that ended unlocks it.
 */
export function useSignatureLock(document: DocumentRecord) {
  const applies = !document.is_template;
  const { id, doc_status: docStatus } = document;
  const locked = useSignatureStore((state) => applies && isLockedForSignature(state, id, docStatus));
  const signed = useSignatureStore((state) => applies && isSignedDocument(state, id, docStatus));
  const request = useSignatureStore((state) => requestFor(state, id));
  const load = useSignatureStore((state) => state.load);
  const needsRequest = applies && (docStatus === DOC_STATUS_SENT || docStatus === DOC_STATUS_COMPLETED);
  useEffect(() => {
    // Just sent from this screen: the store already holds what the send answered.
    if (needsRequest && requestFor(useSignatureStore.getState(), id) === undefined) void load(id);
  }, [needsRequest, load, id]);
  // Every signer signed and the PDF is being sealed (seconds): read again until it is stored, so
  // that "Sealing…" turns into Download signed PDF in the banner and the Signatures tab.
  const sealing = request?.status === 'sealing';
  useEffect(() => {
    if (!sealing) return;
    const timer = window.setInterval(() => void load(id), SEALING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [sealing, load, id]);
  return { locked, signed, request };
}
