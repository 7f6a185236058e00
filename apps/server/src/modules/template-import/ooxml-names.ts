import type { XmlElement } from './xml-tree.js';

// OOXML names as a part writes them: the prefix bound to each namespace is read from the part's
// root (Word writes w:, r:, wp:..., but any prefix is allowed), so comparisons stay plain strings.

const NAMESPACES = {
  w: [
    'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
    'http://purl.oclc.org/ooxml/wordprocessingml/main',
  ],
  r: [
    'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
    'http://purl.oclc.org/ooxml/officeDocument/relationships',
  ],
  wp: [
    'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing',
    'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing',
  ],
  a: ['http://schemas.openxmlformats.org/drawingml/2006/main', 'http://purl.oclc.org/ooxml/drawingml/main'],
  mc: ['http://schemas.openxmlformats.org/markup-compatibility/2006'],
  v: ['urn:schemas-microsoft-com:vml'],
  w14: ['http://schemas.microsoft.com/office/word/2010/wordml'],
} as const;

const W_NAMES = [
  'body',
  'p',
  'r',
  't',
  'tab',
  'br',
  'cr',
  'pPr',
  'rPr',
  'jc',
  'numPr',
  'ilvl',
  'numId',
  'pStyle',
  'u',
  'tabs',
  'fldSimple',
  'fldChar',
  'instrText',
  'sdt',
  'sdtPr',
  'sdtContent',
  'tag',
  'alias',
  'showingPlcHdr',
  'docPartObj',
  'docPartList',
  'citation',
  'bibliography',
  'tbl',
  'tr',
  'tc',
  'sectPr',
  'pageBreakBefore',
  'type',
  'drawing',
  'pict',
  'object',
  'sym',
  'noBreakHyphen',
  'softHyphen',
  'delText',
  'del',
  'moveFrom',
  'footnoteReference',
  'endnoteReference',
  'headerReference',
  'footerReference',
  'titlePg',
  'pBdr',
  'shd',
  'tcPr',
  'top',
  'bottom',
  'hyperlink',
  'lastRenderedPageBreak',
  'b',
  'i',
  'strike',
  'style',
  'basedOn',
  'name',
  'abstractNum',
  'abstractNumId',
  'num',
  'lvl',
  'start',
  'numFmt',
  'lvlText',
  'lvlOverride',
  'startOverride',
  'numStyleLink',
  'styleLink',
  'hdr',
  'ftr',
  'txbxContent',
  'document',
] as const;

/** The qualified names a part uses. */
export type OoxmlNames = { [K in (typeof W_NAMES)[number]]: string } & {
  /** Attributes. */
  val: string;
  instr: string;
  fldCharType: string;
  leader: string;
  fill: string;
  typeAttr: string;
  id: string;
  styleId: string;
  ilvlAttr: string;
  numIdAttr: string;
  abstractNumIdAttr: string;
  embed: string;
  rid: string;
  /** Elements of other namespaces. */
  alternateContent: string;
  choice: string;
  fallback: string;
  extent: string;
  positionH: string;
  wpAlign: string;
  blip: string;
  imagedata: string;
  checkbox: string;
};

/** The names of a part, from the namespace prefixes its root declares. */
export function ooxmlNames(root: XmlElement): OoxmlNames {
  const prefixOf = (uris: readonly string[], fallback: string) => {
    for (const match of root.attrs.matchAll(/xmlns(?::([\w.-]+))?\s*=\s*"([^"]*)"/g)) {
      if (uris.includes(match[2] ?? '')) return match[1] === undefined ? '' : `${match[1]}:`;
    }
    return `${fallback}:`;
  };
  const w = prefixOf(NAMESPACES.w, 'w');
  const r = prefixOf(NAMESPACES.r, 'r');
  const mc = prefixOf(NAMESPACES.mc, 'mc');
  const names = Object.fromEntries(W_NAMES.map((name) => [name, `${w}${name}`])) as Record<
    (typeof W_NAMES)[number],
    string
  >;
  return {
    ...names,
    val: `${w}val`,
    instr: `${w}instr`,
    fldCharType: `${w}fldCharType`,
    leader: `${w}leader`,
    fill: `${w}fill`,
    typeAttr: `${w}type`,
    id: `${w}id`,
    styleId: `${w}styleId`,
    ilvlAttr: `${w}ilvl`,
    numIdAttr: `${w}numId`,
    abstractNumIdAttr: `${w}abstractNumId`,
    embed: `${r}embed`,
    rid: `${r}id`,
    alternateContent: `${mc}AlternateContent`,
    choice: `${mc}Choice`,
    fallback: `${mc}Fallback`,
    extent: `${prefixOf(NAMESPACES.wp, 'wp')}extent`,
    positionH: `${prefixOf(NAMESPACES.wp, 'wp')}positionH`,
    wpAlign: `${prefixOf(NAMESPACES.wp, 'wp')}align`,
    blip: `${prefixOf(NAMESPACES.a, 'a')}blip`,
    imagedata: `${prefixOf(NAMESPACES.v, 'v')}imagedata`,
    checkbox: `${prefixOf(NAMESPACES.w14, 'w14')}checkbox`,
  };
}
