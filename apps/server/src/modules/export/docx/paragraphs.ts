import type { JSONContent } from '@tiptap/core';
import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  type IParagraphOptions,
  Paragraph,
  type ParagraphChild,
} from 'docx';
import type { Alignment, RenderContext } from './context.js';
import { inlineRuns } from './inline.js';
import { attr, childrenOf } from './node-json.js';
import { paragraphMarkChange, withNodeChange } from './revisions.js';

// One Word paragraph for a text block of the editor (paragraph, heading), with what its container
// adds: a quotation's indent and rule, a table cell's alignment, a list's numbering.

const ALIGNMENTS: Record<string, Alignment> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
};

/** Word's alignment for a CSS text-align value (textAlign, a cell's align), or undefined. */
export const alignmentOf = (value: unknown): Alignment | undefined =>
  typeof value === 'string' ? ALIGNMENTS[value.trim().toLowerCase()] : undefined;

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

/** The built-in heading style of a heading node's level (1 to 6; anything else is the nearest). */
export function headingStyle(level: unknown): (typeof HEADINGS)[number] {
  const number = typeof level === 'number' && Number.isFinite(level) ? Math.round(level) : 1;
  return HEADINGS[Math.min(HEADINGS.length, Math.max(1, number)) - 1] ?? HeadingLevel.HEADING_1;
}

// editor.css: a quotation has a 3px rule in the border colour and 1em of padding.
const QUOTE_RULE = { style: BorderStyle.SINGLE, size: 18, color: 'E2E6EC', space: 8 } as const;

/** A paragraph in its container: indent, quotation rule and fallback alignment added to its own options. */
export function containedParagraph(
  children: ParagraphChild[],
  ctx: RenderContext,
  options: Omit<IParagraphOptions, 'children'> = {},
): Paragraph {
  return new Paragraph({
    ...(ctx.alignment ? { alignment: ctx.alignment } : {}),
    ...(ctx.indent > 0 ? { indent: { left: ctx.indent } } : {}),
    ...(ctx.quote ? { border: { left: QUOTE_RULE } } : {}),
    ...paragraphMarkChange(ctx),
    ...options,
    children,
  });
}

/** A paragraph or heading node as a Word paragraph, with extra options (a list's numbering). */
export function textBlock(
  node: JSONContent,
  ctx: RenderContext,
  options: Omit<IParagraphOptions, 'children'> = {},
): Paragraph {
  const alignment = alignmentOf(attr(node, 'textAlign'));
  const own = withNodeChange(node, ctx);
  return containedParagraph(inlineRuns(childrenOf(node), own, own.run), own, {
    ...(node.type === 'heading' ? { heading: headingStyle(attr(node, 'level')) } : {}),
    ...(alignment ? { alignment } : {}),
    ...options,
  });
}
