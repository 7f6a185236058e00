import type { HeaderFooterConfig } from '@lexdraft/contract';
import { headerTextPosition } from '@lexdraft/core';
import {
  AlignmentType,
  BorderStyle,
  Footer,
  Header,
  HeightRule,
  LineRuleType,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlignTable,
  WidthType,
} from 'docx';
import type { ExportDocument, ExportImage } from '../export-document.js';
import type { Alignment } from './context.js';
import { fittedSize, type Pictures } from './images.js';
import { xmlSafeText } from './text.js';
import {
  MARGIN_LEFT,
  MARGIN_RIGHT,
  MARGIN_TOP,
  PAGE_WIDTH,
  pxToTwips,
  TEXT_WIDTH,
  TEXT_WIDTH_PX,
} from './units.js';

// The page's header and footer (docs/export-docx.md), laid out as the PDF's page layout does: each
// an exact-height band against the sheet's edge, its colour across the whole width, its rule and
// content (logo, page numbers) between the side margins; the letterhead in a header of the first
// page only. Word moves the text of a page down below a header taller than its margin, so the
// letterhead pushes the first page's text down as the printed letterhead does.

type Position = 'left' | 'center' | 'right';
type PageNumberFormat = HeaderFooterConfig['footer']['pageNumbers']['format'];

const ALIGN: Record<Position, Alignment> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
};

/** A band's own text (an imported Word band's), a paragraph a line, in the page numbers' type. */
function textParagraphs(lines: string[] | undefined, position: Position): Paragraph[] {
  return (lines ?? []).map(
    (line) =>
      new Paragraph({
        alignment: ALIGN[position],
        spacing: TIGHT,
        children: [new TextRun({ ...PAGE_NUMBER_RUN, text: xmlSafeText(line) })],
      }),
  );
}

/** Space between a header or footer band and the text, in twips (16 px, as the PDF's page layout). */
export const BAND_GAP = pxToTwips(16);
/** Without a header band the letterhead starts where the text would, at the top margin. */
export const LETTERHEAD_DISTANCE = MARGIN_TOP;

const NONE = { style: BorderStyle.NONE, size: 0, color: 'auto' } as const;
// The PDF's 1px #6b7280 rule (6 eighths of a point).
const RULE = { style: BorderStyle.SINGLE, size: 6, color: '6B7280' } as const;
// Inside a band, lines are single-spaced: the body's 1.6 would stretch a logo's line past the band.
const TIGHT = { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO } as const;
// The PDF's page numbers: 9 pt Arimo (Arial's metric twin) in #374151.
const PAGE_NUMBER_RUN = { size: 18, font: 'Arial', color: '374151' } as const;
// Room kept between a logo and the top and bottom of its band, in pixels.
const LOGO_INSET_PX = 8;

/** The text of the page numbers: "Page 1 of 3" is the text "Page ", PAGE, " of ", NUMPAGES. */
export function pageNumberParts(
  format: PageNumberFormat,
): (string | (typeof PageNumber)[keyof typeof PageNumber])[] {
  switch (format) {
    case 'x':
      return [PageNumber.CURRENT];
    case 'page-x':
      return ['Page ', PageNumber.CURRENT];
    case 'x-of-y':
      return [PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES];
    default:
      return ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES];
  }
}

const fill = (colour: string) => ({
  type: ShadingType.CLEAR,
  color: 'auto',
  fill: colour.replace('#', '').toUpperCase(),
});

/**
 * A band of an exact height from one side of the sheet to the other: a table pulled out into the
 * side margins, its three cells (the margins and the text width between them) in the band's
 * colour, the rule and the content in the middle one.
 */
function band(options: {
  heightPx: number;
  colour: string;
  rule: 'top' | 'bottom' | null;
  content: Paragraph[];
}): Table {
  const shading = fill(options.colour);
  const cell = (width: number, children: Paragraph[], ruled: boolean) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      verticalAlign: VerticalAlignTable.CENTER,
      shading,
      borders: {
        top: ruled && options.rule === 'top' ? RULE : NONE,
        bottom: ruled && options.rule === 'bottom' ? RULE : NONE,
        left: NONE,
        right: NONE,
      },
      children,
    });
  const empty = () => [new Paragraph({ children: [], spacing: TIGHT })];
  return new Table({
    width: { size: PAGE_WIDTH, type: WidthType.DXA },
    columnWidths: [MARGIN_LEFT, TEXT_WIDTH, MARGIN_RIGHT],
    indent: { size: -MARGIN_LEFT, type: WidthType.DXA },
    layout: TableLayoutType.FIXED,
    margins: { left: 0, right: 0, top: 0, bottom: 0 },
    borders: {
      top: NONE,
      bottom: NONE,
      left: NONE,
      right: NONE,
      insideHorizontal: NONE,
      insideVertical: NONE,
    },
    rows: [
      new TableRow({
        height: { value: pxToTwips(options.heightPx), rule: HeightRule.EXACT },
        children: [
          cell(MARGIN_LEFT, empty(), false),
          cell(TEXT_WIDTH, options.content.length > 0 ? options.content : empty(), true),
          cell(MARGIN_RIGHT, empty(), false),
        ],
      }),
    ],
  });
}

