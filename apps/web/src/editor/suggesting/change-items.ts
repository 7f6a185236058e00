import type { SuggestionSummary } from '@lexdraft/editor-schema';

/** One entry of the Changes tab: an insertion, a deletion, or both (a replacement) under one id. */
export interface ChangeItem {
  id: string;
  author: SuggestionSummary['author'];
  at: string | null;
  deleted: string | null;
  inserted: string | null;
}

/** The suggestions as the Changes tab lists them: a replacement's two parts as one item, in document order. */
export function changeItems(suggestions: readonly SuggestionSummary[]): ChangeItem[] {
  const byId = new Map<string, ChangeItem>();
  for (const suggestion of suggestions) {
    let item = byId.get(suggestion.id);
    if (!item) {
      item = {
        id: suggestion.id,
        author: suggestion.author,
        at: suggestion.at,
        deleted: null,
        inserted: null,
      };
      byId.set(suggestion.id, item);
    }
    if (suggestion.kind === 'delete') item.deleted = suggestion.text;
    else item.inserted = suggestion.text;
  }
  return [...byId.values()];
}
