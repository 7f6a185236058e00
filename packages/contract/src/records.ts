import { z } from 'zod';
import { timestamp } from './common.js';

// The HTTP shapes of docs/records-api.md: the firm's entities, persons and contacts. Field names
// are the merge fields' own (entity.ein fills from `ein`). The same create schemas check each row
// of a CSV import, so a row and a form are refused for the same reasons in the same words.

/** Longest name or short text field; addresses may run to several lines. */
export const RECORD_TEXT_MAX_LENGTH = 200;
export const RECORD_ADDRESS_MAX_LENGTH = 1000;

/** A CSV import's limits: its size in bytes and its data rows (the header not counted). */
export const RECORD_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const RECORD_IMPORT_MAX_ROWS = 5000;
/** The multipart form's field that carries the CSV file. */
export const RECORD_IMPORT_FILE_FIELD = 'file';

export const RECORD_KINDS = ['entities', 'persons', 'contacts'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

const tooLong = (max: number) => `must be at most ${max.toLocaleString('en-US')} characters`;
const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);

/** Optional text: trimmed, capped, a blank one stored as null; left out (undefined) means "not sent". */
const optionalText = (max = RECORD_TEXT_MAX_LENGTH) =>
  z.string().trim().max(max, tooLong(max)).nullish().transform(blankToNull);

/** Optional text that, when not blank, must also pass `check` (an email, an EIN, a date). */
const optionalFormatted = (check: z.ZodType<string, string>) =>
  optionalText().pipe(z.union([check, z.null(), z.undefined()]));

/** Required text: trimmed, capped, not blank. */
const requiredText = (max = RECORD_TEXT_MAX_LENGTH) =>
  z.string({ message: 'is required' }).trim().min(1, 'must not be empty').max(max, tooLong(max));

/** A calendar date as YYYY-MM-DD that exists (no 2023-02-29). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const email = z.email({ message: 'must be an email address' });
const ein = z.string().regex(/^\d{2}-\d{7}$/, 'must be an EIN like 12-3456789');
const realDate = z.string().refine(isRealDate, 'must be a real date as YYYY-MM-DD');
const ssnLast4 = z.string().regex(/^\d{4}$/, 'must be 4 digits');

const entityFields = {
  /** What the firm calls it; fills entity.name. */
  name: requiredText(),
  legal_name: optionalText(),
  /** The federal tax id, 12-3456789. */
  ein: optionalFormatted(ein),
  /** LLC, Corporation, Trust... as the firm writes it. */
  entity_type: optionalText(),
  state_of_formation: optionalText(),
  date_of_formation: optionalFormatted(realDate),
  address: optionalText(RECORD_ADDRESS_MAX_LENGTH),
  email: optionalFormatted(email),
  phone: optionalText(),
};

const personFields = {
  first_name: requiredText(),
  last_name: requiredText(),
  /** "First Last" when not given. */
  full_name: optionalText(),
  primary_email: optionalFormatted(email),
  mobile_phone: optionalText(),
  date_of_birth: optionalFormatted(realDate),
  ssn_last_4: optionalFormatted(ssnLast4),
  address: optionalText(RECORD_ADDRESS_MAX_LENGTH),
};

const contactFields = {
  first_name: optionalText(),
  last_name: optionalText(),
  /** Required unless first_name or last_name gives one. */
  full_name: optionalText(),
  email: optionalFormatted(email),
  phone: optionalText(),
  company: optionalText(),
  title: optionalText(),
  /** The firm's own word for the contact: accountant, banker, trustee... */
  contact_type: optionalText(),
  address: optionalText(RECORD_ADDRESS_MAX_LENGTH),
};

const CONTACT_NAME_RULE = 'is required: give full_name, or first_name or last_name';

export const createEntityBody = z.strictObject(entityFields);
export const updateEntityBody = z.strictObject({ ...entityFields, name: requiredText().optional() });
export const createPersonBody = z.strictObject(personFields);
export const updatePersonBody = z.strictObject({
  ...personFields,
  first_name: requiredText().optional(),
  last_name: requiredText().optional(),
});
export const createContactBody = z.strictObject(contactFields).superRefine((contact, context) => {
  if (!contact.full_name && !contact.first_name && !contact.last_name) {
    context.addIssue({ code: 'custom', path: ['full_name'], message: CONTACT_NAME_RULE });
  }
});
export const updateContactBody = z.strictObject({ ...contactFields, full_name: requiredText().optional() });

