import type { FillRecordType } from '@lexdraft/contract';
import { fieldColumn, personFields, type RecordValues, sourceFields, sourceValueFor } from '@lexdraft/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contacts, entities, persons } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { ServiceContext } from '../auth/context.js';
import { contactValues, entityValues, personValues } from './record-values.js';

// Which value of a record fills a field, by the record value's name (record_field of a provenance
// row): the name a record's change is compared by when it marks the values it filled as stale.

/** A record of the firm as a fill reads it. */
export type FillRecord = {
  type: FillRecordType;
  id: string;
  name: string;
  updatedAt: Date;
  values: RecordValues;
};

const TABLES = { entity: entities, person: persons, contact: contacts } as const;

/** A record of the firm's records, as core's field rules read it. */
export function fillRecordOf(type: FillRecordType, row: Record<string, unknown>): FillRecord {
  const base = { type, id: row.id as string, updatedAt: row.updatedAt as Date };
  if (type === 'entity') {
    const entity = row as typeof entities.$inferSelect;
    return { ...base, name: entity.name, values: entityValues(entity) };
  }
  if (type === 'person') {
    const person = row as typeof persons.$inferSelect;
    return { ...base, name: person.fullName, values: personValues(person) };
  }
  const contact = row as typeof contacts.$inferSelect;
  return { ...base, name: contact.fullName, values: contactValues(contact) };
}

/** The record of the caller's firm, or undefined for an unknown id or another firm's. */
export async function findFillRecord(
  db: Db,
  ctx: ServiceContext,
  type: FillRecordType,
  id: string,
): Promise<FillRecord | undefined> {
  const table = TABLES[type];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.orgId, ctx.user.orgId), eq(table.id, id)));
  return row ? fillRecordOf(type, row) : undefined;
}

/** As generate's unknown entity: nothing about other firms' records. */
export async function loadFillRecord(db: Db, ctx: ServiceContext, type: FillRecordType, id: string) {
  const record = await findFillRecord(db, ctx, type, id);
  if (!record) throw new HttpError(422, 'Invalid request: record_id: unknown record');
  return record;
}

// A contact fills person. fields as a person: its email and phone by the person's names.
const CONTACT_AS_PERSON: Record<string, string> = { primary_email: 'email', mobile_phone: 'phone' };

/** The name of the record's value that fills the field (record_field). */
export function recordFieldFor(type: FillRecordType, fieldId: string): string {
  const column = fieldColumn(fieldId);
  if (type === 'contact' && fieldId.startsWith('person.')) return CONTACT_AS_PERSON[column] ?? column;
  return column;
}

/** The record's value for a field, as the sources API fills it; undefined when it has none. */
export function recordValueFor(record: FillRecord, fieldId: string): string | undefined {
  if (record.type === 'person') {
    const fields = {
      ...personFields('owner.', { ...record.values, ssn_last_4: null }),
      ...personFields('person.', record.values),
    };
    return fields[fieldId] ?? fields[`person.${fieldColumn(fieldId)}`];
  }
  return sourceValueFor({ type: record.type, fields: sourceFields(record.type, record.values) }, fieldId);
}

/** The record's value now for a record_field, as a provenance row keeps it; null when blank. */
export function currentRecordValue(record: FillRecord, recordField: string): string | null {
  const value = record.values[recordField];
  return value === null || value === undefined ? null : String(value);
}
