import { isDeepStrictEqual } from 'node:util';
import { storedLinkHref } from '@lexdraft/core';
import { linkScheme } from '@lexdraft/editor-schema';
import type { JSONContent } from '@tiptap/core';
import { ExternalHyperlink, HighlightColor, type ParagraphChild, ShadingType, Tab } from 'docx';
import { commentThreadIds } from './comment-ranges.js';
import type { RenderContext, RunChange, RunStyle } from './context.js';
import { halfPoints } from './font-size.js';
import { attr, childrenOf } from './node-json.js';
import { changedRun, changeOf } from './revisions.js';
import { xmlSafeText } from './text.js';

// A paragraph's inline content (text with its marks, merge fields, hard breaks) as Word runs.
// Consecutive pieces under the same link become one hyperlink.

/** Schemes a Word hyperlink may open (stored links may also be tel:, which prints as text). */
const HYPERLINK_SCHEMES = new Set(['http', 'https', 'mailto']);

export const MONOSPACE_FONT = 'Courier New';
const CODE_SHADING = { type: ShadingType.CLEAR, color: 'auto', fill: 'F1F3F6' } as const;

/** The link target a Word hyperlink may carry for a stored href, or null. */
export function hyperlinkTarget(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const stored = storedLinkHref(href);
  const scheme = stored ? linkScheme(stored) : null;
  return stored && scheme && HYPERLINK_SCHEMES.has(scheme) ? stored : null;
}

type Marked = { style: RunStyle; href: string | null };

function applyMarks(node: JSONContent, base: RunStyle): Marked {
  let style: RunStyle = base;
  let href: string | null = null;
  for (const mark of Array.isArray(node.marks) ? node.marks : []) {
    switch (mark?.type) {
      case 'bold':
        style = { ...style, bold: true };
        break;
      case 'italic':
        style = { ...style, italics: true };
        break;
      case 'underline':
        style = { ...style, underline: {} };
        break;
      case 'strike':
        style = { ...style, strike: true };
        break;
      case 'code':
        style = { ...style, font: MONOSPACE_FONT, shading: CODE_SHADING };
        break;
      case 'textStyle': {
        const size = halfPoints(mark.attrs?.fontSize);
        if (size) style = { ...style, size };
        break;
      }
      case 'link':
        href = hyperlinkTarget(mark.attrs?.href);
        break;
      // Marks Word has no place for are left out; their text stays.
    }
  }
  return { style, href };
}

const LINE_OR_TAB = /[\r\n\t]/;

/**
 * Runs of a piece of text: newlines become line breaks and tabs Word tabs, as the text showed them;
 * under a suggestion, inside `w:ins` or `w:del` (revisions.ts).
 */
function textRuns(
  text: string,
  style: RunStyle,
  change: RunChange | null,
  ctx: RenderContext,
): ParagraphChild[] {
  const safe = xmlSafeText(text);
  if (safe === '') return [];
  // Most text has neither: one run, without the splitting (the 200-page export has 10,000 such).
  if (!LINE_OR_TAB.test(safe)) return [changedRun({ ...style, text: safe }, change, ctx)];
  return safe.split(/\r\n|\r|\n/).map((line, index) => {
    const parts = line.split('\t');
    const children = parts
      .flatMap((part, at) => (at === 0 ? [part] : [new Tab(), part]))
      .filter((part) => part !== '');
    return changedRun({ ...style, ...(index > 0 ? { break: 1 } : {}), children }, change, ctx);
  });
}

/** Every text under a node, fields as their values: what an unknown node degrades to. */
export function plainText(node: JSONContent, ctx: RenderContext): string {
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
  if (node.type === 'mergeField') return fieldText(node, ctx).text;
  if (node.type === 'hardBreak') return '\n';
  return childrenOf(node)
    .map((child) => plainText(child, ctx))
    .join(node.type === 'paragraph' || node.type === 'doc' ? '' : ' ');
}

