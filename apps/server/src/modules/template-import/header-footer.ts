import { fitLetterheadSize, type LayoutPosition, LOGO_WIDTH, type PageNumberFormat } from '@lexdraft/core';
import { bandHtml } from './band-html.js';
import type { ImageCollector, ImportedImage } from './import-images.js';
import { alignmentOf, type ParagraphStyles } from './numbering.js';
import { type OoxmlNames, ooxmlNames } from './ooxml-names.js';
import { readParagraphText, replaceText } from './paragraph-text.js';
import type { PlaceholderCollector } from './placeholder-collector.js';
import { preparePart } from './prepare-part.js';
import type { DocxPackage } from './read-package.js';
import { type Relationship, readRelationships } from './relationships.js';
import {
  attr,
  child,
  descendants,
  element,
  parseXml,
  textContent,
  type XmlElement,
  type XmlNode,
} from './xml-tree.js';

// The Word header and footer in the header/footer config's shape (packages/contract layout.ts) with
// their text as `content`, and the header's image as the header's logo or as the letterhead.

/** The header found: the header config's fields, and its text as HTML with placeholder marks. */
export type ImportedHeader = {
  enabled: true;
  height: number;
  backgroundColor: string;
  borderBottom: boolean;
  /** The logo, its url the image's src until the caller stores it. */
  logo: { url: string; position: LayoutPosition; width: number } | null;
  content: string;
};

/** The footer found: the footer config's fields, and its text as HTML with placeholder marks. */
export type ImportedFooter = {
  enabled: true;
  height: number;
  backgroundColor: string;
  borderTop: boolean;
  pageNumbers: { enabled: boolean; position: LayoutPosition; format: PageNumberFormat };
  content: string;
};

/** The letterhead found: the first page's header image, or a banner-shaped header image. */
export type ImportedLetterhead = {
  image_url: string;
  position: LayoutPosition;
  width: number;
  height: number;
};

/** A header or footer part prepared: its body for mammoth, and what was read from it. */
export type PreparedBand = {
  path: string;
  /** The band's text as HTML with the pass's markers, for finishHtml. */
  html: string;
  border: boolean;
  /** The band's shading (its paragraphs' or table cells'), as #rrggbb, when it has one. */
  background?: string;
  pageNumbers?: ImportedFooter['pageNumbers'];
  image?: { image: ImportedImage; position: LayoutPosition; width: number; height: number };
};

export type BandContext = {
  pkg: DocxPackage;
  relationships: Map<string, Relationship>;
  styles: ParagraphStyles;
  collector: PlaceholderCollector;
  images: ImageCollector;
  intelligentDetection: boolean;
};

const EMU_PER_PX = 9525;
const HEADER_HEIGHT = 80;
const FOOTER_HEIGHT = 60;
const WHITE = '#ffffff';
// A header image this wide for its height is a banner: a letterhead rather than a logo.
const BANNER_RATIO = 3;

/**
 * The header and footer parts a document's sections refer to: the default ones (printed on every
 * page, as the layout's bands are), and the first page's own header, whose image is a letterhead.
 */
export function bandParts(body: XmlElement, n: OoxmlNames, relationships: Map<string, Relationship>) {
  // A section ends at a paragraph's pPr/sectPr, the last at the body's own sectPr.
  const sections = (body.children ?? []).flatMap((node) => {
    if (typeof node === 'string') return [];
    if (node.name === n.sectPr) return [node];
    const section = node.name === n.p ? child(child(node, n.pPr), n.sectPr) : undefined;
    return section ? [section] : [];
  });
  const find = (reference: string, type: string) => {
    for (const section of sections) {
      for (const node of section.children ?? []) {
        if (typeof node === 'string' || node.name !== reference || attr(node, n.typeAttr) !== type) continue;
        const path = relationships.get(attr(node, n.rid) ?? '')?.path;
        if (path) return path;
      }
    }
    return undefined;
  };
  const titlePage = sections.some((section) => child(section, n.titlePg) !== undefined);
  return {
    header: find(n.headerReference, 'default'),
    firstHeader: titlePage ? find(n.headerReference, 'first') : undefined,
    footer: find(n.footerReference, 'default'),
  };
}

