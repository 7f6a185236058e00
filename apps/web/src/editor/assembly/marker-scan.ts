import { type Marker, readFormattedField, readMarker } from '@lexdraft/core';
import type { Node as PmNode } from '@tiptap/pm/model';

/** A logic marker (or a formatted field) typed as text, where it stands in the document. */
export interface TextMarker {
  from: number;
  to: number;
  /** The marker's text, `{{#if x}}`. */
  text: string;
  marker: Marker | { kind: 'format' };
}

/** A typed marker with no partner, and what is missing. */
interface UnbalancedMarker {
  from: number;
  to: number;
  title: string;
}

const MARKER = /\{\{([^{}]+)\}\}/g;
// One character per inline leaf (a merge field, a hard break), so that string offsets are positions.
const LEAF = '\ufffc';

/** The markers of one textblock whose opening token is at `pos`. */
export function blockMarkers(block: PmNode, pos: number): TextMarker[] {
  const text = block.textBetween(0, block.content.size, undefined, LEAF);
  if (!text.includes('{{')) return [];
  const found: TextMarker[] = [];
  for (const match of text.matchAll(MARKER)) {
    const inner = match[1] ?? '';
    const marker = readMarker(inner) ?? (readFormattedField(inner) ? { kind: 'format' as const } : undefined);
    if (!marker) continue;
    const from = pos + 1 + match.index;
    found.push({ from, to: from + match[0].length, text: match[0], marker });
  }
  return found;
}

/** Every typed marker of `doc`, in document order. */
export function documentMarkers(doc: PmNode): TextMarker[] {
  const found: TextMarker[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    found.push(...blockMarkers(node, pos));
    return false;
  });
  return found;
}

const OPENER = { if: '{{#if}}', each: '{{#each}}' } as const;
const CLOSER = { if: '{{/if}}', each: '{{/each}}' } as const;

/**
 * The markers that do not balance (an opener without its closer, a closer without its opener, an
 * `{{else}}` outside a condition), and whether at least one pair balances, which the editor then
 * turns into nodes.
 */
export function balanceMarkers(markers: readonly TextMarker[]): {
  unbalanced: UnbalancedMarker[];
  hasPair: boolean;
} {
  const unbalanced: UnbalancedMarker[] = [];
  const open: { kind: 'if' | 'each'; at: TextMarker; hasElse: boolean }[] = [];
  let hasPair = false;
  const refuse = (at: TextMarker, title: string) => unbalanced.push({ from: at.from, to: at.to, title });
  for (const at of markers) {
    const { kind } = at.marker;
    if (kind === 'if' || kind === 'each') open.push({ kind, at, hasElse: false });
    else if (kind === 'else') {
      const top = open.at(-1);
      if (top?.kind === 'if' && !top.hasElse) top.hasElse = true;
      else refuse(at, 'This {{else}} is outside any {{#if}}…{{/if}}');
    } else if (kind === 'endif' || kind === 'endeach') {
      const closes = kind === 'endif' ? 'if' : 'each';
      if (open.at(-1)?.kind === closes) {
        open.pop();
        hasPair = true;
      } else refuse(at, `This ${CLOSER[closes]} has no ${OPENER[closes]}`);
    }
  }
  for (const { kind, at } of open) refuse(at, `This ${OPENER[kind]} has no ${CLOSER[kind]}`);
  unbalanced.sort((a, b) => a.from - b.from);
  return { unbalanced, hasPair };
}
