import type {
  SendForSignatureBody,
  SignatureEvent,
  SignatureRecipient,
  SignatureStatus,
} from '@lexdraft/contract';
import { ApiError } from './api-error';
import { type ApiCallOptions, api, type DownloadedFile, downloadFile } from './client';

// The sender's calls of issue 14 (docs/signing.md): send, status, remind, void and the signed PDF.
// The shapes are the server's contract (@lexdraft/contract), imported as types only.

export type { SendForSignatureBody, SignatureEvent, SignatureRecipient, SignatureStatus };

/** Spec section 8's default for a send that fails without a message of its own. */
export const SEND_FAILED = 'Failed to send for signature';

const path = (id: string) => `/docs/documents/${encodeURIComponent(id)}`;

/**
 * Sends the document's current saved version for signature; answers the new request. Rejects with
 * an ApiError: 422 naming the problem (with `unresolved_fields` while merge fields have no value,
 * see unresolvedFieldsOf in ./export), 409 while another request is open.
 */
export function sendForSignature(id: string, body: SendForSignatureBody) {
  return api.post<SignatureStatus>(`${path(id)}/send`, body, { fallbackMessage: SEND_FAILED });
}

/** The document's latest request, or null when it was never sent (the server's 404). */
export async function getSignatureStatus(
  id: string,
  options?: ApiCallOptions,
): Promise<SignatureStatus | null> {
  try {
    return await api.get<SignatureStatus>(`${path(id)}/signature-status`, {
      fallbackMessage: 'Failed to load signature status',
      ...options,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Voids the open request and tells its recipients why; answers the request as it now is. */
export function voidSignatureRequest(id: string, reason: string) {
  return api.post<SignatureStatus>(
    `${path(id)}/signature/void`,
    { reason },
    { fallbackMessage: 'Failed to void the signature request' },
  );
}

/** Emails the signers who have not signed yet again; answers the request as it now is. */
export function remindSigners(id: string) {
  return api.post<SignatureStatus>(`${path(id)}/signature/remind`, undefined, {
    fallbackMessage: 'Failed to send reminders',
  });
}

/** The sealed PDF of a completed request, with the name the server gives it. */
export function downloadSignedPdf(id: string): Promise<DownloadedFile> {
  return downloadFile(`${path(id)}/signed-pdf`, { fallbackMessage: 'Failed to download the signed PDF' });
}
