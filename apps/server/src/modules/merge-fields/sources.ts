import { sourceFields } from '@lexdraft/core';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { contacts, entities } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { type FieldMasker, masksFor, maskValues, sensitiveMasker } from '../../lib/sensitive-masking.js';
import type { ServiceContext } from '../auth/context.js';
import { contactValues, entityValues } from './record-values.js';

// The firm's contacts and entities that can fill a document's fields, searched by substring.
// Each condition has the exact shape of a trigram index of the migration (lower(column), or the
// EIN without its dash), so that PostgreSQL answers from the index on large tables.

/** The most sources one search answers. */
export const SOURCES_LIMIT = 50;

/** The text as a LIKE pattern matching it anywhere: its own %, _ and \ are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** lower(column) LIKE '%query%', lowered by PostgreSQL as the index expression is. */
const lowerContains = (column: AnyPgColumn, query: string) =>
  sql`lower(${column}) like lower(${containsPattern(query)})`;

/** The contacts query, unrun: the search runs it, and a test reads its plan. */
export function contactSearch(db: Db, ctx: ServiceContext, query: string) {
  return db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.orgId, ctx.user.orgId),
        query ? or(lowerContains(contacts.fullName, query), lowerContains(contacts.email, query)) : undefined,
      ),
    )
    .orderBy(asc(contacts.fullName), asc(contacts.id))
    .limit(SOURCES_LIMIT);
}

async function searchContacts(db: Db, ctx: ServiceContext, query: string, mask: FieldMasker) {
  const rows = await contactSearch(db, ctx, query);
  return rows.map((row) => ({
    id: row.id,
    type: 'contact' as const,
    name: row.fullName,
    email: row.email,
    fields: maskValues(mask, sourceFields('contact', contactValues(row))),
  }));
}

/** The entities query, unrun: the search runs it, and a test reads its plan. */
export function entitySearch(db: Db, ctx: ServiceContext, query: string) {
  // 123456789 and 12-3456789 both find the EIN 12-3456789: dashes are left out on both sides.
  const digits = query.replaceAll('-', '');
  return db
    .select()
    .from(entities)
    .where(
      and(
        eq(entities.orgId, ctx.user.orgId),
        query
          ? or(
              lowerContains(entities.name, query),
              lowerContains(entities.legalName, query),
              // Not for a viewer, who sees EINs masked: a search must not confirm a guessed EIN.
              digits && !masksFor(ctx)
                ? sql`replace(${entities.ein}, '-', '') like ${containsPattern(digits)}`
                : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(asc(entities.name), asc(entities.id))
    .limit(SOURCES_LIMIT);
}

async function searchEntities(db: Db, ctx: ServiceContext, query: string, mask: FieldMasker) {
  const rows = await entitySearch(db, ctx, query);
  return rows.map((row) => ({
    id: row.id,
    type: 'entity' as const,
    name: row.name,
    ein: row.ein === null ? null : mask('entity.ein', row.ein),
    fields: maskValues(mask, sourceFields('entity', entityValues(row))),
  }));
}

/** Contacts (by name or email) or entities (by name, legal name or EIN) of the caller's organization. */
export async function searchSources(db: Db, ctx: ServiceContext, type: string, query: string) {
  if (type !== 'contact' && type !== 'entity') {
    throw new HttpError(404, 'Unknown source type: use contact or entity');
  }
  // A viewer receives sensitive values masked (docs/field-trust.md).
  const mask = await sensitiveMasker(db, ctx);
  if (type === 'contact') return searchContacts(db, ctx, query, mask);
  return searchEntities(db, ctx, query, mask);
}