/** Reads a header or footer part: its image (taken out of its text), border, page numbers and placeholders. */
export function prepareBand(
  path: string,
  kind: 'header' | 'footer',
  context: BandContext,
  imageOnly = false,
): PreparedBand | undefined {
  const text = context.pkg.xml.get(path);
  if (text === undefined) return undefined;
  const document = parseXml(text, path);
  const n = ooxmlNames(document.root);
  const image = takeImage(document.root, n, path, context);
  if (imageOnly) return { path, html: '', border: false, image };
  const border = descendants(document.root, n.pBdr).some((borders) => {
    const edge = child(borders, kind === 'header' ? n.bottom : n.top);
    const value = edge && attr(edge, n.val);
    return edge !== undefined && value !== 'none' && value !== 'nil';
  });
  preparePart(document.root, {
    n,
    part: kind,
    intelligentDetection: context.intelligentDetection,
    collector: context.collector,
    styles: context.styles,
  });
  const pageNumbers = takePageNumbers(document.root, n, context);
  return {
    path,
    html: bandHtml(document.root, n, readRelationships(context.pkg, path)),
    border,
    background: bandShading(document.root, n),
    pageNumbers,
    image,
  };
}

/**
 * The band's colour: the first shading of one of its paragraphs or table cells (a run's shading is
 * a highlight of some words, not the band's). Word's "auto" and white mean none.
 */
function bandShading(root: XmlElement, n: OoxmlNames): string | undefined {
  const owners = [...descendants(root, n.pPr), ...descendants(root, n.tcPr)];
  for (const shading of owners.map((properties) => child(properties, n.shd))) {
    const fill = shading && attr(shading, n.val) !== 'nil' ? attr(shading, n.fill)?.toLowerCase() : undefined;
    if (fill && /^[0-9a-f]{6}$/.test(fill) && fill !== 'ffffff') return `#${fill}`;
  }
  return undefined;
}

/** The band's first picture (drawing or VML), removed with every other picture from its text. */
function takeImage(
  root: XmlElement,
  n: OoxmlNames,
  path: string,
  context: BandContext,
): PreparedBand['image'] {
  const relationships = readRelationships(context.pkg, path);
  let found: PreparedBand['image'];
  const visit = (nodes: XmlNode[], align: LayoutPosition) => {
    for (let index = 0; index < nodes.length; index += 1) {
      const node = nodes[index];
      if (node === undefined || typeof node === 'string') continue;
      const paragraphAlign =
        node.name === n.p
          ? positionOf(alignmentOf(attr(child(child(node, n.pPr), n.jc) ?? element('', ''), n.val)))
          : align;
      if (node.name === n.drawing || node.name === n.pict) {
        if (found === undefined) found = pictureOf(node, n, relationships, context, paragraphAlign);
        nodes.splice(index, 1);
        index -= 1;
      } else if (node.children) visit(node.children, paragraphAlign);
    }
  };
  visit(root.children ?? [], 'left');
  return found;
}

function pictureOf(
  picture: XmlElement,
  n: OoxmlNames,
  relationships: Map<string, Relationship>,
  context: BandContext,
  align: LayoutPosition,
): PreparedBand['image'] {
  const blip = descendants(picture, n.blip)[0] ?? descendants(picture, n.imagedata)[0];
  const id = blip && (attr(blip, n.embed) ?? attr(blip, n.rid));
  const target = id === undefined ? undefined : relationships.get(id);
  const bytes = target && context.pkg.parts.get(target.path);
  if (bytes === undefined) return undefined;
  const extent = descendants(picture, n.extent)[0];
  const width = Math.round(Number(extent ? attr(extent, 'cx') : 0) / EMU_PER_PX) || 0;
  const height = Math.round(Number(extent ? attr(extent, 'cy') : 0) / EMU_PER_PX) || 0;
  // A floating picture says where it sits itself (wp:positionH/wp:align).
  const horizontal = descendants(picture, n.positionH)[0];
  const anchorAlign = horizontal && child(horizontal, n.wpAlign);
  const anchored = anchorAlign ? positionOf(textContent(anchorAlign).trim()) : undefined;
  const image = context.images.add(bytes, 'logo');
  if (image === undefined) return undefined;
  return { image, position: anchored ?? align, width, height };
}

const positionOf = (align: string | undefined): LayoutPosition =>
  align === 'center' ? 'center' : align === 'right' ? 'right' : 'left';

