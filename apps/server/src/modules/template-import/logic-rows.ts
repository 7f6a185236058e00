import { repeatProblem } from '@lexdraft/core';
import { textRun } from './inline-fields.js';
import type { LogicCollector } from './logic-collector.js';
import type { LogicPass } from './logic-pass.js';
import { findLogicTags, type LogicTag } from './logic-tags.js';
import type { OoxmlNames } from './ooxml-names.js';
import { readParagraphText, replaceText } from './paragraph-text.js';
import { itemName } from './section-lists.js';
import { rowMarker } from './sentinels.js';
import { descendants, type XmlElement, type XmlNode } from './xml-tree.js';

// Table rows that repeat (the editor's repeated row, <tr data-each data-as>): docxtpl's
// `{%tr for x in y %}` row, one row, `{%tr endfor %}` row (the tag rows go, as docxtpl drops them),
// and a docxtemplater section opened in a row's first cell and closed in a later one
// (`{#clients}{name} | {phone}{/clients}`), whatever its name. Anything else a row tag does stays
// text, with a warning.

/** What walks a table's cells: the cell lists in order, a repeated row's between its enter and leave. */
export type TablePart = { nodes: XmlNode[]; done?: () => void };

export type RowContext = {
  n: OoxmlNames;
  logic: LogicPass;
  collector: LogicCollector;
  warn: (message: string) => void;
  where: () => string;
};

type RowTag = { row: XmlElement; tag: LogicTag };
type Repeats = Map<XmlElement, { as: string; syntax: LogicTag['syntax'] }>;

