import {
  bandParts,
  footerOf,
  headerOf,
  type ImportedFooter,
  type ImportedHeader,
  type ImportedLetterhead,
  letterheadOf,
  type PreparedBand,
  prepareBand,
} from './header-footer.js';
import { finishHtml } from './html-pass.js';
import { DocxImportError, IMPORT_LIMITS } from './import-error.js';
import { ImageCollector, type ImportedImage } from './import-images.js';
import type { ImportedLogic } from './logic-collector.js';
import { ListNumbering, ParagraphStyles } from './numbering.js';
import { ooxmlNames } from './ooxml-names.js';
import { type DetectedPlaceholder, PlaceholderCollector } from './placeholder-collector.js';
import { preparePart } from './prepare-part.js';
import type { DocxPackage } from './read-package.js';
import { partOfType, readRelationships } from './relationships.js';
import { runMammoth } from './run-mammoth.js';
import { child, descendants, parseXml, serializeXml } from './xml-tree.js';

export type ConvertOptions = {
  /** Also `{field}`, `[Field]`, `<<Field>>`, `«Field»` and blanks (spec section 5: on by default). */
  intelligentDetection: boolean;
};

/** A Word file converted: the preview, and what the import needs to write the template. */
export type ConvertedDocx = {
  /** The body as editor HTML, each placeholder occurrence as `<mark data-placeholder="{index}">text</mark>`. */
  html: string;
  header: ImportedHeader | null;
  footer: ImportedFooter | null;
  letterhead: ImportedLetterhead | null;
  /** Readable notes: broken placeholders left as text, images left out. */
  warnings: string[];
  /** The placeholders, in order of first occurrence; `data-placeholder` indexes this list. */
  placeholders: DetectedPlaceholder[];
  /** The conditions and repeats found (written as our typed markers in `html`). */
  logic: ImportedLogic[];
  /** The images to store; their `src` stands in the HTML, logo and letterhead until replaced. */
  images: ImportedImage[];
};

/**
 * Converts a package read by readDocxPackage: the body with mammoth, after the OOXML pass that finds
 * the placeholders and keeps what mammoth drops (alignment, list numbers and restarts, page breaks,
 * fields, content controls), and the header and footer into the layout's shapes (their text by
 * band-html.ts).
 */
export async function convertDocx(pkg: DocxPackage, options: ConvertOptions): Promise<ConvertedDocx> {
  const document = parseXml(pkg.xml.get(pkg.mainPath) ?? '', pkg.mainPath);
  const n = ooxmlNames(document.root);
  const body = child(document.root, n.body);
  if (body === undefined) throw new DocxImportError('no-document');
  // Counted before anything is converted: mammoth's cost grows with the paragraphs.
  if (descendants(body, n.p).length > IMPORT_LIMITS.paragraphs) {
    throw new DocxImportError('too-many-paragraphs');
  }
  const relationships = readRelationships(pkg, pkg.mainPath);
  const stylesRoot = partRoot(pkg, partOfType(relationships, 'styles', 'word/styles.xml'));
  const numberingRoot = partRoot(pkg, partOfType(relationships, 'numbering', 'word/numbering.xml'));
  const styles = new ParagraphStyles(stylesRoot, stylesRoot ? ooxmlNames(stylesRoot) : n);
  const numbering = new ListNumbering(numberingRoot, numberingRoot ? ooxmlNames(numberingRoot) : n);
  const collector = new PlaceholderCollector();
  const images = new ImageCollector();
  const { intelligentDetection } = options;

  const bands = bandParts(body, n, relationships);
  preparePart(body, { n, part: 'body', intelligentDetection, collector, styles, numbering });
  const bandContext = { pkg, relationships, styles, collector, images, intelligentDetection };
  const header = bands.header ? prepareBand(bands.header, 'header', bandContext) : undefined;
  const firstHeader =
    bands.firstHeader && bands.firstHeader !== bands.header
      ? prepareBand(bands.firstHeader, 'header', bandContext, true)
      : undefined;
  const footer = bands.footer ? prepareBand(bands.footer, 'footer', bandContext) : undefined;
  const letterhead = letterheadOf(header, firstHeader);

  const warn = (message: string) => collector.warn(message);
  const shownAt = (occurrence: number) => collector.occurrences[occurrence] ?? { placeholder: -1, shown: '' };
  const convert = async (overrides: Map<string, string>) => {
    try {
      return finishHtml(await runMammoth(pkg, overrides, images, warn), shownAt, collector.logic);
    } catch (error) {
      if (error instanceof DocxImportError) throw error;
      throw new DocxImportError('damaged');
    }
  };

  const bandContent = (band: PreparedBand | undefined) => {
    if (band === undefined) return '';
    const html = finishHtml(band.html, shownAt, collector.logic);
    return isBlank(html) ? '' : html;
  };

  const notes = prepareNotes({ pkg, relationships, intelligentDetection, collector, styles });
  const html = await convert(new Map([[pkg.mainPath, serializeXml(document)], ...notes]));
  const headerContent = bandContent(header);
  const footerContent = bandContent(footer);
  return {
    html,
    header: headerOf(header, headerContent),
    footer: footerOf(footer, footerContent),
    letterhead,
    warnings: collector.warnings,
    placeholders: collector.placeholders(),
    logic: collector.logic.logic,
    images: images.images,
  };
}

/**
 * Footnotes and endnotes, which mammoth lists after the body, have their placeholders found as the
 * body's are; their prepared parts replace the file's. (Comments are not the document's text and
 * mammoth leaves them out: they are not read.)
 */
function prepareNotes(context: {
  pkg: DocxPackage;
  relationships: ReturnType<typeof readRelationships>;
  intelligentDetection: boolean;
  collector: PlaceholderCollector;
  styles: ParagraphStyles;
}): [string, string][] {
  const { pkg, relationships, intelligentDetection, collector, styles } = context;
  const prepared: [string, string][] = [];
  for (const [type, fallback] of NOTE_PARTS) {
    const path = partOfType(relationships, type, fallback);
    const text = pkg.xml.get(path);
    if (text === undefined) continue;
    const notes = parseXml(text, path);
    const n = ooxmlNames(notes.root);
    preparePart(notes.root, { n, part: 'body', intelligentDetection, collector, styles });
    prepared.push([path, serializeXml(notes)]);
  }
  return prepared;
}

const NOTE_PARTS = [
  ['footnotes', 'word/footnotes.xml'],
  ['endnotes', 'word/endnotes.xml'],
] as const;

function partRoot(pkg: DocxPackage, path: string) {
  const text = pkg.xml.get(path);
  return text === undefined ? undefined : parseXml(text, path).root;
}

/** True for HTML that shows nothing: no text, no placeholder, no image. */
function isBlank(html: string): boolean {
  return !/<(img|mark)\b/.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}
