import type { Db } from '../../../db/client.js';
import { HttpError } from '../../../lib/errors.js';
import type { ServiceContext } from '../../auth/context.js';
import { findDocument } from '../../documents/scope.js';
import { presentSignatureStatus } from '../presenter.js';
import { latestRequest } from '../requests.js';
import { NEVER_SENT } from './messages.js';

/** The document's latest request as the status screen shows it. */
export async function getSignatureStatus(db: Db, ctx: ServiceContext, documentId: string) {
  await findDocument(db, ctx, documentId);
  const request = await latestRequest(db, ctx, documentId);
  if (!request) throw new HttpError(404, NEVER_SENT);
  return presentSignatureStatus(db, ctx, request);
}
