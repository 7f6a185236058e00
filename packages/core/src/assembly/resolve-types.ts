import type { FieldLookup } from './evaluate.js';
import type { ListRow } from './formats.js';

// What resolving a document reads and reports: a leaf, so that the resolver's parts share it.

/** The values a document is assembled from: its fields, and its lists (undefined: the list has no source). */
export interface AssemblyData {
  value: FieldLookup;
  list(id: string): readonly ListRow[] | undefined;
}

/** Why a document cannot be assembled as it stands: a marker without its pair, a bad expression, a limit. */
export type AssemblyProblem = { kind: 'unbalanced' | 'expression' | 'limit'; detail: string };
