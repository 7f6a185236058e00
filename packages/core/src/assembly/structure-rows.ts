import type { JsonNode } from '../merge-fields/scan.js';
import { asNode, blockMarkerOf, childrenOf, stringAttr } from './structure-json.js';

// A repeated table row typed as text: `{{#each LIST as NAME}}` alone in a paragraph that starts the
// row's first cell and `{{/each}}` alone in one that ends its last cell. The row gets each/as and
// the two paragraphs go. (Both in one cell are a repeatBlock inside the cell instead.)

const EMPTY_PARAGRAPH: JsonNode = { type: 'paragraph' };

/** The cell without its first or last block; a cell left empty keeps an empty paragraph. */
function withoutBlock(cell: JsonNode, blocks: unknown[], which: 'first' | 'last'): JsonNode {
  const rest = which === 'first' ? blocks.slice(1) : blocks.slice(0, -1);
  return { ...cell, content: (rest.length > 0 ? rest : [EMPTY_PARAGRAPH]) as JsonNode[] };
}

function structureRow(value: unknown): unknown {
  const row = asNode(value);
  if (row?.type !== 'tableRow' || stringAttr(row, 'each') !== undefined) return value;
  const cells = childrenOf(row);
  if (!cells || cells.length < 2) return value;
  const first = asNode(cells[0]);
  const last = asNode(cells[cells.length - 1]);
  const firstBlocks = first && childrenOf(first);
  const lastBlocks = last && childrenOf(last);
  if (!first || !last || !firstBlocks || !lastBlocks) return value;
  const open = blockMarkerOf(firstBlocks[0]);
  if (open?.kind !== 'each' || blockMarkerOf(lastBlocks.at(-1))?.kind !== 'endeach') return value;
  const content = [
    withoutBlock(first, firstBlocks, 'first'),
    ...cells.slice(1, -1),
    withoutBlock(last, lastBlocks, 'last'),
  ];
  const attrs = { ...(asNode(row.attrs) ?? {}), each: open.list, as: open.as };
  return { ...row, attrs, content };
}

/** A table's rows with typed row repeats made rows with each/as, or the same array when none are. */
export function structureRows(rows: unknown[]): unknown[] {
  let changed = false;
  const out = rows.map((row) => {
    const structured = structureRow(row);
    if (structured !== row) changed = true;
    return structured;
  });
  return changed ? out : rows;
}
