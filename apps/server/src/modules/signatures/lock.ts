import { conflict } from '../../lib/errors.js';
import type { Jobs } from '../../lib/jobs.js';
import type { SignatureLock } from '../documents/signature-lock.js';
import { refuseWhenSigned } from '../documents/signed-document.js';
import { openRequest } from './requests.js';
import { voidOpenRequest } from './sender/void.js';

export const SIGNATURE_LOCKED = 'This document is out for signature. Void the request to edit it.';
/** The reason recorded when a save voids the request (`void_signature_request: true`). */
export const EDITED_BY_SENDER = 'Edited by the sender';

/** The lock the documents module's content writes ask (documents/signature-lock.ts). */
export function signatureLock(jobs: Jobs): SignatureLock {
  return async (tx, ctx, documentId, { voidRequest }) => {
    // Signed: nothing to void, and the text must stay the signed one.
    await refuseWhenSigned(tx, documentId);
    const open = await openRequest(tx, ctx, documentId, { lock: true });
    if (!open) return;
    if (!voidRequest) throw conflict(SIGNATURE_LOCKED);
    await voidOpenRequest(tx, jobs, ctx, open, EDITED_BY_SENDER);
  };
}
