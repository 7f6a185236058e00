import type { OoxmlNames } from './ooxml-names.js';
import { attr, child, decodeXml, encodeXml, type XmlElement } from './xml-tree.js';

// A paragraph's text as one string, with the w:t elements it came from, so that placeholders are
// found on the whole text and written back into the runs: a placeholder's marker goes into the run
// where it starts (taking that run's formatting), and its other characters leave the runs after.

/** A stretch of the paragraph's text: a w:t element's (editable), or a stand-in for a break or an object. */
type Segment = { node: XmlElement | null; start: number; text: string; underlined: boolean };

export type ParagraphText = {
  text: string;
  /** Whether the character at an index is in an underlined run; undefined when no run is underlined. */
  underlined: ((index: number) => boolean) | undefined;
  /** Whether the paragraph shows anything: text that is not blank, or an object. */
  hasContent: boolean;
  segments: Segment[];
};

/** Stands for a line break: no placeholder spans it. */
const BREAK = '\n';
/** Stands for an image, a symbol or a note reference: no placeholder spans it. */
const OBJECT = '\uFFFC';

/** Reads a paragraph's text. Its w:tab elements become w:t tabs, as mammoth shows them anyway. */
export function readParagraphText(paragraph: XmlElement, n: OoxmlNames): ParagraphText {
  const segments: Segment[] = [];
  let length = 0;
  const push = (node: XmlElement | null, text: string, underlined: boolean) => {
    segments.push({ node, start: length, text, underlined });
    length += text.length;
  };
  const skipped = new Set([
    n.pPr,
    n.rPr,
    n.del,
    n.moveFrom,
    n.instrText,
    n.delText,
    n.fldChar,
    n.lastRenderedPageBreak,
  ]);
  const objects = new Set([
    n.drawing,
    n.pict,
    n.object,
    n.sym,
    n.footnoteReference,
    n.endnoteReference,
    n.alternateContent,
  ]);

  const walk = (container: XmlElement, underlined: boolean) => {
    for (const node of container.children ?? []) {
      if (typeof node === 'string' || skipped.has(node.name)) continue;
      if (node.name === n.r) walk(node, runUnderlined(node, n));
      else if (node.name === n.t) push(node, decodeXml(rawText(node)), underlined);
      else if (node.name === n.tab) {
        node.name = n.t;
        node.attrs = ' xml:space="preserve"';
        node.children = ['\t'];
        push(node, '\t', underlined);
      } else if (node.name === n.br || node.name === n.cr) push(null, BREAK, false);
      else if (node.name === n.noBreakHyphen) push(null, '\u2011', false);
      else if (objects.has(node.name)) push(null, OBJECT, false);
      else if (node.name !== n.softHyphen) walk(node, underlined);
    }
  };
  walk(paragraph, false);
  const text = segments.map((segment) => segment.text).join('');
  return {
    text,
    segments,
    hasContent: /[^\s]/.test(text),
    underlined: segments.some((segment) => segment.underlined)
      ? (index) => segmentAt(segments, index)?.underlined ?? false
      : undefined,
  };
}

function rawText(node: XmlElement): string {
  return (node.children ?? []).filter((part): part is string => typeof part === 'string').join('');
}

function runUnderlined(run: XmlElement, n: OoxmlNames): boolean {
  const underline = child(child(run, n.rPr), n.u);
  const value = underline && attr(underline, n.val);
  return underline !== undefined && value !== 'none' && value !== '0' && value !== 'false';
}

function segmentAt(segments: Segment[], index: number): Segment | undefined {
  let low = 0;
  let high = segments.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const segment = segments[middle] as Segment;
    if (index < segment.start) high = middle - 1;
    else if (index >= segment.start + segment.text.length) low = middle + 1;
    else return segment;
  }
  return undefined;
}

/**
 * Replaces stretches of the paragraph's text (sorted, not overlapping, never across a break or an
 * object): each replacement is written where its stretch starts, and the rest of the stretch is cut.
 */
export function replaceText(
  paragraph: ParagraphText,
  replacements: { start: number; end: number; text: string }[],
): void {
  if (replacements.length === 0) return;
  for (const segment of paragraph.segments) {
    if (segment.node === null) continue;
    const segmentEnd = segment.start + segment.text.length;
    let next = '';
    let at = segment.start;
    for (const replacement of replacements) {
      if (replacement.end <= segment.start || replacement.start >= segmentEnd) continue;
      next += segment.text.slice(at - segment.start, Math.max(at, replacement.start) - segment.start);
      if (replacement.start >= segment.start) next += replacement.text;
      at = Math.min(segmentEnd, replacement.end);
    }
    if (at === segment.start && next === '') continue;
    next += segment.text.slice(at - segment.start);
    segment.node.attrs = ' xml:space="preserve"';
    segment.node.children = [encodeXml(next)];
  }
}
