import type { RecordValues } from '@lexdraft/core';
import type { contacts, entities, persons } from '../../db/schema.js';

// Rows of the firm's records as core's field rules read them: values by snake-case column, with
// empty text left out so that it never fills a field with nothing.

const text = (value: string | null | undefined) => (value ? value : null);

export function contactValues(row: typeof contacts.$inferSelect): RecordValues {
  return {
    first_name: text(row.firstName),
    last_name: text(row.lastName),
    full_name: text(row.fullName),
    email: text(row.email),
    phone: text(row.phone),
    company: text(row.company),
    title: text(row.title),
    address: text(row.address),
  };
}

export function entityValues(row: typeof entities.$inferSelect): RecordValues {
  return {
    name: text(row.name),
    legal_name: text(row.legalName),
    ein: text(row.ein),
    entity_type: text(row.entityType),
    state_of_formation: text(row.stateOfFormation),
    date_of_formation: text(row.dateOfFormation),
    entity_address: text(row.address),
    email: text(row.email),
    phone: text(row.phone),
  };
}

/** A person's values; `withSsn` false for owner fields, which the model does not give an SSN. */
export function personValues(row: typeof persons.$inferSelect, withSsn = true): RecordValues {
  return {
    first_name: text(row.firstName),
    last_name: text(row.lastName),
    full_name: text(row.fullName),
    primary_email: text(row.primaryEmail),
    mobile_phone: text(row.mobilePhone),
    date_of_birth: text(row.dateOfBirth),
    ...(withSsn ? { ssn_last_4: text(row.ssnLast4) } : {}),
    address: text(row.address),
  };
}
