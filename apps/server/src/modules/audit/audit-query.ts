import type { AuditItem } from '@lexdraft/contract';
import { AUDIT_PAGE_LIMIT_DEFAULT } from '@lexdraft/core';
import { and, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';

/** The filters of the audit log's page and export, as the query string gives them (all optional). */
export type AuditFilters = {
  action?: string;
  actor_id?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
};

const PREFIX_SUFFIX = '.*';

/** `auth.*` matches every action starting `auth.`; LIKE's own wildcards in the prefix match only themselves. */
function actionCondition(action: string): SQL {
  if (!action.endsWith(PREFIX_SUFFIX) || action.length === PREFIX_SUFFIX.length)
    return eq(auditLog.action, action);
  const prefix = action.slice(0, -1).replace(/[\\%_]/g, (character) => `\\${character}`);
  return like(auditLog.action, `${prefix}%`);
}

/** The period the filters name; a start after the end is the caller's mistake (422). */
export function auditPeriod(filters: AuditFilters): { from?: Date; to?: Date } {
  const from = filters.from === undefined ? undefined : new Date(filters.from);
  const to = filters.to === undefined ? undefined : new Date(filters.to);
  if (from && to && from > to)
    throw new HttpError(422, 'The start of the period ("from") is after its end ("to").');
  return { from, to };
}

/** The rows of the caller's firm matching the filters; `from` counts, `to` does not. */
function visibleAuditRows(orgId: string, filters: AuditFilters): SQL | undefined {
  const { from, to } = auditPeriod(filters);
  return and(
    eq(auditLog.orgId, orgId),
    filters.action === undefined ? undefined : actionCondition(filters.action),
    filters.actor_id === undefined ? undefined : eq(auditLog.userId, filters.actor_id),
    filters.target_type === undefined ? undefined : eq(auditLog.targetType, filters.target_type),
    filters.target_id === undefined ? undefined : eq(auditLog.targetId, filters.target_id),
    from ? gte(auditLog.createdAt, from) : undefined,
    to ? lt(auditLog.createdAt, to) : undefined,
  );
}

const auditColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  ipAddress: auditLog.ipAddress,
  userAgent: auditLog.userAgent,
  details: auditLog.details,
  actorId: users.id,
  actorName: users.fullName,
  actorEmail: users.email,
};

type AuditRow = {
  id: number;
  createdAt: Date;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
};

/** The fields of an audit row that leave the server; the actor is null once no user is left. */
function presentAuditRow(row: AuditRow): AuditItem {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor:
      row.actorId === null
        ? null
        : { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' },
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    ip: row.ipAddress,
    user_agent: row.userAgent,
    details: row.details,
  };
}

/** Up to `limit` rows of the firm, newest first, with ids below `before` when given. */
async function auditRows(
  db: Db,
  orgId: string,
  filters: AuditFilters,
  { limit, before }: { limit: number; before?: number },
): Promise<AuditItem[]> {
  const rows = await db
    .select(auditColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(visibleAuditRows(orgId, filters), before === undefined ? undefined : lt(auditLog.id, before)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(presentAuditRow);
}

/**
 * One page of the firm's audit log, newest first. Paging is by id (keyset), so rows written while
 * someone pages come before the first page and never shift the later ones.
 */
export async function listAuditPage(
  db: Db,
  orgId: string,
  query: AuditFilters & { limit?: number; before?: number },
): Promise<{ items: AuditItem[]; next_before: number | null }> {
  const limit = query.limit ?? AUDIT_PAGE_LIMIT_DEFAULT;
  // One row more than asked tells whether another page exists.
  const rows = await auditRows(db, orgId, query, { limit: limit + 1, before: query.before });
  const items = rows.slice(0, limit);
  return { items, next_before: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}

/** Every matching row of the firm, newest first, read `batchSize` at a time so that none are all held. */
export async function* allAuditRows(
  db: Db,
  orgId: string,
  filters: AuditFilters,
  batchSize = 1000,
): AsyncGenerator<AuditItem[]> {
  let before: number | undefined;
  for (;;) {
    const batch = await auditRows(db, orgId, filters, { limit: batchSize, before });
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    before = batch.at(-1)?.id;
  }
}
