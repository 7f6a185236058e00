import { type Expression, parseExpression } from '../assembly/expression.js';
import { printExpression } from '../assembly/expression-print.js';
import { structureMarkers } from '../assembly/structure.js';
import { fieldSourceType, isStandardField } from '../merge-fields/grammar.js';
import { MERGE_FIELD_GROUPS, mergeFieldGroupOf } from '../merge-fields/groups.js';
import { MODEL_MERGE_FIELDS } from '../merge-fields/model-fields.js';
import type { JsonNode } from '../merge-fields/scan.js';
import { isSensitiveField } from '../merge-fields/sensitive.js';
import type { ConditionUse } from './condition-uses.js';
import { collectFieldUses, type FieldUse } from './field-uses.js';
import { itemFieldType, readableLabel } from './field-words.js';
import type { InterviewQuestion, InterviewQuestionType } from './question.js';

// A template's interview (issue 32, docs/interview-api.md): one question per field it uses, in
// order of first appearance, typed from the field's definition or from how its conditions read it,
// and shown only when a branch it stands in can print.

/** What a field's definition gives its question: a model field's, or one of the firm's smart fields. */
type FieldDefinition = {
  id: string;
  label: string;
  type: string;
  required?: boolean | null;
  sensitive?: boolean | null;
};

/** The types a definition decides; a text definition leaves the type to the conditions. */
const DEFINED_TYPES: ReadonlySet<string> = new Set(['email', 'phone', 'date']);

function groupLabel(id: string): string {
  const group = mergeFieldGroupOf(id);
  return MERGE_FIELD_GROUPS.find((entry) => entry.id === group)?.label ?? group;
}

/** True when every condition of `narrow` is one of `wide`'s: wherever `wide` holds, `narrow` does. */
const implies = (wide: readonly string[], narrow: readonly string[]) =>
  narrow.length < wide.length && narrow.every((part) => wide.includes(part));

/**
 * Shown when any branch it stands in can print: null when one of its uses stands under no
 * condition. A use under `a and b` adds nothing to one under `a`. Conditions too long or deep to
 * read back as one (EXPRESSION_MAX_LENGTH) ask it always, rather than never.
 */
function shownIf(field: FieldUse): string | null {
  if (field.always || field.whens.size === 0) return null;
  const whens = [...field.whens.values()];
  const needed = whens.filter((when) => !whens.some((other) => implies(when.parts, other.parts)));
  const either = needed
    .map((when) => when.expression)
    .reduce((left, right): Expression => ({ kind: 'or', left, right }));
  const text = printExpression(either);
  return parseExpression(text).ok ? text : null;
}

function questionType(
  field: FieldUse,
  definition: FieldDefinition | undefined,
  use: ConditionUse | undefined,
): InterviewQuestionType {
  if (field.list) return 'list';
  if (definition && DEFINED_TYPES.has(definition.type)) return definition.type as InterviewQuestionType;
  if (use && use.options.size > 0) return 'choice';
  if (use?.alone && !use.other) return 'yes_no';
  return field.dateFormat ? 'date' : 'text';
}

/**
 * The questions of a template, from the editor's JSON (typed `{{#if}}` markers are structured
 * first) and the definitions known for its fields (the firm's smart fields; the model's fields are
 * known here already).
 */
export function buildInterview(doc: JsonNode, definitions: readonly FieldDefinition[]): InterviewQuestion[] {
  const byId = new Map<string, FieldDefinition>(MODEL_MERGE_FIELDS.map((field) => [field.id, field]));
  for (const definition of definitions) byId.set(definition.id, definition);
  const { fields, conditions } = collectFieldUses(structureMarkers(doc));
  return fields.map((field) => {
    const { id } = field;
    const definition = byId.get(id);
    const type = questionType(field, definition, conditions.get(id));
    return {
      id,
      label: definition?.label || readableLabel(id),
      type,
      required: definition?.required === true,
      group: groupLabel(id),
      shown_if: shownIf(field),
      options: type === 'choice' ? [...(conditions.get(id)?.options ?? [])] : [],
      item_fields:
        type === 'list'
          ? [...field.items].map((key) => ({ id: key, label: readableLabel(key), type: itemFieldType(key) }))
          : [],
      // Record fields the linked entity, its first owner or its first contact fill (merge-fields/generate).
      entity_fills: type !== 'list' && (isStandardField(id) || fieldSourceType(id) !== undefined),
      sensitive: isSensitiveField(id, definition ?? undefined),
    };
  });
}
