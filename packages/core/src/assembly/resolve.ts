import type { JsonNode } from '../merge-fields/scan.js';
import type { AssemblyData, AssemblyProblem } from './resolve-types.js';
import { ResolveWalk } from './resolve-walk.js';
import { structureMarkers, unbalancedMarkers } from './structure.js';

export type { AssemblyData, AssemblyProblem } from './resolve-types.js';

// A document as it is printed, sent for signature and reviewed (docs/template-logic.md): the
// branch each condition takes, each repeat expanded, every field with the text it prints.

/** The outcome of resolving: the document, the fields and lists it needs without values, and what stops it. */
type ResolvedDocument = { doc: JsonNode; unresolved: string[]; problems: AssemblyProblem[] };

/** The detail of a document that nests deeper than the resolver can walk. */
const TOO_DEEP = 'This document nests too deeply to assemble.';

function walk(doc: JsonNode, data: AssemblyData): { walker: ResolveWalk; doc: JsonNode } {
  const walker = new ResolveWalk(data);
  let resolved: JsonNode;
  try {
    const out = walker.node(doc, walker.root);
    resolved = Array.isArray(out) ? { type: 'doc', content: out } : out;
  } catch (error) {
    // Only the call stack's end: the walk is recursive, and no stored document nests that far.
    if (!(error instanceof RangeError)) throw error;
    walker.problems.push({ kind: 'limit', detail: TOO_DEEP });
    resolved = doc;
  }
  return { walker, doc: resolved };
}

/** Resolves a document's logic and fields against its values; never throws for any document or data. */
export function resolveDocument(doc: JsonNode, data: AssemblyData): ResolvedDocument {
  if (typeof doc !== 'object' || doc === null) return { doc, unresolved: [], problems: [] };
  let result = walk(doc, data);
  if (result.walker.typedMarkers) {
    // Typed markers in text (a document stored before they became nodes, or one that does not
    // balance yet): balanced ones are read as nodes, the others are problems.
    let structured = doc;
    let unbalanced: string[] = [];
    try {
      structured = structureMarkers(doc);
      unbalanced = unbalancedMarkers(structured);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      result.walker.problems.push({ kind: 'limit', detail: TOO_DEEP });
    }
    if (structured !== doc) result = walk(structured, data);
    result.walker.problems.unshift(...unbalanced.map((detail) => ({ kind: 'unbalanced' as const, detail })));
  }
  const { walker } = result;
  return { doc: result.doc, unresolved: walker.unresolved, problems: walker.problems };
}
