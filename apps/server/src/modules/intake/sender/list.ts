import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import type { IntakeDeps } from '../deps.js';
import { presentIntakeRequest } from '../presenter.js';
import { documentRequests } from '../scope.js';

/** `GET /docs/documents/{id}/intake`: the document's requests, newest first. */
export async function listIntakeRequests(deps: IntakeDeps, ctx: ServiceContext, documentId: string) {
  // Another firm's document, or none, is a 404 rather than an empty list.
  await findDocument(deps.db, ctx, documentId);
  const rows = await documentRequests(deps.db, ctx, documentId);
  const now = deps.now();
  return {
    requests: rows.map(({ row, creatorName }) =>
      presentIntakeRequest(
        row,
        row.createdBy && creatorName ? { id: row.createdBy, name: creatorName } : null,
        now,
      ),
    ),
  };
}
