// What document HTML may contain: the elements, attributes and styles the editor's schema produces.
// The server sanitizes stored HTML against this list; the editor's tests check it produces nothing else.

/** Path under which uploaded assets are served; images may come only from here. */
export const ASSET_URL_PREFIX = '/api/docs/assets/';

/** Elements kept in document HTML. */
export const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'mark',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'table',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
  'div',
] as const;

const ALIGNABLE = ['style'];

/** Attributes kept per element; every other attribute, event handlers included, is dropped. */
export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  span: ['data-merge-field', 'data-label', 'style'],
  div: ['data-page-break', 'class'],
  code: ['class'],
  p: ALIGNABLE,
  h1: ALIGNABLE,
  h2: ALIGNABLE,
  h3: ALIGNABLE,
  h4: ALIGNABLE,
  h5: ALIGNABLE,
  h6: ALIGNABLE,
  ol: ['start', 'type'],
  table: ['style'],
  col: ['style', 'span'],
  th: ['colspan', 'rowspan', 'colwidth', 'style'],
  td: ['colspan', 'rowspan', 'colwidth', 'style'],
};

/** A plain CSS length: the only form sizes and widths may take in stored HTML. */
export const CSS_LENGTH = /^\d+(\.\d+)?(px|pt|em|rem|%)$/;

/** Inline style properties kept per element, each with the values it may take. */
export const ALLOWED_STYLES: Record<string, Record<string, RegExp[]>> = {
  '*': { 'text-align': [/^(left|right|center|justify)$/] },
  span: { 'font-size': [CSS_LENGTH] },
  table: { width: [CSS_LENGTH], 'min-width': [CSS_LENGTH] },
  col: { width: [CSS_LENGTH], 'min-width': [CSS_LENGTH] },
  th: { width: [CSS_LENGTH], 'min-width': [CSS_LENGTH] },
  td: { width: [CSS_LENGTH], 'min-width': [CSS_LENGTH] },
};

/** URL schemes a link may use. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

/** Classes kept per element: the page break's, and a code block's language (`*` is a wildcard). */
export const ALLOWED_CLASSES: Record<string, string[]> = { div: ['page-break'], code: ['language-*'] };
