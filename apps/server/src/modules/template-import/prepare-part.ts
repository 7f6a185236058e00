import { type DetectOptions, detectPlaceholders, type TextPlaceholder } from './detect-placeholders.js';
import { isSignatureTag } from './docuseal-tags.js';
import { collapseInlineFields, contentControlName, type InlineContext, textRun } from './inline-fields.js';
import { LogicPass } from './logic-pass.js';
import { type RowContext, tableParts } from './logic-rows.js';
import { alignmentOf, type ListNumbering, type ParagraphStyles } from './numbering.js';
import type { OoxmlNames } from './ooxml-names.js';
import { splitAtPageBreaks } from './page-breaks.js';
import { readParagraphText, replaceText } from './paragraph-text.js';
import type { PlaceholderCollector, PlaceholderLocation } from './placeholder-collector.js';
import { contextAround, PLACE, problemWarning } from './placeholder-warnings.js';
import { MARK, OCCURRENCE, occurrenceMarker, signatureMarker } from './sentinels.js';
import {
  attr,
  child,
  descendants,
  element,
  encodeXml,
  textContent,
  type XmlElement,
  type XmlNode,
} from './xml-tree.js';

// The OOXML pass over a part's blocks before mammoth converts it: Word's fields and content controls
// become placeholder markers, typed placeholders are found on each paragraph's whole text and become
// markers too, page breaks become paragraphs of their own, and each paragraph's alignment and list
// number are written at its start for the HTML pass to read (sentinels.ts).

export type PartContext = {
  n: OoxmlNames;
  part: 'body' | 'header' | 'footer';
  intelligentDetection: boolean;
  collector: PlaceholderCollector;
  styles: ParagraphStyles;
  /** Only the body numbers its lists. */
  numbering?: ListNumbering;
};

type State = PartContext & { inline: InlineContext; inTable: boolean; logic: LogicPass; rows: RowContext };

const ALIGN_CODES = { center: 'c', right: 'r', justify: 'j' } as const;
const LEADERS = new Set(['underscore', 'heavy']);

/** Rewrites the blocks of a part's body (w:body, w:hdr, w:ftr) in place. */
export function preparePart(container: XmlElement, context: PartContext): void {
  const { collector } = context;
  const warn = (message: string) => collector.warn(message);
  const logic = new LogicPass(collector.logic, warn, () => PLACE[location(state)]);
  // A table's rows are read when the table is met, before its cells say where they are.
  const rowsWhere = () => PLACE[context.part === 'body' ? 'table' : context.part];
  const state: State = {
    ...context,
    inTable: false,
    logic,
    rows: { n: context.n, logic, collector: collector.logic, warn, where: rowsWhere },
    inline: {
      n: context.n,
      collector: context.collector,
      location: () => location(state),
      pageFields: context.part !== 'body',
      openFields: [],
    },
  };
  prepareBlocks(container.children ?? [], state);
  state.logic.finish();
}

function location(state: State): PlaceholderLocation {
  return state.part !== 'body' ? state.part : state.inTable ? 'table' : 'body';
}

// A list of blocks being walked: the walk keeps its own stack of these rather than recursing, so
// that 3,000 nested tables or content controls cannot exhaust the call stack (the parse refuses
// deeper than WORD_XML_MAX_DEPTH; a text box's blocks, met inside a paragraph, start a walk of their own).
type BlockList = { nodes: XmlNode[]; index: number; inTable: boolean; done?: (() => void) | undefined };

function prepareBlocks(nodes: XmlNode[], state: State): void {
  const { n } = state;
  const outer = state.inTable;
  const lists: BlockList[] = [{ nodes, index: 0, inTable: outer }];
  for (let list = lists.at(-1); list !== undefined; list = lists.at(-1)) {
    if (list.index >= list.nodes.length) {
      lists.pop();
      list.done?.();
      continue;
    }
    const at = list.index;
    const node = list.nodes[at];
    list.index += 1;
    state.inTable = list.inTable;
    if (node === undefined || typeof node === 'string') continue;
    if (node.name === n.p) {
      const replaced = prepareParagraph(node, state);
      list.nodes.splice(at, 1, ...replaced);
      list.index = at + replaced.length;
    } else if (node.name === n.tbl) {
      const parts = tableParts(node, state.rows);
      for (let index = parts.length - 1; index >= 0; index -= 1) {
        const part = parts[index];
        lists.push({ nodes: part?.nodes ?? [], index: 0, inTable: true, done: part?.done });
      }
    } else if (node.name === n.sdt) {
      const paragraph = blockControlParagraph(node, state);
      if (paragraph) {
        list.nodes[at] = paragraph;
        list.index = at;
      } else
        lists.push({ nodes: child(node, n.sdtContent)?.children ?? [], index: 0, inTable: list.inTable });
    } else if (node.name !== n.sectPr && node.children && node.name !== n.del && node.name !== n.moveFrom) {
      lists.push({ nodes: node.children, index: 0, inTable: list.inTable });
    }
  }
  state.inTable = outer;
}

