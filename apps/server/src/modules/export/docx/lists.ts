import type { JSONContent } from '@tiptap/core';
import { Paragraph } from 'docx';
import type { Block, RenderBlocks, RenderContext } from './context.js';
import { attr, childrenOf } from './node-json.js';
import { LIST_HANGING, listTextIndent, MAX_LIST_LEVEL } from './numbering.js';
import { textBlock } from './paragraphs.js';
import { withNodeChange } from './revisions.js';

// A bullet or ordered list: an item's first paragraph carries the number, its later blocks line
// up with that paragraph's text, and a list inside an item is the next level down.

const LIST_TYPES = new Set(['bulletList', 'orderedList']);
const TEXT_BLOCKS = new Set(['paragraph', 'heading']);

export const isList = (node: JSONContent): boolean => LIST_TYPES.has(node.type ?? '');

export function renderList(list: JSONContent, ctx: RenderContext, renderBlocks: RenderBlocks): Block[] {
  const level = Math.min(ctx.listLevel, MAX_LIST_LEVEL);
  const numbering =
    list.type === 'orderedList'
      ? ctx.lists.ordered(level, attr(list, 'start'), attr(list, 'type'))
      : ctx.lists.bullet(level);
  // Inside a quotation the numbers move in with the text; elsewhere the numbering's own indents apply.
  const textIndent = ctx.indent + listTextIndent(level);
  const numberedOptions = {
    numbering,
    ...(ctx.indent > 0 ? { indent: { left: textIndent, hanging: LIST_HANGING } } : {}),
  };
  const out: Block[] = [];

  for (const item of childrenOf(list)) {
    // A list item holds blocks; anything else in a list is read as the one block of an item.
    const blocks = item.type === 'listItem' ? childrenOf(item) : [item];
    // An item suggested whole passes its change to its blocks.
    const itemCtx = withNodeChange(item, ctx);
    // A nested list keeps the container's indent (its level indents it); other blocks line up with the text.
    const nested: RenderContext = { ...itemCtx, listLevel: level + 1 };
    const inItem: RenderContext = { ...nested, indent: textIndent };
    let numbered = false;
    for (const block of blocks) {
      if (!numbered && TEXT_BLOCKS.has(block.type ?? '')) {
        out.push(textBlock(block, { ...itemCtx, indent: 0 }, numberedOptions));
        numbered = true;
        continue;
      }
      if (!numbered) {
        // An item opening with a nested list or a table still shows its number, on a line of its own.
        out.push(new Paragraph({ ...numberedOptions, children: [] }));
        numbered = true;
      }
      out.push(...(isList(block) ? renderList(block, nested, renderBlocks) : renderBlocks([block], inItem)));
    }
    if (!numbered) out.push(new Paragraph({ ...numberedOptions, children: [] }));
  }
  return out;
}
