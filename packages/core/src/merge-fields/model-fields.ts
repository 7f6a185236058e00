import type { MergeFieldDefinition, MergeFieldType } from './definitions.js';
import { CONTACT_SOURCE_PREFIXES, ENTITY_SOURCE_PREFIXES } from './grammar.js';

// The fields the data model fills (person, entity, contact, owner), and how a record fills them.

/** The kinds of record whose columns are merge fields. */
export type ModelRecordKind = 'person' | 'entity' | 'contact' | 'owner';

type ModelColumn = { name: string; label: string; type?: MergeFieldType };

const PERSON_COLUMNS: ModelColumn[] = [
  { name: 'first_name', label: 'First Name' },
  { name: 'last_name', label: 'Last Name' },
  { name: 'full_name', label: 'Full Name' },
  { name: 'primary_email', label: 'Primary Email', type: 'email' },
  { name: 'mobile_phone', label: 'Mobile Phone', type: 'phone' },
  { name: 'date_of_birth', label: 'Date of Birth', type: 'date' },
  { name: 'ssn_last_4', label: 'SSN (Last 4)' },
  { name: 'address', label: 'Address' },
];

const COLUMNS: Record<ModelRecordKind, ModelColumn[]> = {
  person: PERSON_COLUMNS,
  entity: [
    { name: 'name', label: 'Entity Name' },
    { name: 'legal_name', label: 'Legal Name' },
    { name: 'ein', label: 'EIN' },
    { name: 'entity_type', label: 'Entity Type' },
    { name: 'state_of_formation', label: 'State of Formation' },
    { name: 'date_of_formation', label: 'Date of Formation', type: 'date' },
    { name: 'entity_address', label: 'Entity Address' },
    { name: 'email', label: 'Entity Email', type: 'email' },
    { name: 'phone', label: 'Entity Phone', type: 'phone' },
  ],
  contact: [
    { name: 'first_name', label: 'Contact First Name' },
    { name: 'last_name', label: 'Contact Last Name' },
    { name: 'full_name', label: 'Contact Full Name' },
    { name: 'email', label: 'Contact Email', type: 'email' },
    { name: 'phone', label: 'Contact Phone', type: 'phone' },
    { name: 'company', label: 'Contact Company' },
    { name: 'title', label: 'Contact Title' },
    { name: 'address', label: 'Contact Address' },
  ],
  owner: [
    ...PERSON_COLUMNS.filter((column) => column.name !== 'ssn_last_4').map((column) => ({
      ...column,
      label: `Owner ${column.label}`,
    })),
    { name: 'title', label: 'Owner Title' },
    { name: 'ownership_percentage', label: 'Ownership Percentage' },
  ],
};

const CATEGORY: Record<ModelRecordKind, string> = {
  person: 'Person',
  entity: 'Entity',
  contact: 'Contact',
  owner: 'Owner',
};

/** Every field the data model fills, person fields first, then entity, contact and owner fields. */
export const MODEL_MERGE_FIELDS: readonly MergeFieldDefinition[] = (
  Object.keys(COLUMNS) as ModelRecordKind[]
).flatMap((kind) =>
  COLUMNS[kind].map((column) => ({
    id: `${kind}.${column.name}`,
    label: column.label,
    category: CATEGORY[kind],
    type: column.type ?? 'text',
  })),
);

/** A record's values by column name (snake case); null or missing columns are left out. */
export type RecordValues = Record<string, string | number | null | undefined>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? undefined : String(value);

/** The values a record gives to fields, keyed `{prefix}{column}`, for each of the prefixes. */
function prefixed(prefixes: readonly string[], values: RecordValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [column, value] of Object.entries(values)) {
    const shown = text(value);
    if (shown === undefined) continue;
    for (const prefix of prefixes) fields[`${prefix}${column}`] = shown;
  }
  return fields;
}

/**
 * The fields map of an external source (spec section 3): the merge-field ids a contact or an entity
 * fills. A contact fills `contact.`, `client.` and `trustee.` fields and, as a person, `person.` ones;
 * an entity fills `entity.` and `trust.` fields.
 */
export function sourceFields(type: 'contact' | 'entity', values: RecordValues): Record<string, string> {
  if (type === 'entity') {
    return prefixed(ENTITY_SOURCE_PREFIXES, {
      ...values,
      entity_address: values.entity_address ?? values.address,
    });
  }
  return {
    ...prefixed(['person.'], {
      first_name: values.first_name,
      last_name: values.last_name,
      full_name: values.full_name,
      primary_email: values.email,
      mobile_phone: values.phone,
      address: values.address,
    }),
    ...prefixed(CONTACT_SOURCE_PREFIXES, values),
  };
}

/** The values a person fills as `person.` fields, or, for an entity's owner, as `owner.` fields. */
export function personFields(prefix: 'person.' | 'owner.', values: RecordValues): Record<string, string> {
  return prefixed([prefix], values);
}

/** The last part of a dotted id: `first_name` of `person.first_name`. */
export function fieldColumn(id: string): string {
  return id.slice(id.lastIndexOf('.') + 1);
}

/**
 * The value a source gives a document's field: its own id when the source fills it, else the
 * source's field of the same column (a contact's `contact.email` for a custom `witness.email`).
 */
export function sourceValueFor(
  source: { type: 'contact' | 'entity'; fields: Record<string, string> },
  fieldId: string,
): string | undefined {
  return source.fields[fieldId] ?? source.fields[`${source.type}.${fieldColumn(fieldId)}`];
}
