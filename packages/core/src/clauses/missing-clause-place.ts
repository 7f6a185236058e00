import type { JsonNode } from '../merge-fields/scan.js';
import { type DocumentBlock, documentBlocks } from './blocks.js';
import { documentClauses } from './clauses.js';

// Where a clause the document lacks is added ("Apply suggestion" on a missing-clause finding): after
// the last numbered clause and before the signatures, never below the signature lines. The web
// places it with this and the server's reviewer reads the same blocks, so both agree on the place.

// A clause titled as the signature page ("12. Signatures", "Execution").
const SIGNATURE_TITLE =
  /^(?:signatures?|signature\s+page|signing|execution(?:\s+page)?|in\s+witness\s+whereof)$/i;
// The line that opens a signature block when it has no heading of its own.
const SIGNATURE_LEAD =
  /^\s*(?:in\s+witness\s+whereof\b|the\s+parties\s+have\s+(?:signed|executed)\b|(?:agreed\s+and\s+accepted|accepted\s+and\s+agreed)\b)/i;

/** The index of the top-level node where the signature block starts, or null when there is none. */
function signatureStart(doc: JsonNode, blocks: readonly DocumentBlock[]): number | null {
  const clauses = documentClauses(blocks);
  const tops = [
    ...clauses.filter((clause) => SIGNATURE_TITLE.test(clause.title.trim())).map((clause) => clause.top),
    ...blocks
      .filter((block) => block.container === 'body' && SIGNATURE_LEAD.test(block.text))
      .map((block) => block.top),
    (doc.content ?? []).findIndex((node) => node.type === 'signatureField'),
  ].filter((top) => top >= 0);
  return tops.length > 0 ? Math.min(...tops) : null;
}

/**
 * The index of the top-level node before which a missing clause goes (the number of top-level nodes
 * for the very end): where the signature block starts; without one, right after the last numbered
 * clause; without numbered clauses, the end of the document.
 */
export function missingClauseTop(doc: JsonNode): number {
  const blocks = documentBlocks(doc);
  const signatures = signatureStart(doc, blocks);
  if (signatures !== null) return signatures;
  const end = doc.content?.length ?? 0;
  const last = documentClauses(blocks).findLast((clause) => clause.number !== null);
  if (!last) return end;
  // The top-level node after the clause's last block (a clause ends where the next one of its level starts).
  return last.end < blocks.length ? blocks[last.end]!.top : end;
}
