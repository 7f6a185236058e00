import type { JsonNode } from '../merge-fields/scan.js';
import { type DocumentBlock, documentBlocks } from './blocks.js';
import {
  type ClauseHeading,
  clauseSlug,
  parseBoldTitle,
  parseHeading,
  parseNumberedParagraph,
} from './clause-heading.js';

// A document's clauses: its headings and numbered sections. The web (an Analyze button in each
// clause's gutter, findings that scroll to their clause) and the server (clause analysis) find them
// here, so that a clause id means the same clause on both sides.

/** One clause of a document. */
export interface DocumentClause {
  /**
   * Its id: the title's slug, then `.2`, `.3`... for the second and later clauses of the same slug
   * (`notices`, `notices.2`). Adding, removing or renumbering other clauses leaves it as it is.
   */
  id: string;
  /** Its number as written (`12.3`, `IV`), without a keyword or trailing dot; null when unnumbered. */
  number: string | null;
  title: string;
  /**
   * A heading's level (1-6). A numbered paragraph's is the level of the heading before it (0 when
   * none) plus the depth of its number (`1.2` is 2 deep), so that it nests under that heading; a
   * bold title's is that heading's level plus one.
   */
  level: number;
  /** The block of its heading or numbered paragraph (an index of documentBlocks). */
  block: number;
  /** The top-level node of that block: `doc.child(top)` in the editor. */
  top: number;
  /**
   * The blocks it covers, `start` (its own block) up to `end` (excluded): up to the next clause of the
   * same or a higher level, so an article covers its sections.
   */
  start: number;
  end: number;
}

interface ClauseStart {
  heading: ClauseHeading;
  /** Its level below the heading before it, for a paragraph; null for a heading, which has its own. */
  depth: number | null;
}

// Numbered or bold paragraphs in a table are rows of figures or labels, not sections.
function clauseStart(block: DocumentBlock): ClauseStart | null {
  if (block.type === 'heading') {
    const heading = parseHeading(block.text);
    return heading && { heading, depth: null };
  }
  if (block.type !== 'paragraph' || block.container === 'table') return null;
  const numbered = parseNumberedParagraph(block.text);
  if (numbered) return { heading: numbered, depth: numbered.number?.split('.').length ?? 1 };
  const bold = parseBoldTitle(block.text, block.bold);
  return bold && { heading: bold, depth: 1 };
}

/** The clauses of a document, in reading order, from its JSON or its blocks (documentBlocks). */
export function documentClauses(source: JsonNode | readonly DocumentBlock[]): DocumentClause[] {
  const blocks = Array.isArray(source)
    ? (source as readonly DocumentBlock[])
    : documentBlocks(source as JsonNode);
  const clauses: DocumentClause[] = [];
  const seen = new Map<string, number>();
  let headingLevel = 0;
  for (const block of blocks) {
    const start = clauseStart(block);
    if (!start) continue;
    const { heading, depth } = start;
    if (depth === null) headingLevel = block.level;
    const level = depth === null ? block.level : headingLevel + depth;
    // An untitled heading ("Exhibit B") goes by its whole text, which its number is part of.
    const slug = clauseSlug(heading.title) || clauseSlug(block.text) || 'clause';
    const occurrence = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, occurrence);
    clauses.push({
      id: occurrence === 1 ? slug : `${slug}.${occurrence}`,
      number: heading.number,
      title: heading.title,
      level,
      block: block.index,
      top: block.top,
      start: block.index,
      end: blocks.length,
    });
  }
  // Each clause ends where the next one of its level or higher begins.
  const open: DocumentClause[] = [];
  for (const clause of clauses) {
    while (open.length > 0 && open[open.length - 1]!.level >= clause.level) open.pop()!.end = clause.start;
    open.push(clause);
  }
  return clauses;
}

/** The innermost clause holding a block: the last clause starting at or before it; null before the first. */
export function clauseAtBlock(clauses: readonly DocumentClause[], block: number): DocumentClause | null {
  let low = 0;
  let high = clauses.length - 1;
  let found: DocumentClause | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const clause = clauses[middle]!;
    if (clause.start <= block) {
      found = clause;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
