import { eq } from 'drizzle-orm';
import { signatureRequests } from '../../../db/schema.js';
import type { Jobs } from '../../../lib/jobs.js';
import { expireOverdue } from '../requests.js';
import type { SigningJobDeps } from './deps.js';

// Each job may run more than once, and does no harm then.

/** Marks a request expired at its expires_at, if it is still open. */
export function handleExpire(jobs: Jobs, { db }: Pick<SigningJobDeps, 'db'>): void {
  jobs.handle('signature.expire', async ({ requestId }) => {
    await expireOverdue(db, eq(signatureRequests.id, requestId));
  });
}
