import type { JSONContent } from '@tiptap/core';
import {
  BorderStyle,
  LineRuleType,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  WidthType,
} from 'docx';
import type { Block, RenderBlocks, RenderContext } from './context.js';
import { attr, childrenOf } from './node-json.js';
import { alignmentOf } from './paragraphs.js';
import { withNodeChange } from './revisions.js';
import { pxToTwips, twipsToPx } from './units.js';

// A table of the editor (TipTap's: rows of tableCell/tableHeader with colspan, rowspan and
// colwidth in pixels) as a Word table with its grid worked out, ruled cells and a shaded header row
// (editor.css), at fixed widths so that Word and LibreOffice lay it out alike.

const RULE = { style: BorderStyle.SINGLE, size: 4, color: 'C9D0DA' } as const;
const BORDERS = {
  top: RULE,
  bottom: RULE,
  left: RULE,
  right: RULE,
  insideHorizontal: RULE,
  insideVertical: RULE,
};
const HEADER_SHADING = { type: ShadingType.CLEAR, color: 'auto', fill: 'F3F5F8' } as const;

// Word refuses spans past its 63 columns; a merged region cannot reach past the table either.
const MAX_COLUMNS = 63;
// A column narrower than this (in pixels) could not hold a character.
const MIN_COLUMN_PX = 24;
// Word's default left and right cell margins (108 twips each), which an image in a cell must fit inside.
const CELL_PADDING_PX = twipsToPx(2 * 108);

type PlacedCell = { node: JSONContent; column: number; colspan: number; rowspan: number };

const span = (value: unknown, max: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : 1;

/** Each row's cells with the grid column they start at, and the widths (px) the cells give their columns. */
function placeCells(rows: JSONContent[][]) {
  const taken: boolean[][] = rows.map(() => []);
  const widths: (number | null)[] = [];
  const placed = rows.map((cells, rowIndex) => {
    let column = 0;
    return cells.map((node): PlacedCell => {
      const row = taken[rowIndex] ?? [];
      while (row[column]) column += 1;
      const colspan = span(attr(node, 'colspan'), Math.max(1, MAX_COLUMNS - column));
      const rowspan = span(attr(node, 'rowspan'), rows.length - rowIndex);
      for (const covered of taken.slice(rowIndex, rowIndex + rowspan)) {
        for (let c = column; c < column + colspan; c += 1) covered[c] = true;
      }
      const colwidth = attr(node, 'colwidth');
      if (Array.isArray(colwidth)) {
        colwidth.slice(0, colspan).forEach((width, offset) => {
          if (typeof width === 'number' && width > 0 && widths[column + offset] == null)
            widths[column + offset] = width;
        });
      }
      const cell = { node, column, colspan, rowspan };
      column += colspan;
      return cell;
    });
  });
  const columns = Math.max(1, ...taken.map((row) => row.length));
  return { placed, taken, columns, widths: Array.from({ length: columns }, (_, c) => widths[c] ?? null) };
}

/**
 * Column widths in pixels: those the editor stored, the rest sharing what is left of the space (all
 * of it when none is stored, as the editor's 100% wide table), all scaled down to fit the space.
 */
export function columnWidthsPx(stored: (number | null)[], available: number): number[] {
  const known = stored.reduce<number>((sum, width) => sum + (width ?? 0), 0);
  const unknown = stored.filter((width) => width == null).length;
  const share = unknown > 0 ? Math.max(MIN_COLUMN_PX, (available - known) / unknown) : 0;
  const widths = stored.map((width) => width ?? share);
  const total = widths.reduce((sum, width) => sum + width, 0);
  const scale = total > available ? available / total : 1;
  return widths.map((width) => Math.max(1, width * scale));
}

export function renderTable(table: JSONContent, ctx: RenderContext, renderBlocks: RenderBlocks): Block[] {
  const rowNodes = childrenOf(table);
  const rows = rowNodes.map((row) => childrenOf(row));
  if (rows.every((cells) => cells.length === 0)) return [];
  const { placed, taken, columns, widths } = placeCells(rows);
  const widthsPx = columnWidthsPx(widths, ctx.maxWidthPx - twipsToPx(ctx.indent));
  const widthsTwips = widthsPx.map(pxToTwips);
  const spanTwips = (column: number, colspan: number) =>
    widthsTwips.slice(column, column + colspan).reduce((sum, width) => sum + width, 0);

  // Only the rows at the top made of header cells repeat on each page (Word ignores it further down).
  let leadingHeaders = true;
  const tableRows = placed.map((cells, rowIndex) => {
    const header =
      leadingHeaders && cells.length > 0 && cells.every((cell) => cell.node.type === 'tableHeader');
    leadingHeaders = header;
    // A row suggested whole marks the content of each of its cells.
    const rowCtx = withNodeChange(rowNodes[rowIndex] ?? {}, ctx);
    const children = cells.map((cell) =>
      tableCell(cell, spanTwips(cell.column, cell.colspan), rowCtx, renderBlocks),
    );
    // A row the cells above do not reach across gets empty cells, so every row fills the grid.
    const filled = taken[rowIndex]?.length ?? 0;
    for (let column = filled; column < columns; column += 1) {
      children.push(emptyCell(spanTwips(column, 1)));
    }
    return new TableRow({ children, ...(header ? { tableHeader: true } : {}) });
  });

  return [
    new Table({
      rows: tableRows,
      columnWidths: widthsTwips,
      width: { size: widthsTwips.reduce((sum, width) => sum + width, 0), type: WidthType.DXA },
      layout: TableLayoutType.FIXED,
      borders: BORDERS,
      ...(ctx.indent > 0 ? { indent: { size: ctx.indent, type: WidthType.DXA } } : {}),
    }),
    // The editor's 1em below a table; Word also needs a paragraph between two tables (they would
    // merge) and at the end of a cell or the body.
    new Paragraph({
      children: [],
      spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.EXACT },
    }),
  ];
}

function emptyCell(width: number): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    children: [new Paragraph({ children: [] })],
  });
}

function tableCell(
  cell: PlacedCell,
  width: number,
  ctx: RenderContext,
  renderBlocks: RenderBlocks,
): TableCell {
  const header = cell.node.type === 'tableHeader';
  const alignment = alignmentOf(attr(cell.node, 'align'));
  const inner: RenderContext = {
    ...withNodeChange(cell.node, ctx),
    maxWidthPx: Math.max(MIN_COLUMN_PX, twipsToPx(width) - CELL_PADDING_PX),
    indent: 0,
    quote: false,
    listLevel: 0,
    alignment,
    run: header ? { ...ctx.run, bold: true } : ctx.run,
  };
  const content = renderBlocks(childrenOf(cell.node), inner);
  // A cell must end with a paragraph; a nested table already brings one.
  if (!(content.at(-1) instanceof Paragraph)) content.push(new Paragraph({ children: [] }));
  return new TableCell({
    children: content,
    width: { size: width, type: WidthType.DXA },
    ...(cell.colspan > 1 ? { columnSpan: cell.colspan } : {}),
    ...(cell.rowspan > 1 ? { rowSpan: cell.rowspan } : {}),
    ...(header ? { shading: HEADER_SHADING } : {}),
  });
}
