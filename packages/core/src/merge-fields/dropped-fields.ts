import { fieldMarker } from './grammar.js';
import { scanText } from './scan.js';

// A rewrite must keep every merge field of the text it replaces. The server refuses a provider's
// rewrite that drops one (its sentinel check); the editor checks each suggestion it would apply
// (a finding's, a command's) with this, so a dropped field is refused there too, and named.

/**
 * The field ids the original has more often than the rewrite, in order of first appearance. Both
 * are text or HTML whose fields are `{{id}}` markers (a merge-field span holds its marker).
 */
export function droppedFields(original: string, rewrite: string): string[] {
  const kept = scanText(rewrite);
  return [...scanText(original)].filter(([id, count]) => (kept.get(id) ?? 0) < count).map(([id]) => id);
}

/** What the editor says of such a suggestion: "The suggestion dropped {{a}} and {{b}}; the original was kept". */
export function droppedFieldsMessage(ids: readonly string[]): string {
  const markers = ids.map(fieldMarker);
  const named =
    markers.length <= 1 ? (markers[0] ?? '') : `${markers.slice(0, -1).join(', ')} and ${markers.at(-1)}`;
  return `The suggestion dropped ${named}; the original was kept`;
}
