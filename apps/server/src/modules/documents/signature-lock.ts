import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../auth/context.js';

// While a document is out for signature its content is locked to the version sent (issue 14). The
// documents module asks through this function, which app.ts takes from modules/signatures, so that
// documents need not import the signing module that is built on top of them.

/**
 * Called in a content-changing write's transaction, with the document's row locked: refuses (409)
 * while a signature request is open, unless `voidRequest`, which voids the request first, in that
 * same transaction.
 */
export type SignatureLock = (
  tx: Db,
  ctx: ServiceContext,
  documentId: string,
  options: { voidRequest: boolean },
) => Promise<void>;
