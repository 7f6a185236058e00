import { isStandardField, placeholderKind, placeholderNameProblem } from '@lexdraft/core';
import type { ServerFieldDefinition } from '@/api/merge-fields';
import type { ImportedPlaceholder } from '@/api/template-import';

// What each placeholder of a Word import becomes: one of the firm's fields, a custom field the
// user names, or the text as it stands. The server takes them as `placeholder_mappings`: each
// placeholder's text to a field id, or null to leave it as text (spec section 5).

/** The user's choice for one placeholder. */
export type MappingChoice =
  | { kind: 'field'; id: string }
  | { kind: 'custom'; name: string }
  | { kind: 'text' };

/** Choices the user made, by placeholder text; a placeholder absent takes its default. */
export type ChosenMappings = Readonly<Record<string, MappingChoice>>;

/** The smart-field ids among the definitions: a custom name equal to one is that smart field. */
export function smartKeysOf(definitions: readonly ServerFieldDefinition[]): ReadonlySet<string> {
  return new Set(definitions.filter((field) => field.source === 'smart').map((field) => field.id));
}

/** The server's suggestion: the field when the firm has it, else a custom field of that name. */
export function defaultChoice(
  placeholder: ImportedPlaceholder,
  definitions: readonly ServerFieldDefinition[],
): MappingChoice {
  const suggested = placeholder.suggested_field;
  return definitions.some((field) => field.id === suggested)
    ? { kind: 'field', id: suggested }
    : { kind: 'custom', name: suggested };
}

/** The choice in force for a placeholder: the user's, else the suggestion. */
export function choiceFor(
  placeholder: ImportedPlaceholder,
  chosen: ChosenMappings,
  definitions: readonly ServerFieldDefinition[],
): MappingChoice {
  return chosen[placeholder.text] ?? defaultChoice(placeholder, definitions);
}

/** The name a new custom choice starts with: the suggestion when it is a custom name, else blank. */
export function customNameStart(placeholder: ImportedPlaceholder): string {
  return isStandardField(placeholder.suggested_field) ? '' : placeholder.suggested_field;
}

/** Why a custom field name cannot be used (spec section 5's rules), or undefined when it can. */
export function customNameProblem(name: string, smartKeys: ReadonlySet<string>): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a field name';
  return placeholderNameProblem(trimmed, placeholderKind(trimmed, smartKeys));
}

/** The problem of each placeholder whose choice cannot be sent, by placeholder text. */
export function mappingProblems(
  placeholders: readonly ImportedPlaceholder[],
  chosen: ChosenMappings,
  definitions: readonly ServerFieldDefinition[],
): Map<string, string> {
  const smartKeys = smartKeysOf(definitions);
  const problems = new Map<string, string>();
  for (const placeholder of placeholders) {
    const choice = choiceFor(placeholder, chosen, definitions);
    if (choice.kind !== 'custom') continue;
    const problem = customNameProblem(choice.name, smartKeys);
    if (problem) problems.set(placeholder.text, problem);
  }
  return problems;
}

/** `placeholder_mappings` for the import: every placeholder's text to its field id, or null for text. */
export function mappingsPayload(
  placeholders: readonly ImportedPlaceholder[],
  chosen: ChosenMappings,
  definitions: readonly ServerFieldDefinition[],
): Record<string, string | null> {
  const payload: Record<string, string | null> = {};
  for (const placeholder of placeholders) {
    const choice = choiceFor(placeholder, chosen, definitions);
    payload[placeholder.text] =
      choice.kind === 'field' ? choice.id : choice.kind === 'custom' ? choice.name.trim() : null;
  }
  return payload;
}
