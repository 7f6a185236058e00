import type { JSONContent } from '@tiptap/core';
import { BorderStyle, LineRuleType, PageBreak, Paragraph, ShadingType } from 'docx';
import type { Block, RenderContext } from './context.js';
import { inlineRuns, MONOSPACE_FONT, plainText } from './inline.js';
import { isList, renderList } from './lists.js';
import { attr, childrenOf } from './node-json.js';
import { alignmentOf, containedParagraph, textBlock } from './paragraphs.js';
import { withNodeChange } from './revisions.js';
import { signatureFieldBlock } from './signature-field.js';
import { renderTable } from './tables.js';

// The editor's blocks as Word paragraphs and tables. A node this renderer does not know (a legacy
// or future one) prints its text rather than failing the export.

const INLINE_TYPES = new Set(['text', 'mergeField', 'hardBreak']);
const isInline = (node: JSONContent) => INLINE_TYPES.has(node.type ?? '') || typeof node.text === 'string';

// editor.css: a rule is 1px in the border colour; code blocks sit on the muted background at 0.875em.
const RULE = { style: BorderStyle.SINGLE, size: 6, color: 'E2E6EC', space: 1 } as const;
const CODE_SHADING = { type: ShadingType.CLEAR, color: 'auto', fill: 'F1F3F6' } as const;
const CODE_RUN = { font: MONOSPACE_FONT, size: 21 } as const;
// editor.css: 0.75em above and below an image.
const IMAGE_SPACING = { before: 180, after: 180, line: 240, lineRule: LineRuleType.AUTO } as const;

function imageBlock(node: JSONContent, ctx: RenderContext): Block[] {
  const run = ctx.pictures.ofNode(node, ctx.maxWidthPx);
  if (!run) return [];
  const alignment =
    alignmentOf(attr(node, 'align')) ??
    alignmentOf(attr(node, 'alignment')) ??
    alignmentOf(attr(node, 'textAlign'));
  // Single-spaced: the body's 1.6 line spacing would stretch the picture's line.
  return [containedParagraph([run], ctx, { spacing: IMAGE_SPACING, ...(alignment ? { alignment } : {}) })];
}

function unknownBlock(node: JSONContent, ctx: RenderContext): Block[] {
  const children = childrenOf(node);
  if (children.length > 0 && !children.some(isInline)) return renderBlocks(children, ctx);
  if (children.length > 0) return [containedParagraph(inlineRuns(children, ctx, ctx.run), ctx)];
  const text = plainText(node, ctx);
  return text === '' ? [] : [containedParagraph(inlineRuns([{ type: 'text', text }], ctx, ctx.run), ctx)];
}

function renderBlock(node: JSONContent, outer: RenderContext): Block[] {
  // A block suggested whole (inserted or deleted with all it holds) marks everything in it.
  const ctx = withNodeChange(node, outer);
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return [textBlock(node, ctx)];
    case 'bulletList':
    case 'orderedList':
      return renderList(node, ctx, renderBlocks);
    case 'table':
      return renderTable(node, ctx, renderBlocks);
    case 'image':
      return imageBlock(node, ctx);
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
    case 'signatureField':
      return signatureFieldBlock(node, ctx);
    case 'horizontalRule':
      return [containedParagraph([], ctx, { border: { bottom: RULE } })];
    case 'blockquote':
      return renderBlocks(childrenOf(node), { ...ctx, indent: ctx.indent + 240, quote: true });
    case 'codeBlock':
      return [
        containedParagraph(inlineRuns(childrenOf(node), ctx, { ...ctx.run, ...CODE_RUN }), ctx, {
          shading: CODE_SHADING,
        }),
      ];
    default:
      if (isList(node)) return renderList(node, ctx, renderBlocks);
      return unknownBlock(node, ctx);
  }
}

function degraded(node: JSONContent, ctx: RenderContext): Block[] {
  try {
    const text = plainText(node, ctx);
    return text === '' ? [] : [containedParagraph(inlineRuns([{ type: 'text', text }], ctx), ctx)];
  } catch {
    return [];
  }
}

/** Blocks of the editor as Word blocks; one that cannot be written degrades to its text. */
export function renderBlocks(nodes: JSONContent[], ctx: RenderContext): Block[] {
  const out: Block[] = [];
  // Inline content straight inside a container (a legacy shape) is gathered into one paragraph.
  let inline: JSONContent[] = [];
  const flushInline = () => {
    if (inline.length > 0) out.push(...unknownBlock({ type: 'paragraph', content: inline }, ctx));
    inline = [];
  };
  for (const node of nodes) {
    if (isInline(node)) {
      inline.push(node);
      continue;
    }
    flushInline();
    try {
      out.push(...renderBlock(node, ctx));
    } catch {
      out.push(...degraded(node, ctx));
    }
  }
  flushInline();
  return out;
}
