import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signatureEvents, signatureRecipients, signatureRequests } from '../../db/schema.js';
import type { Jobs } from '../../lib/jobs.js';
import { SIGNED_COPY } from './jobs/mails.js';

// At start-up, the seal and the delivery of the sealed PDF are queued again for every request they
// have not finished: an instance that died mid-way leaves its job active until pg-boss expires it,
// and the sender is waiting. Both jobs are idempotent (jobs/seal.ts, jobs/deliver.ts), so a job queued twice, or
// beside one still running elsewhere, does nothing twice.

/** How far back an unfinished delivery is taken up again; older ones were refused, not lost. */
const DELIVERY_LOOKBACK = sql`interval '1 day'`;

/** Queues the seal of each request left sealing and the delivery of each recent one not delivered. */
export async function resumeSigningJobs(
  db: Db,
  jobs: Jobs,
): Promise<{ sealing: string[]; delivering: string[] }> {
  const sealing = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.status, 'completed'), isNull(signatureRequests.signedPdfKey)));
  // Delivered: each recipient has the `emailed` event of their copy.
  const delivered = sql`(select count(*) from ${signatureEvents} where ${signatureEvents.requestId} = ${signatureRequests.id} and ${signatureEvents.type} = 'emailed' and ${signatureEvents.detail} = ${SIGNED_COPY}) >= (select count(*) from ${signatureRecipients} where ${signatureRecipients.requestId} = ${signatureRequests.id})`;
  const delivering = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.status, 'completed'),
        isNotNull(signatureRequests.signedPdfKey),
        gt(signatureRequests.completedAt, sql`now() - ${DELIVERY_LOOKBACK}`),
        sql`not ${delivered}`,
      ),
    );
  for (const { id } of sealing) await jobs.enqueue('signature.seal', { requestId: id });
  for (const { id } of delivering) await jobs.enqueue('signature.deliver', { requestId: id });
  return { sealing: sealing.map(({ id }) => id), delivering: delivering.map(({ id }) => id) };
}
