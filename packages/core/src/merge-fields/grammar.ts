import { CUSTOM_FIELD_NAME_MAX_LENGTH } from '../limits.js';

// The grammar of merge-field ids (spec sections 3 and 5), one place for the server and the web app.

/** Prefixes of the standard fields, filled from the firm's records; any other field is custom. */
export const STANDARD_FIELD_PREFIXES = ['person.', 'entity.', 'contact.', 'owner.'] as const;
/** Prefixes whose fields are filled from a contact. */
export const CONTACT_SOURCE_PREFIXES = ['client.', 'contact.', 'trustee.'] as const;
/** Prefixes whose fields are filled from an entity. */
export const ENTITY_SOURCE_PREFIXES = ['entity.', 'trust.'] as const;
/** Custom field names with these prefixes are ignored: they belong to records. */
export const IGNORED_CUSTOM_PREFIXES = [
  'person.',
  'entity.',
  'contact.',
  'owner.',
  'organization.',
  'company.',
] as const;

/** The merge-field trigger and its closing marker. */
export const FIELD_OPEN = '{{';
export const FIELD_CLOSE = '}}';

const CUSTOM_NAME = /^[A-Za-z_][A-Za-z0-9_. -]*$/;

const startsWithAny = (id: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => id.startsWith(prefix));

/** True for a field filled from the firm's records (person., entity., contact., owner.). */
export function isStandardField(id: string): boolean {
  return startsWithAny(id, STANDARD_FIELD_PREFIXES);
}

/** True for a field that is not standard: typed by hand, or from a smart-field definition. */
export function isCustomField(id: string): boolean {
  return !isStandardField(id);
}

/** The kind of record a field is filled from, or undefined when none. */
export function fieldSourceType(id: string): 'contact' | 'entity' | undefined {
  if (startsWithAny(id, CONTACT_SOURCE_PREFIXES)) return 'contact';
  if (startsWithAny(id, ENTITY_SOURCE_PREFIXES)) return 'entity';
  return undefined;
}

/** True when a custom name belongs to records and is ignored as a custom field. */
export function isIgnoredCustomName(name: string): boolean {
  return startsWithAny(name, IGNORED_CUSTOM_PREFIXES);
}

/** What is wrong with a custom field name, or undefined when it is valid. */
export function customFieldNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'Enter a field name';
  if (name.length > CUSTOM_FIELD_NAME_MAX_LENGTH) {
    return `Field names are at most ${CUSTOM_FIELD_NAME_MAX_LENGTH} characters`;
  }
  if (!CUSTOM_NAME.test(name)) {
    return 'Start with a letter or underscore, then use letters, digits, underscores, dots, hyphens or spaces';
  }
  return undefined;
}

/** True for a text that may stand between the braces of a marker: a valid name, trimmed. */
export function isFieldId(text: string): boolean {
  return text === text.trim() && customFieldNameProblem(text) === undefined;
}

/** The marker written in text for a field: `{{id}}`. */
export function fieldMarker(id: string): string {
  return `${FIELD_OPEN}${id}${FIELD_CLOSE}`;
}
