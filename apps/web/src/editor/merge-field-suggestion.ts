import { FIELD_OPEN, isFieldId, isIgnoredCustomName, type MergeFieldDefinition } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import { findSuggestionMatch, type SuggestionOptions } from '@tiptap/suggestion';
import { getFieldDefinitions } from './merge-field-display';

/** One row of the `{{` list: a category header (not choosable), a field, or a new custom field. */
export type SuggestionItem =
  | { kind: 'category'; category: string }
  | { kind: 'field'; id: string; label: string }
  | { kind: 'custom'; id: string };

/** A row the user can choose. */
export type SuggestionChoice = Exclude<SuggestionItem, { kind: 'category' }>;

/** What choosing a row inserts. */
export interface FieldChoice {
  id: string;
}

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
 * query is a valid name that no definition has and that does not belong to records.
 */
export function suggestionItems(
  definitions: readonly MergeFieldDefinition[],
  query: string,
): SuggestionItem[] {
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
    command: ({ editor: current, range, props }) => {
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