function fieldText(node: JSONContent, ctx: RenderContext) {
  // The text the resolver gave the field (a formatted value, a repeated item's) wins.
  const value = attr(node, 'value');
  if (typeof value === 'string') return { text: value, unresolved: false };
  const id = attr(node, 'id');
  return typeof id === 'string' && id !== '' ? ctx.doc.field(id) : { text: '', unresolved: false };
}

/** A piece's text when it prints as plain text (text, a merge field, an unknown node), else null. */
function pieceText(
  node: JSONContent,
  style: RunStyle,
  ctx: RenderContext,
): { text: string; style: RunStyle } | null {
  switch (node.type) {
    case 'text':
      return { text: typeof node.text === 'string' ? node.text : '', style };
    case 'mergeField': {
      const { text, unresolved } = fieldText(node, ctx);
      return { text, style: unresolved ? { ...style, highlight: HighlightColor.YELLOW } : style };
    }
    case 'hardBreak':
    case 'image':
      return null;
    default:
      // An inline node this renderer does not know prints its text.
      return { text: plainText(node, ctx), style };
  }
}

function pieceRuns(
  node: JSONContent,
  style: RunStyle,
  change: RunChange | null,
  ctx: RenderContext,
): ParagraphChild[] {
  if (node.type === 'hardBreak') return [changedRun({ ...style, break: 1 }, change, ctx)];
  const run = ctx.pictures.ofNode(node, ctx.maxWidthPx);
  return run ? [run] : [];
}

/**
 * Runs in the making: consecutive texts in the same style (a sentence and the merge fields in it)
 * are one run, as Word itself writes them, not one per piece. A 200-page contract's 2,000 fields
 * would otherwise split its sentences into three times as many runs, each a set of objects to
 * build and XML to write.
 */
class RunWriter {
  readonly runs: ParagraphChild[] = [];
  #text = '';
  #style: RunStyle | null = null;
  #change: RunChange | null = null;

  constructor(private readonly ctx: RenderContext) {}

  text(text: string, style: RunStyle, change: RunChange | null) {
    if (this.#style !== null && (this.#change?.key !== change?.key || !isDeepStrictEqual(this.#style, style)))
      this.flush();
    this.#style = style;
    this.#change = change;
    this.#text += text;
  }

  other(children: ParagraphChild[]) {
    // Nothing to add (a thread already open): the text around runs on as one run.
    if (children.length === 0) return;
    this.flush();
    this.runs.push(...children);
  }

  flush() {
    if (this.#style !== null) this.runs.push(...textRuns(this.#text, this.#style, this.#change, this.ctx));
    this.#style = null;
    this.#change = null;
    this.#text = '';
  }
}

/** The runs of inline content, links as hyperlinks, under a base style (a heading's or a table header's). */
export function inlineRuns(nodes: JSONContent[], ctx: RenderContext, base: RunStyle = {}): ParagraphChild[] {
  const out = new RunWriter(ctx);
  let linkHref: string | null = null;
  let link = new RunWriter(ctx);
  const closeLink = () => {
    link.flush();
    if (linkHref !== null && link.runs.length > 0)
      out.other([new ExternalHyperlink({ link: linkHref, children: link.runs })]);
    linkHref = null;
    link = new RunWriter(ctx);
  };
  for (const node of nodes) {
    const marked = applyMarks(node, base);
    if (marked.href !== linkHref) closeLink();
    const style = marked.href === null ? marked.style : { ...marked.style, style: 'Hyperlink' };
    const target = marked.href === null ? out : link;
    linkHref = marked.href;
    // A piece's own suggestion wins over its block's; comment threads open before it and close after.
    const change = changeOf(node, ctx) ?? ctx.change ?? null;
    const threads = ctx.comments ? commentThreadIds(node) : [];
    if (threads.length > 0) target.other(ctx.comments!.before(threads));
    const piece = pieceText(node, style, ctx);
    if (piece) target.text(piece.text, piece.style, change);
    else target.other(pieceRuns(node, style, change, ctx));
    if (threads.length > 0) target.other(ctx.comments!.after(threads));
  }
  closeLink();
  out.flush();
  return out.runs;
}