/**
 * A block content control (around whole paragraphs) is a placeholder when it has a tag or title and
 * holds one short paragraph, or shows its placeholder text: it becomes that paragraph with its marker.
 * Longer ones (a clause kept in a control) keep their text.
 */
function blockControlParagraph(sdt: XmlElement, state: State): XmlElement | undefined {
  const { n } = state;
  const name = contentControlName(sdt, n);
  const content = child(sdt, n.sdtContent);
  if (name === undefined || content === undefined) return undefined;
  const blocks = (content.children ?? []).filter((node): node is XmlElement => typeof node !== 'string');
  const paragraphs = blocks.filter((block) => block.name === n.p);
  const showingPlaceholder = child(child(sdt, n.sdtPr), n.showingPlcHdr) !== undefined;
  const first = paragraphs[0];
  if (first === undefined || blocks.some((block) => block.name === n.tbl)) return undefined;
  const shown = paragraphs.map(textContent).join(' ').trim();
  if (!showingPlaceholder && (paragraphs.length > 1 || shown.length > 100)) return undefined;
  const occurrence = state.collector.add(
    { kind: 'content_control', text: name },
    location(state),
    shown || name,
  );
  const properties = child(first, n.pPr);
  const runProperties = child(descendants(first, n.r)[0], n.rPr);
  return element(n.p, first.attrs, [
    ...(properties ? [properties] : []),
    textRun(n, occurrenceMarker(occurrence), runProperties),
  ]);
}

/** A paragraph and what it becomes: itself, split at its page breaks, with break and list-split paragraphs around it. */
function prepareParagraph(paragraph: XmlElement, state: State): XmlNode[] {
  const { n } = state;
  prepareTextBoxes(paragraph, state);
  collapseInlineFields(paragraph.children ?? [], state.inline);
  const properties = child(paragraph, n.pPr);
  const out: XmlNode[] = [];
  const breaks = state.part === 'body' && !state.inTable;
  if (breaks && isOn(child(properties, n.pageBreakBefore), n)) out.push(markerParagraph(n, MARK.pageBreak));
  const pieces = splitAtPageBreaks(paragraph, n);
  pieces.forEach((piece, index) => {
    if (index > 0) out.push(markerParagraph(n, MARK.pageBreak));
    out.push(...finishParagraph(piece, state, index === 0));
  });
  const section = child(properties, n.sectPr);
  if (breaks && section && attr(child(section, n.type) ?? element('', ''), n.val) !== 'continuous') {
    out.push(markerParagraph(n, MARK.pageBreak));
  }
  return out;
}

/**
 * A text box's paragraphs sit inside a run of the paragraph that anchors it (w:txbxContent in a
 * shape), apart from that paragraph's own text; they are prepared as blocks of their own. Word
 * writes a modern text box twice, as a shape (mc:Choice) and as its VML fallback (mc:Fallback); only
 * the fallback is what mammoth shows, so only it is read, and each placeholder is counted once.
 */
function prepareTextBoxes(container: XmlElement, state: State): void {
  const { n } = state;
  const pending = [...(container.children ?? [])].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node === 'string' || node.name === n.choice || node.name === n.pPr || node.name === n.rPr)
      continue;
    if (node.name === n.txbxContent) prepareBlocks(node.children ?? [], state);
    else
      for (let index = (node.children?.length ?? 0) - 1; index >= 0; index -= 1) {
        pending.push(node.children?.[index] as XmlNode);
      }
  }
}

