import { RECORD_FIELDS, type RecordKind } from '@lexdraft/contract';
import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  contacts,
  documentContacts,
  documentEntities,
  documentOwners,
  entities,
  persons,
} from '../../db/schema.js';
import { containsPattern } from '../merge-fields/sources.js';

// What differs between the firm's three kinds of record: the table, the documents' link table,
// the words that name one, and what a search matches. The services are the same for all three.

/** lower(column) LIKE '%q%': the shape of the trigram indexes of entities and contacts. */
const lowerContains = (column: AnyPgColumn, query: string) =>
  sql`lower(${column}) like lower(${containsPattern(query)})`;

export const RECORD_KIND_CONFIG = {
  entities: {
    table: entities,
    links: documentEntities,
    noun: 'entity',
    label: 'Entity',
    order: entities.name,
    search: (q: string) => or(lowerContains(entities.name, q), lowerContains(entities.legalName, q)),
  },
  persons: {
    table: persons,
    links: documentOwners,
    noun: 'person',
    label: 'Person',
    order: persons.fullName,
    search: (q: string) => or(lowerContains(persons.fullName, q), lowerContains(persons.primaryEmail, q)),
  },
  contacts: {
    table: contacts,
    links: documentContacts,
    noun: 'contact',
    label: 'Contact',
    order: contacts.fullName,
    search: (q: string) => or(lowerContains(contacts.fullName, q), lowerContains(contacts.email, q)),
  },
} as const satisfies Record<
  RecordKind,
  {
    table: unknown;
    links: unknown;
    noun: string;
    label: string;
    order: AnyPgColumn;
    search: (q: string) => SQL | undefined;
  }
>;

/** snake_case field name to the column's camelCase property (ssn_last_4 -> ssnLast4). */
export const columnOf = (field: string) =>
  field.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/** The fields sent (undefined = not sent) as the table's column properties. */
export function toColumns(input: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value !== undefined) columns[columnOf(field)] = value;
  }
  return columns;
}

/** A row as the API answers it: only the kind's fields, id and dates; empty text as null. */
export function presentRecord(kind: RecordKind, row: Record<string, unknown>) {
  const answer: Record<string, unknown> = { id: row.id };
  for (const field of RECORD_FIELDS[kind]) {
    const value = row[columnOf(field)];
    answer[field] = value === '' || value === undefined ? null : value;
  }
  answer.created_at = (row.createdAt as Date).toISOString();
  answer.updated_at = (row.updatedAt as Date).toISOString();
  return answer;
}
