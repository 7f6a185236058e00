import {
  RECORD_ADDRESS_MAX_LENGTH,
  RECORD_FIELDS,
  RECORD_TEXT_MAX_LENGTH,
  type RecordKind,
} from '@lexdraft/contract';
import type { RecordItem } from '@/api/records';

// What the Records screen knows of each kind: its tab in the URL, its words, its form's fields
// and the columns its list shows. Field names are the contract's (RECORD_FIELDS), so the form, the
// CSV header note and the server's 422s all speak of the same fields.

/** The tabs, as `/records?tab=` names them. */
export const RECORD_TABS = ['entities', 'contacts', 'people'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

export type FieldInput = 'text' | 'email' | 'date' | 'tel' | 'address';

export interface RecordFieldSpec {
  name: string;
  label: string;
  input: FieldInput;
  required?: boolean;
  placeholder?: string;
  /** A hint under the field (formats the server checks). */
  hint?: string;
}

export interface RecordKindSpec {
  tab: RecordTab;
  kind: RecordKind;
  /** "Entities", "entity". */
  plural: string;
  singular: string;
  fields: RecordFieldSpec[];
  /** The line under a record's name in the list. */
  details: (record: RecordItem) => string[];
}

const label = (name: string) =>
  ({
    ein: 'EIN',
    ssn_last_4: 'SSN (last 4)',
    primary_email: 'Email',
    mobile_phone: 'Mobile phone',
  })[name] ?? `${name.charAt(0).toUpperCase()}${name.slice(1).replaceAll('_', ' ')}`;

const INPUTS: Record<string, Partial<RecordFieldSpec>> = {
  email: { input: 'email', placeholder: 'name@example.com' },
  primary_email: { input: 'email', placeholder: 'name@example.com' },
  phone: { input: 'tel' },
  mobile_phone: { input: 'tel' },
  address: { input: 'address' },
  ein: { placeholder: '12-3456789' },
  ssn_last_4: { placeholder: '6789', hint: 'The last four digits only.' },
  date_of_formation: { input: 'date' },
  date_of_birth: { input: 'date' },
  full_name: { hint: 'Left blank, it is the first and last name.' },
};

function fieldsOf(kind: RecordKind, required: string[]): RecordFieldSpec[] {
  return RECORD_FIELDS[kind].map((name) => ({
    name,
    label: label(name),
    input: 'text',
    required: required.includes(name),
    ...INPUTS[name],
  }));
}

const text = (record: RecordItem, name: string): string | null => {
  const value = (record as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
};
const present = (...values: (string | null)[]) => values.filter((value): value is string => value !== null);

export const RECORD_KIND_SPECS: Record<RecordTab, RecordKindSpec> = {
  entities: {
    tab: 'entities',
    kind: 'entities',
    plural: 'Entities',
    singular: 'entity',
    fields: fieldsOf('entities', ['name']),
    details: (record) => present(text(record, 'entity_type'), text(record, 'ein'), text(record, 'email')),
  },
  contacts: {
    tab: 'contacts',
    kind: 'contacts',
    plural: 'Contacts',
    singular: 'contact',
    fields: fieldsOf('contacts', []),
    details: (record) =>
      present(text(record, 'company'), text(record, 'contact_type'), text(record, 'email')),
  },
  people: {
    tab: 'people',
    kind: 'persons',
    plural: 'People',
    singular: 'person',
    fields: fieldsOf('persons', ['first_name', 'last_name']),
    details: (record) => present(text(record, 'primary_email'), text(record, 'mobile_phone')),
  },
};

/** The most a field takes, as the contract caps it. */
export const maxLengthOf = (field: RecordFieldSpec) =>
  field.input === 'address' ? RECORD_ADDRESS_MAX_LENGTH : RECORD_TEXT_MAX_LENGTH;

/** A record's name as the list shows it: an entity's `name`, a person's or contact's `full_name`. */
export function recordName(record: RecordItem): string {
  return text(record, 'name') ?? text(record, 'full_name') ?? '(no name)';
}

/** A record's value of a field, '' for none: what a form starts with. */
export function fieldValue(record: RecordItem | null, name: string): string {
  return record ? (text(record, name) ?? '') : '';
}

/** The tab the URL names, Entities when it names none or another. */
export function tabFrom(value: string | null): RecordTab {
  return RECORD_TABS.find((tab) => tab === value) ?? 'entities';
}
