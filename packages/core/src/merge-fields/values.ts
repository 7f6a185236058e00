import { isRecord } from '../content.js';
import { MASK_CHARACTER } from './sensitive.js';

// Reading values for merge fields from records, and showing dates as the spec does.

/** The value at a dotted key, through nested objects; a flat key holding the dots wins. */
export function resolvePath(record: Record<string, unknown>, key: string): unknown {
  if (key in record) return record[key];
  let current: unknown = record;
  for (const part of key.split('.')) {
    if (!isRecord(current) || !(part in current)) return undefined;
    current = current[part];
  }
  return current;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as `Mon D, YYYY`; `Not set` when empty and `Invalid date` when it is not a date. */
export function formatFieldDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Not set';
  // A sensitive date reaches a viewer masked (`••••-•3-09`): shown as it came, not as Invalid date.
  if (typeof value === 'string' && value.includes(MASK_CHARACTER)) return value;
  // A bare date is a calendar day: read it as such, not as UTC midnight shifted into local time.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  // The Date constructor rolls 2025-02-30 over into March; such a day does not exist.
  if (day && (date.getMonth() !== Number(day[2]) - 1 || date.getDate() !== Number(day[3])))
    return 'Invalid date';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * The layers below a document's own values (docs/field-trust.md): the firm's default (a smart
 * field's default_value), then the value of the record the document is linked to.
 */
export type FieldValueLayers = {
  defaults?: Record<string, string>;
  records?: Record<string, string>;
};

/** Where a document keeps the values of its fields (content's merge_field_values, placeholders, custom_fields). */
export type FieldValueSources = {
  values: Record<string, string>;
  smartValues?: Record<string, unknown>;
  customFields?: readonly { name: string; value: string }[];
  /** The lower layers; a value of the document's own wins over them, and a cleared one falls back to them. */
  layers?: FieldValueLayers;
};

/** Which layer gave a field its value: the document's own, the linked record, or the firm's default. */
export type FieldValueLayer = 'document' | 'record' | 'default';

const filled = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/** A field's value and the layer it came from; undefined while no layer fills it. */
export function layeredFieldValue(
  id: string,
  sources: FieldValueSources,
): { value: string; layer: FieldValueLayer } | undefined {
  const candidates: [unknown, FieldValueLayer][] = [
    [sources.values[id], 'document'],
    [sources.customFields?.find((field) => field.name === id)?.value, 'document'],
    [sources.smartValues ? resolvePath(sources.smartValues, id) : undefined, 'document'],
    [sources.layers?.records?.[id], 'record'],
    [sources.layers?.defaults?.[id], 'default'],
  ];
  const found = candidates.find(([value]) => filled(value));
  return found && { value: String(found[0]), layer: found[1] };
}

/**
 * The value a field shows: its merge-field value, else its custom field's value, else its smart-field
 * value (dotted keys through nested objects), else the linked record's, else the firm's default;
 * undefined while none is filled in.
 */
export function fieldValue(id: string, sources: FieldValueSources): string | undefined {
  return layeredFieldValue(id, sources)?.value;
}