export type CreateEntityInput = z.infer<typeof createEntityBody>;
export type UpdateEntityInput = z.infer<typeof updateEntityBody>;
export type CreatePersonInput = z.infer<typeof createPersonBody>;
export type UpdatePersonInput = z.infer<typeof updatePersonBody>;
export type CreateContactInput = z.infer<typeof createContactBody>;
export type UpdateContactInput = z.infer<typeof updateContactBody>;

/** Each kind's create schema, for the CSV import that checks rows with it. */
export const CREATE_RECORD_BODIES = {
  entities: createEntityBody,
  persons: createPersonBody,
  contacts: createContactBody,
} as const;

/** The fields each kind has, in the order the docs and the import's columns list them. */
export const RECORD_FIELDS = {
  entities: Object.keys(entityFields),
  persons: Object.keys(personFields),
  contacts: Object.keys(contactFields),
} as const satisfies Record<RecordKind, string[]>;

export const recordParams = z.object({ id: z.uuid({ message: 'must be a record id' }) });

export const recordListQuery = z.object({
  /** Part of the name (any case); entities also match legal_name, the others their email. */
  q: z.string().trim().max(200, tooLong(200)).default(''),
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(50),
  offset: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(1_000_000, 'must be at most 1,000,000')
    .default(0),
});

export const deleteRecordQuery = z.object({
  /** true deletes a record that documents use; their values stay as they are. */
  force: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

/** PUT /api/entities/{id}/owners and .../contacts: the whole set, by id. */
export const recordIdsBody = z.strictObject({
  ids: z.array(z.uuid({ message: 'must be a record id' })).max(500, 'must hold at most 500 ids'),
});

const stamps = { created_at: timestamp, updated_at: timestamp };
const nullableText = z.string().nullable();

export const entityRecord = z.object({
  id: z.string(),
  name: z.string(),
  legal_name: nullableText,
  ein: nullableText,
  entity_type: nullableText,
  state_of_formation: nullableText,
  date_of_formation: nullableText,
  address: nullableText,
  email: nullableText,
  phone: nullableText,
  ...stamps,
});

export const entityOwner = z.object({
  id: z.string(),
  full_name: z.string(),
  title: nullableText,
  ownership_percentage: z.number().nullable(),
});
export const entityContact = z.object({ id: z.string(), full_name: z.string(), role: nullableText });

/** An entity as GET /api/entities/{id} (and its writes) answer it: with its owners and contacts. */
export const entityDetail = entityRecord.extend({
  owners: z.array(entityOwner),
  contacts: z.array(entityContact),
});

export const personRecord = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  primary_email: nullableText,
  mobile_phone: nullableText,
  date_of_birth: nullableText,
  ssn_last_4: nullableText,
  address: nullableText,
  ...stamps,
});

export const contactRecord = z.object({
  id: z.string(),
  first_name: nullableText,
  last_name: nullableText,
  full_name: z.string(),
  email: nullableText,
  phone: nullableText,
  company: nullableText,
  title: nullableText,
  contact_type: nullableText,
  address: nullableText,
  ...stamps,
});

export type EntityRecord = z.infer<typeof entityRecord>;
export type EntityDetail = z.infer<typeof entityDetail>;
export type PersonRecord = z.infer<typeof personRecord>;
export type ContactRecord = z.infer<typeof contactRecord>;

const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.int() });
export const entityList = listOf(entityRecord);
export const personList = listOf(personRecord);
export const contactList = listOf(contactRecord);

/** DELETE's 409: documents link the record; `?force=true` deletes it anyway. */
export const recordInUse = z.object({ detail: z.string(), documents_count: z.int() });

/** The CSV file of an import: the server reads the multipart form's file into its bytes. */
export const recordImportBody = z.object({
  file: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, 'choose a CSV file to import')
    .meta({ type: 'string', format: 'binary' }),
});

/** One refused cell of an import: `row` counts the header as row 1; `field` is the column's field. */
export const importRowError = z.object({ row: z.int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;
export const recordImportRefused = z.object({ detail: z.string(), errors: z.array(importRowError) });
export const recordImportAnswer = z.object({ imported: z.int() });
