import { hasPermission } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { authUserColumns } from '../auth/auth-user-columns.js';
import type { ServiceContext } from '../auth/context.js';
import type { BulkJobRow } from './bulk-row.js';

// A bulk job makes its documents as the user who started it: their organization scopes every
// query, and the audit rows name them. They are read again when the job runs, as the auth guard
// reads a caller: someone deactivated, moved out of the firm or no longer allowed to write
// documents since makes nothing more.

/** Where the job's audit rows say they came from: no request, the server itself. */
const JOB_META = { ip: 'server', userAgent: 'bulk generation' };

/** The context the job's rows are made in, or undefined when its creator may no longer make documents. */
export async function jobContext(db: Db, job: BulkJobRow): Promise<ServiceContext | undefined> {
  if (!job.createdBy) return undefined;
  const [user] = await db
    .select(authUserColumns)
    .from(users)
    .where(and(eq(users.id, job.createdBy), eq(users.orgId, job.orgId), eq(users.isActive, true)));
  if (!user) return undefined;
  const authUser = { ...user, sessionId: `bulk-job:${job.id}` };
  if (!hasPermission(authUser, 'docs:write')) return undefined;
  return { user: authUser, meta: JOB_META };
}
