import { isCustomField } from '@lexdraft/core';
import type { ServerFieldDefinition } from '@/api/merge-fields';

/**
 * Where a field's value is saved: a firm's smart field through the smart-fields path, a custom name
 * without a dotted prefix through the custom-fields path (spec section 4), anything else with the
 * document's merge-field values.
 */
export type ValuePath = 'standard' | 'smart' | 'custom';

/** The path a field's value is saved through. */
export function valuePathOf(id: string, definition: ServerFieldDefinition | undefined): ValuePath {
  if (definition?.source === 'smart') return 'smart';
  if (isCustomField(id) && !id.includes('.')) return 'custom';
  return 'standard';
}

// Field names that hold several lines of text (spec: address and terms fields use multi-line input);
// an email address is one line.
const MULTI_LINE = /address|terms/i;
const EMAIL = /e-?mail/i;

/** True when a field's value is typed in a multi-line input. */
export function isMultiLineField(id: string): boolean {
  return MULTI_LINE.test(id) && !EMAIL.test(id);
}