// A header or footer part must end with a paragraph; this one takes a point of height.
const closing = () =>
  new Paragraph({ children: [], spacing: { before: 0, after: 0, line: 20, lineRule: LineRuleType.EXACT } });

function pictureParagraph(
  pictures: Pictures,
  image: ExportImage | null,
  wanted: { width?: number; height?: number },
  limits: { width?: number; height?: number },
  position: Position,
  spacing: { before?: number; after?: number } = {},
): Paragraph | null {
  const run = image ? pictures.run(image, fittedSize(image, wanted, limits)) : null;
  if (!run) return null;
  return new Paragraph({ alignment: ALIGN[position], spacing: { ...TIGHT, ...spacing }, children: [run] });
}

function headerBand(doc: ExportDocument, pictures: Pictures): Table {
  const { header } = doc.headerFooter;
  const logo = header.logo
    ? pictureParagraph(
        pictures,
        doc.logo,
        { width: header.logo.width },
        { width: TEXT_WIDTH_PX, height: Math.max(1, header.height - 2 * LOGO_INSET_PX) },
        header.logo.position,
      )
    : null;
  return band({
    heightPx: header.height,
    colour: header.backgroundColor,
    rule: header.borderBottom ? 'bottom' : null,
    content: [
      ...(logo ? [logo] : []),
      ...textParagraphs(doc.bandText?.header, headerTextPosition(header.logo)),
    ],
  });
}

function footerBand(doc: ExportDocument): Table {
  const { footer } = doc.headerFooter;
  const { pageNumbers } = footer;
  const children: ParagraphChild[] = [
    new TextRun({ ...PAGE_NUMBER_RUN, children: pageNumberParts(pageNumbers.format) }),
  ];
  return band({
    heightPx: footer.height,
    colour: footer.backgroundColor,
    rule: footer.borderTop ? 'top' : null,
    content: [
      ...textParagraphs(doc.bandText?.footer, pageNumbers.enabled ? pageNumbers.position : 'center'),
      ...(pageNumbers.enabled
        ? [new Paragraph({ alignment: ALIGN[pageNumbers.position], spacing: TIGHT, children })]
        : []),
    ],
  });
}

function letterheadParagraph(doc: ExportDocument, pictures: Pictures, belowBand: boolean): Paragraph | null {
  const { letterhead } = doc;
  if (!letterhead) return null;
  return pictureParagraph(
    pictures,
    letterhead.image,
    { width: letterhead.width, height: letterhead.height },
    { width: TEXT_WIDTH_PX },
    letterhead.position,
    { before: belowBand ? BAND_GAP : 0, after: BAND_GAP },
  );
}

/** The section's headers and footers, whether the first page has its own, and the distances they need. */
export function pageFurniture(doc: ExportDocument, pictures: Pictures) {
  const { header, footer } = doc.headerFooter;
  const letterhead = letterheadParagraph(doc, pictures, header.enabled);
  const titlePage = letterhead !== null;
  const headerChildren = () => (header.enabled ? [headerBand(doc, pictures), closing()] : []);
  const footerPart = () => new Footer({ children: [footerBand(doc), closing()] });

  return {
    titlePage,
    headers: {
      ...(header.enabled ? { default: new Header({ children: headerChildren() }) } : {}),
      // Built afresh: a part is written once per place it is used.
      ...(letterhead ? { first: new Header({ children: [...headerChildren(), letterhead] }) } : {}),
    },
    footers: {
      ...(footer.enabled ? { default: footerPart() } : {}),
      ...(titlePage && footer.enabled ? { first: footerPart() } : {}),
    },
    /** From the page's edge to the header and footer parts, in twips. */
    headerDistance: header.enabled ? 0 : LETTERHEAD_DISTANCE,
    footerDistance: 0,
    /** The height a band takes from the page's edge to the text, in twips (0 without one). */
    headerBand: header.enabled ? pxToTwips(header.height) + BAND_GAP : 0,
    footerBand: footer.enabled ? pxToTwips(footer.height) + BAND_GAP : 0,
  };
}
