import type { Role } from '@lexdraft/core';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { authUserColumns } from '../auth/auth-user-columns.js';
import type { ServiceContext } from '../auth/context.js';
import { LINK_NOT_VALID } from './messages.js';
import type { IntakeRow } from './status.js';

/**
 * The context a client's acts run in: the request's sender, in the request's organization, so that
 * the document's services (interview, values) see that firm's document and nothing else. When the
 * sender's account was deleted, an admin of the organization stands in (the active ones first).
 * The client's own name and email go on the provenance rows, not this user's.
 */
export async function senderContext(db: Db, request: IntakeRow, meta: RequestMeta): Promise<ServiceContext> {
  const columns = authUserColumns;
  const [sender] = request.createdBy
    ? await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, request.createdBy), eq(users.orgId, request.orgId)))
    : [];
  const [admin] = sender
    ? [sender]
    : await db
        .select(columns)
        .from(users)
        .where(and(eq(users.orgId, request.orgId), eq(users.role, 'admin')))
        .orderBy(desc(users.isActive), asc(users.createdAt))
        .limit(1);
  if (!admin) throw new HttpError(404, LINK_NOT_VALID);
  return {
    user: { ...admin, role: admin.role as Role, sessionId: `intake:${request.id}` },
    meta,
  };
}