/**
 * Reads the footer's PAGE / NUMPAGES fields as a page-number setting and takes them (and "Page",
 * "of") out of its text; a paragraph left blank goes.
 */
function takePageNumbers(
  root: XmlElement,
  n: OoxmlNames,
  context: BandContext,
): ImportedFooter['pageNumbers'] | undefined {
  let found: ImportedFooter['pageNumbers'] | undefined;
  const visit = (nodes: XmlNode[]) => {
    for (let index = 0; index < nodes.length; index += 1) {
      const node = nodes[index];
      if (node === undefined || typeof node === 'string') continue;
      if (node.name !== n.p) {
        if (node.children) visit(node.children);
        continue;
      }
      const text = readParagraphText(node, n);
      const match = /(page\s*)?\uE006(\s*(?:of|\/)\s*\uE007)?/i.exec(text.text);
      if (match === null) continue;
      found ??= pageNumbersOf(node, match, n, context);
      replaceText(text, [{ start: match.index, end: match.index + match[0].length, text: '' }]);
      if (
        !/[^\s\uE002-\uE00F]/.test(readParagraphText(node, n).text.replace(/\uE002[^\uE003]*\uE003/g, ''))
      ) {
        nodes.splice(index, 1);
        index -= 1;
      }
    }
  };
  visit(root.children ?? []);
  return found;
}

function pageNumbersOf(paragraph: XmlElement, match: RegExpExecArray, n: OoxmlNames, context: BandContext) {
  const format: PageNumberFormat = match[1]
    ? match[2]
      ? 'page-x-of-y'
      : 'page-x'
    : match[2]
      ? 'x-of-y'
      : 'x';
  const properties = child(paragraph, n.pPr);
  const jc = child(properties, n.jc);
  const styleId = attr(child(properties, n.pStyle) ?? element('', ''), n.val);
  const align = jc ? alignmentOf(attr(jc, n.val)) : context.styles.find(styleId, (style) => style.align);
  return { enabled: true, position: positionOf(align), format };
}

/** The header config found, or null when the Word header holds nothing. */
export function headerOf(band: PreparedBand | undefined, content: string): ImportedHeader | null {
  const logo = band?.image && band.image.image.role === 'logo' ? band.image : undefined;
  if (band === undefined || (content === '' && logo === undefined)) return null;
  return {
    enabled: true,
    height: HEADER_HEIGHT,
    backgroundColor: band.background ?? WHITE,
    borderBottom: band.border,
    logo: logo ? { url: logo.image.src, position: logo.position, width: logoWidth(logo.width) } : null,
    content,
  };
}

/** The footer config found, or null when the Word footer holds nothing. */
export function footerOf(band: PreparedBand | undefined, content: string): ImportedFooter | null {
  if (band === undefined || (content === '' && band.pageNumbers === undefined)) return null;
  return {
    enabled: true,
    height: FOOTER_HEIGHT,
    backgroundColor: band.background ?? WHITE,
    borderTop: band.border,
    pageNumbers: band.pageNumbers ?? { enabled: false, position: 'center', format: 'page-x-of-y' },
    content,
  };
}

/**
 * Decides the header image's role: the first page's own header image, or a banner (three times as
 * wide as high, wider than a logo may be), is the letterhead; any other header image is the logo.
 */
export function letterheadOf(
  header: PreparedBand | undefined,
  firstHeader: PreparedBand | undefined,
): ImportedLetterhead | null {
  const candidate =
    firstHeader?.image ?? (header?.image && isBanner(header.image) ? header.image : undefined);
  if (candidate === undefined) return null;
  candidate.image.role = 'letterhead';
  const size = fitLetterheadSize({ width: candidate.width, height: candidate.height });
  return { image_url: candidate.image.src, position: candidate.position, ...size };
}

const isBanner = (image: NonNullable<PreparedBand['image']>) =>
  image.height > 0 && image.width / image.height >= BANNER_RATIO && image.width > LOGO_WIDTH.max;

function logoWidth(width: number): number {
  const stepped = Math.round(width / LOGO_WIDTH.step) * LOGO_WIDTH.step;
  return width > 0 ? Math.min(LOGO_WIDTH.max, Math.max(LOGO_WIDTH.min, stepped)) : LOGO_WIDTH.default;
}
