import { z } from 'zod';
import { exportUnprocessable } from './export.js';

// Suggestions (tracked changes) of a document's current version (issue 31, docs/negotiation.md
// "Suggestions API"). They live in the content itself, as `<ins>`/`<del>` marks; settling one makes
// a new version through the document save path.

/** A suggestion's path: its document and its id (a replacement's deletion and insertion share it). */
export const suggestionParams = z.object({
  id: z.uuid({ message: 'must be a document id' }),
  sid: z.string().min(1, 'must be a suggestion id').max(200, 'must be a suggestion id'),
});
export type SuggestionParams = z.infer<typeof suggestionParams>;

/** One pending suggestion, as the editor schema's listSuggestions gives it. */
export const suggestionSummary = z.object({
  id: z.string(),
  kind: z.enum(['insert', 'delete']),
  /** `id` is null for a change imported from Word: only its author's name is known. */
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  /** When it was suggested, ISO 8601; null when the change did not say. */
  at: z.string().nullable(),
  /** The inserted or deleted text, merge fields as `{{id}}`; a paragraph break alone reads "¶". */
  text: z.string(),
});
export type SuggestionSummary = z.infer<typeof suggestionSummary>;

/** The pending suggestions of the current version, in document order. */
export const suggestionList = z.array(suggestionSummary);

/**
 * A settle's body, which may be left out: `base_version`, the version the caller's editor holds
 * (If-Match says the same); a document saved since is refused with 409, as a content save is.
 */
export const settleSuggestionsBody = z
  .object({ base_version: z.int('must be a version number').min(0, 'must be a version number').optional() })
  .nullish();
export type SettleSuggestionsBody = z.infer<typeof settleSuggestionsBody>;

/**
 * The 422 of a send for signature: an export's (unfilled merge fields in `unresolved_fields`), or
 * `pending_suggestions`, how many suggestions must be accepted or rejected first.
 */
export const sendUnprocessable = exportUnprocessable.extend({ pending_suggestions: z.int().optional() });