/** The parts of a table to walk, its repeated rows marked and their tag rows removed. */
export function tableParts(table: XmlElement, context: RowContext): TablePart[] {
  const { n } = context;
  const cellsOf = (row: XmlElement) => descendants(row, n.tc).map((cell) => ({ nodes: cell.children ?? [] }));
  const rows = (table.children ?? []).filter(
    (node): node is XmlElement => typeof node !== 'string' && node.name === n.tr,
  );
  if (!rows.some((row) => /\{[%#]/.test(ownText(row, n)))) {
    return descendants(table, n.tc).map((cell) => ({ nodes: cell.children ?? [] }));
  }
  const repeats: Repeats = new Map();
  jinjaRows(rows, context, repeats);
  sectionTagRows(rows, context, repeats);
  for (const row of rows) if (!repeats.has(row)) sectionRow(row, context, repeats);
  const kept = new Set(
    (table.children ?? []).filter(
      (node) => typeof node === 'string' || node.name !== n.tr || rows.includes(node),
    ),
  );
  table.children = (table.children ?? []).filter((node) => kept.has(node));
  return rows.flatMap((row) => {
    const repeat = repeats.get(row);
    if (repeat === undefined) return cellsOf(row);
    let leave: () => void = () => undefined;
    return [
      { nodes: [], done: () => (leave = context.logic.enterRow(repeat.as, repeat.syntax)) },
      ...cellsOf(row),
      { nodes: [], done: () => leave() },
    ];
  });
}

// A cell's own paragraphs (a nested table's are its own table's business), and a row's.
const cellParagraphs = (cell: XmlElement, n: OoxmlNames) =>
  (cell.children ?? []).filter((node): node is XmlElement => typeof node !== 'string' && node.name === n.p);
const rowParagraphs = (row: XmlElement, n: OoxmlNames) =>
  descendants(row, n.tc).flatMap((cell) => cellParagraphs(cell, n));

/**
 * A row's own text, its nested tables left out: each table reads only its own rows, so that 20,000
 * nested tables are read once each, not once per level.
 */
function ownText(row: XmlElement, n: OoxmlNames): string {
  let text = '';
  const pending: XmlNode[] = [row];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node === 'string') text += node;
    else if (node.name !== n.tbl) for (const part of [...(node.children ?? [])].reverse()) pending.push(part);
  }
  return text;
}

/** The `{%tr %}` tags of a row, in order. */
function rowTags(row: XmlElement, n: OoxmlNames): LogicTag[] {
  return rowParagraphs(row, n).flatMap((paragraph) =>
    findLogicTags(readParagraphText(paragraph, n).text).filter((tag) => tag.whole === 'row'),
  );
}

/** docxtpl's `{%tr for %}` around exactly one row: that row repeats and the tag rows go. */
function jinjaRows(rows: XmlElement[], context: RowContext, repeats: Repeats): void {
  const { n, warn, where } = context;
  let open: RowTag | undefined;
  const inside: XmlElement[] = [];
  const leftAsText = (tag: LogicTag, reason: string) =>
    warn(`Logic "${tag.text}" in ${where()} has no translation (${reason}) and was left as text.`);
  for (const row of [...rows]) {
    const tags = rowTags(row, n);
    const [tag] = tags;
    if (tag === undefined) {
      if (open) inside.push(row);
      continue;
    }
    if (tag.kind === 'each' && open === undefined) {
      open = { row, tag };
      inside.length = 0;
    } else if (tag.kind === 'endeach' && open !== undefined && open.tag.kind === 'each') {
      const [only] = inside;
      if (
        inside.length === 1 &&
        only !== undefined &&
        repeatProblem(open.tag.list, open.tag.as) === undefined
      ) {
        repeats.set(only, { as: open.tag.as, syntax: 'jinja' });
        addMarker(only, context.collector.addRow(open.tag.list, open.tag.as, open.tag.text), n);
        rows.splice(rows.indexOf(open.row), 1);
        rows.splice(rows.indexOf(row), 1);
      } else leftAsText(open.tag, 'a repeated table row holds one row');
      open = undefined;
    } else if (tag.kind === 'text') leftAsText(tag, tag.reason);
    else
      leftAsText(
        tag,
        tag.kind === 'if' ? 'conditional table rows have no translation' : 'it closes nothing that is open',
      );
  }
  if (open) leftAsText(open.tag, `it has no "{%tr endfor %}"`);
}

/**
 * docxtemplater's `{#name}` alone in a row, one row, `{/name}` (or `{/}`) alone in a row: as docxtpl's
 * `{%tr for %}`, the one row repeats and the tag rows go. Around more rows, the tags are left to the
 * paragraph pass.
 */
function sectionTagRows(rows: XmlElement[], context: RowContext, repeats: Repeats): void {
  const { n } = context;
  const only = (row: XmlElement) => {
    const text = ownText(row, n)
      .replace(/<[^>]*>/g, '')
      .trim();
    const [tag] = findLogicTags(text);
    return tag && tag.start === 0 && tag.end === text.length ? tag : undefined;
  };
  for (let at = 0; at + 2 < rows.length; at += 1) {
    const [open, middle, close] = [only(rows[at]!), rows[at + 1]!, only(rows[at + 2]!)];
    if (open?.kind !== 'section' || open.inverted || close?.kind !== 'end-section' || only(middle)) continue;
    if (close.name !== '' && close.name !== open.name) continue;
    const as = itemName(open.name, []);
    if (repeatProblem(open.name, as) !== undefined) continue;
    repeats.set(middle, { as, syntax: 'docxtemplater' });
    addMarker(middle, context.collector.addRow(open.name, as, open.text), n);
    rows.splice(at + 2, 1);
    rows.splice(at, 1);
  }
}

/** A docxtemplater section opened in a row's first cell and closed in its last: the row repeats. */
function sectionRow(row: XmlElement, context: RowContext, repeats: Repeats): void {
  const { n } = context;
  const cells = descendants(row, n.tc);
  if (cells.length < 2) return;
  const first = cellParagraphs(cells[0] as XmlElement, n)[0];
  if (first === undefined) return;
  const firstText = readParagraphText(first, n);
  const opening = findLogicTags(firstText.text).find((tag) => tag.kind === 'section');
  // The row's last closing tag, in any cell after the first (empty cells may follow it).
  let lastText: ReturnType<typeof readParagraphText> | undefined;
  let closing: LogicTag | undefined;
  for (const paragraph of cells.slice(1).flatMap((cell) => cellParagraphs(cell, n))) {
    const text = readParagraphText(paragraph, n);
    const found = findLogicTags(text.text).findLast((tag) => tag.kind === 'end-section');
    if (found) [lastText, closing] = [text, found];
  }
  if (
    opening?.kind !== 'section' ||
    opening.inverted ||
    closing?.kind !== 'end-section' ||
    lastText === undefined
  )
    return;
  if (closing.name !== '' && closing.name !== opening.name) return;
  // Closed in its own cell, it is a section of that cell, not the row's.
  if (findLogicTags(firstText.text).some((tag) => tag.kind === 'end-section' && tag.start > opening.start))
    return;
  const as = itemName(opening.name, []);
  if (repeatProblem(opening.name, as) !== undefined) return;
  replaceText(firstText, [{ start: opening.start, end: opening.end, text: '' }]);
  replaceText(lastText, [{ start: closing.start, end: closing.end, text: '' }]);
  repeats.set(row, { as, syntax: 'docxtemplater' });
  addMarker(row, context.collector.addRow(opening.name, as, opening.text), n);
}

/** Writes the row's sentinel at the start of its first paragraph, where the HTML pass finds its <tr>. */
function addMarker(row: XmlElement, index: number, n: OoxmlNames): void {
  const paragraph = rowParagraphs(row, n)[0];
  if (paragraph === undefined) return;
  const children = paragraph.children ?? [];
  const properties = children.findIndex((node) => typeof node !== 'string' && node.name === n.pPr);
  children.splice(properties + 1, 0, textRun(n, rowMarker(index)));
  paragraph.children = children;
}
