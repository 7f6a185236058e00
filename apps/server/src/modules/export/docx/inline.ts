import { storedLinkHref } from '@lexdraft/core';
import { linkScheme } from '@lexdraft/editor-schema';
import type { JSONContent } from '@tiptap/core';
import {
  ExternalHyperlink,
  HighlightColor,
  type IRunPropertiesOptions,
  type ParagraphChild,
  ShadingType,
  Tab,
  TextRun,
} from 'docx';
import { attr, childrenOf, type RenderContext } from './context.js';
import { halfPoints } from './font-size.js';
import { xmlSafeText } from './text.js';

// A paragraph's inline content (text with its marks, merge fields, hard breaks) as Word runs.
// Consecutive pieces under the same link become one hyperlink.

export type RunStyle = IRunPropertiesOptions;

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

/** Runs of a piece of text: newlines become line breaks and tabs Word tabs, as the text showed them. */
function textRuns(text: string, style: RunStyle): TextRun[] {
  const safe = xmlSafeText(text);
  if (safe === '') return [];
  // Most text has neither: one run, without the splitting (the 200-page export has 10,000 such).
  if (!LINE_OR_TAB.test(safe)) return [new TextRun({ ...style, text: safe })];
  return safe.split(/\r\n|\r|\n/).map((line, index) => {
    const parts = line.split('\t');
    const children = parts
      .flatMap((part, at) => (at === 0 ? [part] : [new Tab(), part]))
      .filter((part) => part !== '');
    return new TextRun({ ...style, ...(index > 0 ? { break: 1 } : {}), children });
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
  const id = attr(node, 'id');
  return typeof id === 'string' && id !== '' ? ctx.doc.field(id) : { text: '', unresolved: false };
}

function pieceRuns(node: JSONContent, style: RunStyle, ctx: RenderContext): ParagraphChild[] {
  switch (node.type) {
    case 'text':
      return textRuns(typeof node.text === 'string' ? node.text : '', style);
    case 'mergeField': {
      const { text, unresolved } = fieldText(node, ctx);
      return textRuns(text, unresolved ? { ...style, highlight: HighlightColor.YELLOW } : style);
    }
    case 'hardBreak':
      return [new TextRun({ ...style, break: 1 })];
    case 'image': {
      const run = ctx.pictures.ofNode(node, ctx.maxWidthPx);
      return run ? [run] : [];
    }
    default:
      // An inline node this renderer does not know prints its text.
      return textRuns(plainText(node, ctx), style);
  }
}

/** The runs of inline content, links as hyperlinks, under a base style (a heading's or a table header's). */
export function inlineRuns(nodes: JSONContent[], ctx: RenderContext, base: RunStyle = {}): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  let linkHref: string | null = null;
  let linkRuns: ParagraphChild[] = [];
  const closeLink = () => {
    if (linkHref !== null && linkRuns.length > 0)
      out.push(new ExternalHyperlink({ link: linkHref, children: linkRuns }));
    linkHref = null;
    linkRuns = [];
  };
  for (const node of nodes) {
    const { style, href } = applyMarks(node, base);
    if (href !== linkHref) closeLink();
    if (href === null) {
      out.push(...pieceRuns(node, style, ctx));
    } else {
      linkHref = href;
      linkRuns.push(...pieceRuns(node, { ...style, style: 'Hyperlink' }, ctx));
    }
  }
  closeLink();
  return out;
}
