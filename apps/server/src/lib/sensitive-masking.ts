import { isRecord, isSensitiveField, maskSensitiveValue, seesSensitiveValues } from '@lexdraft/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { smartFields } from '../db/schema.js';

// Sensitive fields (docs/field-trust.md): a viewer never receives a sensitive field's full value,
// unless an admin granted them docs:sensitive (core seesSensitiveValues).
// Every module that answers values asks for one masker per request and runs its values through it;
// for anyone but a viewer the masker hands values back untouched, so editors keep full values.
// It sits in lib, below every module, because documents, merge-fields, export and records all
// answer values and merge-fields already imports documents.

/** What masking needs of a request's context (a ServiceContext is one). */
type MaskingContext = { user: { orgId: string; role: string; permissions?: readonly string[] | null } };

/** Masks one field's value: `(fieldId, value) => value or its masked form`. */
export type FieldMasker = {
  (fieldId: string, value: string): string;
  /** Whether this masker masks anything at all (false for every role but viewer). */
  readonly active: boolean;
  /** Whether the field is sensitive under the organization's definitions, whoever asks. */
  readonly isSensitive: (fieldId: string) => boolean;
};

/** Whether the caller only ever sees sensitive values masked: a viewer not granted docs:sensitive. */
export const masksFor = (ctx: MaskingContext) => !seesSensitiveValues(ctx.user);

/** The keys of the organization's smart fields marked sensitive, read once per request. */
async function sensitiveKeys(db: Db, ctx: MaskingContext): Promise<Set<string>> {
  const rows = await db
    .select({ key: smartFields.key, sensitive: smartFields.sensitive })
    .from(smartFields)
    .where(eq(smartFields.orgId, ctx.user.orgId));
  return new Set(rows.filter((row) => row.sensitive).map((row) => row.key));
}

/** A masker from a set of keys marked sensitive; exported for callers that already hold the definitions. */
export function maskerFrom(marked: ReadonlySet<string>, active: boolean): FieldMasker {
  const isSensitive = (fieldId: string) => isSensitiveField(fieldId, { sensitive: marked.has(fieldId) });
  const mask = (fieldId: string, value: string) =>
    active && value !== '' && isSensitive(fieldId) ? maskSensitiveValue(value) : value;
  return Object.assign(mask, { active, isSensitive });
}

/** A masker that masks nothing: for an answer that no viewer can receive. */
export const NO_MASKING: FieldMasker = maskerFrom(new Set(), false);

/**
 * The masker for this request: masks sensitive fields when the caller is a viewer. For anyone
 * else it reads nothing and returns values unchanged.
 */
export async function sensitiveMasker(db: Db, ctx: MaskingContext): Promise<FieldMasker> {
  if (!masksFor(ctx)) return NO_MASKING;
  return maskerFrom(await sensitiveKeys(db, ctx), true);
}

/**
 * The masker for a firm's records (`ein`, `ssn_last_4`, `date_of_birth`): a record's columns are
 * sensitive by their names alone, smart-field definitions name fields, not columns.
 */
export const recordMasker = (ctx: MaskingContext): FieldMasker =>
  masksFor(ctx) ? maskerFrom(new Set(), true) : NO_MASKING;

/** A map of field id to value with sensitive values masked. */
export function maskValues<T>(mask: FieldMasker, values: Record<string, T>): Record<string, T | string> {
  if (!mask.active) return values;
  const result: Record<string, T | string> = {};
  for (const [key, value] of Object.entries(values)) result[key] = maskAny(mask, key, value) as T | string;
  return result;
}

/**
 * A value at a dotted path masked: strings and numbers of a sensitive field masked, nested
 * objects (smart-field values resolved through dotted keys, `client: { ssn: ... }`) walked.
 */
function maskAny(mask: FieldMasker, path: string, value: unknown): unknown {
  if (typeof value === 'string') return mask(path, value);
  if (typeof value === 'number') return mask.isSensitive(path) ? mask(path, String(value)) : value;
  if (Array.isArray(value)) return value.map((item) => maskAny(mask, path, item));
  if (isRecord(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) result[key] = maskAny(mask, `${path}.${key}`, inner);
    return result;
  }
  return value;
}

/** Custom fields (`{ name, value }`) with sensitive values masked. */
export function maskCustomFields<T extends { name: string; value: string }>(
  mask: FieldMasker,
  fields: T[],
): T[] {
  if (!mask.active) return fields;
  return fields.map((field) => ({ ...field, value: mask(field.name, field.value) }));
}

/**
 * A document content with its value parts masked: merge_field_values, placeholders (nested
 * values by their dotted path), list_values (each row's key as `list.key`) and
 * metadata.custom_fields. Everything else is kept as it is.
 */
export function maskContent<T>(mask: FieldMasker, content: T): T {
  if (!mask.active || !isRecord(content)) return content;
  const result: Record<string, unknown> = { ...content };
  if (isRecord(content.merge_field_values))
    result.merge_field_values = maskValues(mask, content.merge_field_values);
  if (isRecord(content.placeholders)) result.placeholders = maskValues(mask, content.placeholders);
  if (isRecord(content.list_values)) result.list_values = maskValues(mask, content.list_values);
  if (isRecord(content.metadata) && Array.isArray(content.metadata.custom_fields)) {
    const custom_fields = content.metadata.custom_fields.map((field) =>
      isRecord(field) && typeof field.name === 'string' && typeof field.value === 'string'
        ? { ...field, value: mask(field.name, field.value) }
        : field,
    );
    result.metadata = { ...content.metadata, custom_fields };
  }
  return result as T;
}
