import type { AnalysisFinding, FindingSeverity } from '@lexdraft/contract';
import {
  clauseAtBlock,
  type DocumentBlock,
  type DocumentClause,
  documentBlocks,
  documentClauses,
  type JsonNode,
} from '@lexdraft/core';

// What every rule reads: the whole document (to know what is defined, numbered or named anywhere)
// and the blocks it reports on (the document, or one clause's blocks).

/** A document as the rules read it. */
export interface ReviewContext {
  blocks: readonly DocumentBlock[];
  clauses: readonly DocumentClause[];
  /** The blocks whose findings are reported, [start, end): all of them, or one clause's. */
  scope: { start: number; end: number };
}

/** A rule's finding, with the block it was found in (null for the document as a whole) for ordering. */
export interface RuleFinding extends AnalysisFinding {
  block: number | null;
}

/** What a rule says about a place in the document; the clause id is filled in from the block. */
export interface FindingAt {
  severity: FindingSeverity;
  title: string;
  explanation: string;
  block: number | null;
  quote: string;
  suggestion?: string;
}

/** A context over a document JSON, reporting on the whole document or on the blocks of `scope`. */
export function reviewContext(json: JsonNode, scope?: { start: number; end: number }): ReviewContext {
  const blocks = documentBlocks(json);
  return { blocks, clauses: documentClauses(blocks), scope: scope ?? { start: 0, end: blocks.length } };
}

/** The blocks a rule reports on. */
export function scopeBlocks(context: ReviewContext): readonly DocumentBlock[] {
  return context.blocks.slice(context.scope.start, context.scope.end);
}

/** True when a block is one whose findings are reported. */
export function inScope(context: ReviewContext, block: number): boolean {
  return block >= context.scope.start && block < context.scope.end;
}

/** A finding with the id of the clause holding its block. */
export function finding(context: ReviewContext, at: FindingAt): RuleFinding {
  const clause = at.block === null ? null : clauseAtBlock(context.clauses, at.block);
  const { suggestion, ...rest } = at;
  return { ...rest, clause_id: clause?.id ?? null, ...(suggestion === undefined ? {} : { suggestion }) };
}

/** "once", "3 times". */
export const times = (count: number) => (count === 1 ? 'once' : `${count} times`);
