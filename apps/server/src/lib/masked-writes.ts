import { isRecord } from '@lexdraft/core';
import type { FieldMasker } from './sensitive-masking.js';

// The guard of sensitive values on the way in (docs/field-trust.md, "Sensitive fields"). A caller
// whose answers are masked (a viewer, even one granted docs:write) holds only `•••-••-6789`; an
// editor that saves the map it loaded would overwrite the real SSN with its mask. So in every value
// save, a sent value equal to the masked form of the stored value of a sensitive field is taken as
// unchanged and the stored value is kept. A masker that masks nothing (every other role) keeps
// whatever was sent.

/** Whether `sent` is what the caller was shown of `stored` at `path`, and not the value itself. */
function isMaskOf(mask: FieldMasker, path: string, stored: unknown, sent: unknown): boolean {
  if (typeof sent !== 'string') return false;
  const whole = typeof stored === 'number' ? String(stored) : stored;
  if (typeof whole !== 'string' || whole === sent || !mask.isSensitive(path)) return false;
  return mask(path, whole) === sent;
}

/** The value at a dotted path sent, with every mask of its stored value put back (nested objects walked). */
function unmasked(mask: FieldMasker, path: string, stored: unknown, sent: unknown): unknown {
  if (isMaskOf(mask, path, stored, sent)) return stored;
  if (isRecord(sent) && isRecord(stored)) {
    const result: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(sent)) {
      result[key] = unmasked(mask, `${path}.${key}`, stored[key], inner);
    }
    return result;
  }
  return sent;
}

/**
 * A map of field id to value to save, with each sensitive value that is the mask of the stored one
 * replaced by the stored value.
 */
export function unmaskedValues<T>(
  mask: FieldMasker,
  stored: Record<string, unknown>,
  sent: Record<string, T>,
): Record<string, T> {
  if (!mask.active) return sent;
  const result: Record<string, T> = {};
  for (const [key, value] of Object.entries(sent)) result[key] = unmasked(mask, key, stored[key], value) as T;
  return result;
}

/** Puts back, in one sent custom field, the stored value its value is the mask of. */
function customFieldUnmasker(mask: FieldMasker, stored: readonly { name: string; value: string }[]) {
  const before = new Map(stored.map((field) => [field.name.trim(), field.value]));
  return <T extends { name: string; value: string }>(field: T): T => {
    const name = field.name.trim();
    const value = before.get(name);
    return isMaskOf(mask, name, value, field.value) ? { ...field, value: value as string } : field;
  };
}

/** Custom fields to save (`{ name, value }`), a sent mask of a stored value replaced by that value. */
export function unmaskedCustomFields<T extends { name: string; value: string }>(
  mask: FieldMasker,
  stored: readonly { name: string; value: string }[],
  sent: readonly T[],
): T[] {
  if (!mask.active) return [...sent];
  return sent.map(customFieldUnmasker(mask, stored));
}

const customFieldsOf = (content: Record<string, unknown>) => {
  const fields = isRecord(content.metadata) ? content.metadata.custom_fields : undefined;
  return Array.isArray(fields) ? fields : undefined;
};

const isNamedValue = (field: unknown): field is { name: string; value: string } =>
  isRecord(field) && typeof field.name === 'string' && typeof field.value === 'string';

/**
 * A content to save (a document PUT) with the masks of stored values put back in its value parts:
 * merge_field_values, placeholders and metadata.custom_fields. Everything else is kept as sent.
 */
export function unmaskedContent<T extends Record<string, unknown>>(
  mask: FieldMasker,
  stored: Record<string, unknown> | undefined,
  content: T,
): T {
  if (!mask.active || !stored) return content;
  const result: Record<string, unknown> = { ...content };
  for (const part of ['merge_field_values', 'placeholders'] as const) {
    const sent = content[part];
    if (isRecord(sent)) result[part] = unmaskedValues(mask, isRecord(stored[part]) ? stored[part] : {}, sent);
  }
  const fields = customFieldsOf(content);
  if (fields && isRecord(content.metadata)) {
    const unmask = customFieldUnmasker(mask, (customFieldsOf(stored) ?? []).filter(isNamedValue));
    const custom_fields = fields.map((field) => (isNamedValue(field) ? unmask(field) : field));
    result.metadata = { ...content.metadata, custom_fields };
  }
  return result as T;
}
