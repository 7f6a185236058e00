import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import type { RequestMeta } from './request-meta.js';

export type AuditEntry = {
  orgId: string | null;
  userId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
};

/** Writes one audit row, in the caller's transaction when it passes one. */
export async function writeAudit(db: Db, meta: RequestMeta, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    orgId: entry.orgId,
    userId: entry.userId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
    ipAddress: meta.ip,
    userAgent: meta.userAgent,
  });
}