/** Finds the paragraph's placeholders, writes its markers, and numbers it when it is a list item. */
function finishParagraph(paragraph: XmlElement, state: State, numbered: boolean): XmlNode[] {
  const { n } = state;
  const properties = child(paragraph, n.pPr);
  const text = readParagraphText(paragraph, n);
  const options: DetectOptions = {
    intelligentDetection: state.intelligentDetection,
    underlined: text.underlined,
    leaderTabs: (child(properties, n.tabs)?.children ?? []).some(
      (tab) => typeof tab !== 'string' && LEADERS.has(attr(tab, n.leader) ?? ''),
    ),
  };
  // Logic tags first: what they leave (masked) is read for placeholders, so none is taken for one.
  const logic = state.logic.paragraph(text.text);
  const { found, problems } = detectPlaceholders(logic.masked, options);
  const replacements = found.map((placeholder) => {
    const signature = signatureOf(placeholder, state);
    if (signature !== undefined) return { start: placeholder.start, end: placeholder.end, text: signature };
    const shown = text.text.slice(placeholder.start, placeholder.end);
    const occurrence = state.collector.add(placeholder, location(state), shown);
    state.collector.setContext(
      occurrence,
      contextAround(text.text, placeholder.start, placeholder.end, state.collector),
    );
    return { start: placeholder.start, end: placeholder.end, text: occurrenceMarker(occurrence) };
  });
  // Fields and content controls made markers earlier get the paragraph's text as their context.
  for (const match of text.text.matchAll(OCCURRENCE)) {
    state.collector.setContext(
      Number(match[1]),
      contextAround(text.text, match.index, match.index + match[0].length, state.collector),
    );
  }
  for (const problem of problems)
    state.collector.warn(problemWarning(problem, text.text, location(state), state.collector));
  replaceText(
    text,
    [...logic.replacements, ...replacements].sort((a, b) => a.start - b.start),
  );

  const numbering = numbered ? numberOf(properties, state) : undefined;
  const out: XmlNode[] = [];
  if (numbering && !numbering.continues) out.push(markerParagraph(n, MARK.listSplit));
  if (!numbering && text.hasContent) state.numbering?.endList();
  if (!text.hasContent) return [...out, paragraph];

  const jc = child(properties, n.jc);
  const align = jc
    ? alignmentOf(attr(jc, n.val))
    : state.styles.find(styleOf(properties, n), (style) => style.align);
  const heading = state.styles.isHeading(styleOf(properties, n));
  const listed = numbering?.ordered && !heading ? `${numbering.number}${numbering.format}` : '';
  let prefix =
    align || listed
      ? `${MARK.paragraphOpen}${align ? ALIGN_CODES[align] : ''}${listed}${MARK.paragraphClose}`
      : '';
  // A numbered heading keeps its number as text: mammoth makes it a heading, not a list item.
  if (numbering?.ordered && heading && numbering.label) prefix += encodeXml(`${numbering.label} `);
  if (prefix === '') return [...out, paragraph];
  // Written into the paragraph's first text where it has one (an extra run would cost mammoth a run per paragraph).
  const first = text.segments[0]?.node;
  if (first) first.children = [prefix, ...(first.children ?? [])];
  else {
    const children = paragraph.children ?? [];
    children.splice(properties ? children.indexOf(properties) + 1 : 0, 0, textRun(n, prefix));
    paragraph.children = children;
  }
  return [...out, paragraph];
}

function numberOf(properties: XmlElement | undefined, state: State) {
  const { n } = state;
  if (state.numbering === undefined) return undefined;
  const numPr = child(properties, n.numPr);
  const styleId = styleOf(properties, n);
  const numId = wordValue(child(numPr, n.numId), n) ?? state.styles.find(styleId, (style) => style.numId);
  const level = wordValue(child(numPr, n.ilvl), n) ?? state.styles.find(styleId, (style) => style.ilvl);
  return numId === undefined ? undefined : state.numbering.next(numId, Number(level ?? 0));
}

const wordValue = (node: XmlElement | undefined, n: OoxmlNames) => (node ? attr(node, n.val) : undefined);
const styleOf = (properties: XmlElement | undefined, n: OoxmlNames) =>
  wordValue(child(properties, n.pStyle), n);

function isOn(node: XmlElement | undefined, n: OoxmlNames): boolean {
  const value = node && attr(node, n.val);
  return node !== undefined && value !== 'false' && value !== '0' && value !== 'off';
}

function markerParagraph(n: OoxmlNames, marker: string): XmlElement {
  return element(n.p, '', [textRun(n, marker)]);
}

/**
 * The marker of the Signature field a DocuSeal signature tag of the body becomes (signer by its
 * role), or undefined for any other placeholder. In a header or footer, which hold no Signature
 * field, or beyond the most signers a request can have, the tag stays a placeholder named by it.
 */
function signatureOf(placeholder: TextPlaceholder, state: State): string | undefined {
  if (!isSignatureTag(placeholder.tag) || state.part !== 'body') return undefined;
  const signer = state.collector.signerOf(placeholder.tag?.role);
  if (signer === undefined) {
    state.collector.warn(
      `Signature tag "${placeholder.text}" names a role beyond the most signers a document can have and was imported as a field.`,
    );
    return undefined;
  }
  return signatureMarker(signer);
}
