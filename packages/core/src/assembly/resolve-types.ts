import type { FieldLookup } from './evaluate.js';
import type { ListRow } from './formats.js';

// What resolving a document reads and reports: a leaf, so that the resolver's parts share it.

/** The values a document is assembled from: its fields, and its lists (undefined: the list has no source). */
export interface AssemblyData {
  /** A field's value as conditions read it: the real one, even for a reader who sees it masked. */
  value: FieldLookup;
  list(id: string): readonly ListRow[] | undefined;
  /** What a printed field shows of its text (a viewer's masking); the text itself when absent. */
  print?(id: string, text: string): string;
}

/** Why a document cannot be assembled as it stands: a marker without its pair, a bad expression, a limit. */
export type AssemblyProblem = { kind: 'unbalanced' | 'expression' | 'limit'; detail: string };
