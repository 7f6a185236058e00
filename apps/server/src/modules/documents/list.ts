import type { FilterOptionsQuery, ListDocumentsQuery } from '@lexdraft/contract';
import type { IntakeStatus } from '@lexdraft/core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';
import { LINK_KINDS, type LinkKind, loadLinks } from './links.js';
import { presentDocumentSummary } from './presenter.js';
import { visibleDocuments } from './scope.js';
import { staleValuesCount } from './stale-count.js';

// Reading lists of documents, and the records their filters offer.

type LinkFilters = Record<LinkKind, string[]>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A document links at least one of the ids (no condition when there are none). */
function linksAny(kind: LinkKind, ids: string[]): SQL | undefined {
  if (ids.length === 0) return undefined;
  const { table } = LINK_KINDS[kind];
  return exists(
    sql`(select 1 from ${table} where ${table.documentId} = ${documents.id} and ${inArray(table.targetId, ids)})`,
  );
}

function matching(
  ctx: ServiceContext,
  links: LinkFilters,
  isTemplate: boolean | undefined,
  except?: LinkKind,
) {
  return and(
    visibleDocuments(ctx),
    isTemplate === undefined ? undefined : eq(documents.isTemplate, isTemplate),
    ...(Object.keys(LINK_KINDS) as LinkKind[])
      .filter((kind) => kind !== except)
      .map((kind) => linksAny(kind, links[kind])),
  );
}

const linkFilters = (query: {
  entity_id: string[];
  owner_id: string[];
  contact_id: string[];
}): LinkFilters => ({
  entities: query.entity_id,
  owners: query.owner_id,
  contacts: query.contact_id,
});

/**
 * The status of the document's latest intake request (modules/intake), null without one: an open
 * request past its expiry by the database's clock reads `expired`, as the intake routes answer it.
 * Written out with an alias: Drizzle names a one-table select's columns without their table, and
 * "id" inside the subquery would then be the intake request's.
 */
const latestIntakeStatus = () =>
  sql<IntakeStatus | null>`(select case when ir.status in ('sent', 'in_progress') and ir.expires_at <= now() then 'expired' else ir.status end from intake_requests ir where ir.document_id = "documents"."id" and ir.org_id = "documents"."org_id" order by ir.created_at desc, ir.id desc limit 1)`;

/** One page of the organization's documents matching the query. */
export async function listDocuments(db: Db, ctx: ServiceContext, query: ListDocumentsQuery) {
  const where = and(
    matching(ctx, linkFilters(query), query.is_template),
    query.q ? ilike(documents.name, `%${escapeLike(query.q)}%`) : undefined,
  );
  const order = query.sort === 'updated_asc' ? asc(documents.updatedAt) : desc(documents.updatedAt);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        ...getTableColumns(documents),
        staleValuesCount: staleValuesCount(),
        intakeStatus: latestIntakeStatus(),
      })
      .from(documents)
      .where(where)
      .orderBy(order, asc(documents.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  const links = await loadLinks(
    db,
    rows.map((row) => row.id),
  );
  return {
    documents: rows.map((row) =>
      presentDocumentSummary(row, links.get(row.id)!, row.staleValuesCount, row.intakeStatus),
    ),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * The entities, owners and contacts to filter by. With no filter, all of the organization's. With
 * filters, each list holds the records linked to documents matching the other filters, plus the
 * records already chosen, so that a choice never narrows its own list.
 */
export async function filterOptions(db: Db, ctx: ServiceContext, query: FilterOptionsQuery) {
  const links = linkFilters(query);
  const filtered = query.document_type !== undefined || Object.values(links).some((ids) => ids.length > 0);
  const isTemplate = query.document_type === undefined ? undefined : query.document_type === 'template';
  const options = async (kind: LinkKind) => {
    const { table, records, label } = LINK_KINDS[kind];
    const linkedToMatches = exists(
      db
        .select({ one: sql`1` })
        .from(table)
        .innerJoin(documents, eq(documents.id, table.documentId))
        .where(and(eq(table.targetId, records.id), matching(ctx, links, isTemplate, kind))),
    );
    const chosen = links[kind].length > 0 ? inArray(records.id, links[kind]) : undefined;
    const rows = await db
      .select({ value: records.id, label })
      .from(records)
      .where(and(eq(records.orgId, ctx.user.orgId), filtered ? or(linkedToMatches, chosen) : undefined))
      .orderBy(asc(label));
    return rows;
  };
  const [entities, owners, contacts] = await Promise.all([
    options('entities'),
    options('owners'),
    options('contacts'),
  ]);
  return { entities, owners, contacts };
}
