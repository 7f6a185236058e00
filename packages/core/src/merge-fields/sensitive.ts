import { fieldColumn } from './model-fields.js';

// Sensitive fields (docs/field-trust.md): a viewer never receives their full value. The server masks
// them in every answer to a viewer; these rules are the one place that says which fields and how.

/** The mask character. */
export const MASK_CHARACTER = '•';
/** How many of a value's last characters stay readable (separators among them count). */
export const MASK_KEEP_LAST = 4;

// Column names that are sensitive whatever a definition says: SSN, EIN, tax id, birth date, bank.
const SENSITIVE_COLUMN =
  /^(ssn(_last_4)?|social_security(_number)?|ein|tax_id|tin|itin|date_of_birth|dob|birth_date|bank_account(_number)?|account_number|routing_number|iban)$/i;

/** Whether a field id is sensitive by default, by its last part: `person.ssn_last_4`, `entity.ein`, `client.tax_id`. */
export function isSensitiveByDefault(fieldId: string): boolean {
  return SENSITIVE_COLUMN.test(fieldColumn(fieldId));
}

/** Whether a field is sensitive: by default, or marked so on its smart-field definition. */
export function isSensitiveField(fieldId: string, definition?: { sensitive?: boolean | null }): boolean {
  return definition?.sensitive === true || isSensitiveByDefault(fieldId);
}

/**
 * A value with every letter and digit but those of its last four characters replaced by •,
 * separators kept: `123-45-6789` reads `•••-••-6789`, a date of birth `1980-04-17` reads
 * `••••-•4-17` (issue 29: the month and the day are not all given away). A value of four or fewer
 * letters and digits is masked whole, so that an SSN's last four alone is not given away as itself.
 */
export function maskSensitiveValue(value: string): string {
  const characters = Array.from(value);
  const isAlphanumeric = (character: string) => /[\p{L}\p{N}]/u.test(character);
  const alphanumeric = characters.filter(isAlphanumeric).length;
  // The characters that stay readable: the last four, counted whatever they are.
  const clearFrom = alphanumeric > MASK_KEEP_LAST ? characters.length - MASK_KEEP_LAST : characters.length;
  return characters
    .map((character, index) => (index < clearFrom && isAlphanumeric(character) ? MASK_CHARACTER : character))
    .join('');
}
