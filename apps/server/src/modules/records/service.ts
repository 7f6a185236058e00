import type { RecordKind } from '@lexdraft/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { fillRecordOf } from '../merge-fields/record-fields.js';
import { markStale } from '../provenance/stale.js';
import { auditedFields } from './audit-details.js';
import { RecordInUseError } from './errors.js';
import { RECORD_KIND_CONFIG, toColumns } from './kinds.js';
import { nameColumns } from './names.js';

// The firm's entities, persons and contacts: every query is scoped to the caller's organization,
// and another firm's record is "not found". Each write is one transaction with its audit row.

type Input = Record<string, unknown>;
export type RecordRow = Record<string, unknown> & { id: string; createdAt: Date; updatedAt: Date };

/** The one scope of every record query: this record, of the caller's organization. */
const ownRecord = (kind: RecordKind, ctx: ServiceContext, id: string) => {
  const { table } = RECORD_KIND_CONFIG[kind];
  return and(eq(table.id, id), eq(table.orgId, ctx.user.orgId));
};

export async function findRecord(db: Db, ctx: ServiceContext, kind: RecordKind, id: string) {
  const { table, label } = RECORD_KIND_CONFIG[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(ownRecord(kind, ctx, id));
  if (!row) throw new HttpError(404, `${label} not found`);
  return row as RecordRow;
}

export async function listRecords(
  db: Db,
  ctx: ServiceContext,
  kind: RecordKind,
  query: { q: string; limit: number; offset: number },
) {
  const { table, order, search } = RECORD_KIND_CONFIG[kind];
  const where = and(eq(table.orgId, ctx.user.orgId), query.q ? search(query.q) : undefined);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(asc(order), asc(table.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { items: items as RecordRow[], total: total?.value ?? 0 };
}

/** The columns of a new record from its validated fields. */
function newColumns(kind: RecordKind, orgId: string, input: Input) {
  return toColumns({ ...input, ...nameColumns(kind, input), org_id: orgId });
}

/** Inserts validated records in the caller's transaction (POST inserts one, an import many). */
export async function insertRecords(tx: Db, ctx: ServiceContext, kind: RecordKind, inputs: Input[]) {
  const { table } = RECORD_KIND_CONFIG[kind];
  const rows: RecordRow[] = [];
  // Batches keep each statement under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < inputs.length; start += 1000) {
    const values = inputs.slice(start, start + 1000).map((input) => newColumns(kind, ctx.user.orgId, input));
    rows.push(
      ...((await tx
        .insert(table)
        .values(values as never)
        .returning()) as RecordRow[]),
    );
  }
  return rows;
}

export async function createRecord(db: Db, ctx: ServiceContext, kind: RecordKind, input: Input) {
  const { noun } = RECORD_KIND_CONFIG[kind];
  return db.transaction(async (tx) => {
    const [row] = await insertRecords(tx, ctx, kind, [input]);
    await audit(tx, ctx, kind, `${noun}.created`, row!.id, { fields: auditedFields(input) });
    return row!;
  });
}

/** Changes only the fields sent; updated_at moves even when a value is sent unchanged. */
export async function updateRecord(db: Db, ctx: ServiceContext, kind: RecordKind, id: string, input: Input) {
  const { table, noun } = RECORD_KIND_CONFIG[kind];
  return db.transaction(async (tx) => {
    const current = await findRecord(tx, ctx, kind, id);
    const names = nameColumns(kind, input, current as never);
    const columns = toColumns({ ...input, ...names, updated_at: new Date() });
    const [row] = await tx
      .update(table)
      .set(columns as never)
      .where(ownRecord(kind, ctx, id))
      .returning();
    await audit(tx, ctx, kind, `${noun}.updated`, id, { fields: auditedFields(input) });
    // The documents' values it filled are stale where its new value differs (docs/field-trust.md).
    await markStale(tx, ctx, fillRecordOf(noun, row as never));
    return row as RecordRow;
  });
}

/** How many documents link the record. */
async function documentsUsing(db: Db, kind: RecordKind, id: string): Promise<number> {
  const { links } = RECORD_KIND_CONFIG[kind];
  const [row] = await db.select({ value: count() }).from(links).where(eq(links.targetId, id));
  return row?.value ?? 0;
}

/**
 * Deletes a record no document uses, or with `force` one that documents use: their links go (the
 * foreign keys cascade), their stored values stay. An entity's owner and contact rows go with it;
 * the persons and contacts themselves stay.
 */
export async function deleteRecord(
  db: Db,
  ctx: ServiceContext,
  kind: RecordKind,
  id: string,
  force: boolean,
) {
  const { table, noun } = RECORD_KIND_CONFIG[kind];
  await db.transaction(async (tx) => {
    await findRecord(tx, ctx, kind, id);
    const documentsCount = await documentsUsing(tx, kind, id);
    if (documentsCount > 0 && !force) throw new RecordInUseError(documentsCount);
    await tx.delete(table).where(ownRecord(kind, ctx, id));
    await audit(tx, ctx, kind, `${noun}.deleted`, id, { force, documents_count: documentsCount });
  });
}

/** One audit row about a record of the kind. */
export function audit(
  tx: Db,
  ctx: ServiceContext,
  kind: RecordKind,
  action: string,
  targetId: string | undefined,
  details: Record<string, unknown>,
) {
  return writeAudit(tx, ctx.meta, {
    orgId: ctx.user.orgId,
    userId: ctx.user.id,
    action,
    targetType: RECORD_KIND_CONFIG[kind].noun,
    targetId,
    details,
  });
}
