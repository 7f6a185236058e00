import { FIELD_OPEN, isFieldId, isIgnoredCustomName, type MergeFieldDefinition } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import { findSuggestionMatch, type SuggestionOptions } from '@tiptap/suggestion';
import { insertLogic, type LogicKind } from './assembly/insert-logic';
import { getFieldDefinitions } from './merge-field-display';

/** One row of the `{{` list: a category header (not choosable), a field, a new custom field, or logic. */
export type SuggestionItem =
  | { kind: 'category'; category: string }
  | { kind: 'field'; id: string; label: string }
  | { kind: 'custom'; id: string }
  | { kind: 'logic'; id: LogicKind; label: string };

/** A row the user can choose. */
export type SuggestionChoice = Exclude<SuggestionItem, { kind: 'category' }>;

/** What choosing a row inserts: a field by id, or a condition or repeat. */
export interface FieldChoice {
  id: string;
  logic?: LogicKind;
}

/** What choosing `choice` inserts. */
export function choiceOf(choice: SuggestionChoice): FieldChoice {
  return choice.kind === 'logic' ? { id: choice.id, logic: choice.id } : { id: choice.id };
}

// `{{#` offers the logic blocks rather than fields.
const LOGIC_ROWS: readonly SuggestionItem[] = [
  { kind: 'logic', id: 'condition', label: 'Condition' },
  { kind: 'logic', id: 'repeat', label: 'Repeat' },
];
const LOGIC_WORDS: Record<LogicKind, string> = { condition: 'condition if', repeat: 'repeat each' };

/** The popup's renderer, given to the mergeField node (kept apart so the node stays free of React). */
export type MergeFieldSuggestionRender = NonNullable<
  SuggestionOptions<SuggestionItem, FieldChoice>['render']
>;

export const MergeFieldSuggestionPluginKey = new PluginKey('mergeFieldSuggestion');

/** True for a row the user can choose. */
export function isChoice(item: SuggestionItem): item is SuggestionChoice {
  return item.kind !== 'category';
}

/**
 * The rows for a `{{` query: the definitions whose id or label contains the query (any case), grouped
 * by category in the order the categories first appear, then a "create custom field" row when the
 * query is a valid name that no definition has and that does not belong to records. A query that
 * starts with `#` offers Condition and Repeat instead.
 */
export function suggestionItems(
  definitions: readonly MergeFieldDefinition[],
  query: string,
): SuggestionItem[] {
  if (query.startsWith('#')) {
    const word = query.slice(1).toLowerCase();
    return LOGIC_ROWS.filter((row) => row.kind === 'logic' && LOGIC_WORDS[row.id].includes(word));
  }
  const needle = query.toLowerCase();
  const groups = new Map<string, MergeFieldDefinition[]>();
  for (const definition of definitions) {
    const matches =
      definition.id.toLowerCase().includes(needle) || definition.label.toLowerCase().includes(needle);
    if (!matches) continue;
    const group = groups.get(definition.category);
    if (group) group.push(definition);
    else groups.set(definition.category, [definition]);
  }
  const items: SuggestionItem[] = [...groups].flatMap(([category, fields]) => [
    { kind: 'category' as const, category },
    ...fields.map(({ id, label }) => ({ kind: 'field' as const, id, label })),
  ]);
  const known = definitions.some((definition) => definition.id === query);
  if (isFieldId(query) && !known && !isIgnoredCustomName(query)) items.push({ kind: 'custom', id: query });
  return items;
}

/** The Suggestion plugin's options for `{{`: which text opens the list, its rows, and what a choice does. */
export function mergeFieldSuggestion(config: {
  editor: Editor;
  nodeName: string;
  render: MergeFieldSuggestionRender;
}): SuggestionOptions<SuggestionItem, FieldChoice> {
  const { editor, nodeName, render } = config;
  return {
    editor,
    pluginKey: MergeFieldSuggestionPluginKey,
    char: FIELD_OPEN,
    allowSpaces: false,
    // A field may follow any character: "({{client.name}})", "No.{{matter.number}}".
    allowedPrefixes: null,
    // The stock matcher lets "}" into the query; a closing brace ends the suggestion so that the
    // typed-marker input rule takes over.
    findSuggestionMatch: (trigger) => {
      const match = findSuggestionMatch(trigger);
      return match && !match.query.includes('}') ? match : null;
    },
    items: ({ editor: current, query }) => suggestionItems(getFieldDefinitions(current), query),
    // Only where a field may stand (not in a code block).
    allow: ({ state, range }) => {
      const type = state.schema.nodes[nodeName];
      return !!type && !!state.doc.resolve(range.from).parent.type.contentMatch.matchType(type);
    },
    // Replaces "{{query" by the field, with the marks of the typed text; no space is added after it.
    // `{{#` and a logic row: the typed text goes, and a condition or repeat comes in its place.
    command: ({ editor: current, range, props }) => {
      if (props.logic) {
        current.chain().focus().deleteRange(range).run();
        insertLogic(current, props.logic);
        return;
      }
      const marks = current.state.doc.nodeAt(range.from)?.marks.map((mark) => mark.toJSON());
      current
        .chain()
        .focus()
        .insertContentAt(range, { type: nodeName, attrs: { id: props.id }, marks })
        .run();
    },
    render,
  };
}
