// What document HTML may contain: the elements, attributes and styles the editor's schema produces.
// The server sanitizes stored HTML against this list; the editor's tests check it produces nothing else.

import type { AttributeType } from './html-attribute-types.js';
import { EXPRESSION_MAX_LENGTH, FORMAT_MAX_LENGTH } from './limits.js';
import { SIGNATURE_MAX_RECIPIENTS } from './signing.js';

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
  'ins',
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

/** How deeply elements may nest in document HTML; deeper HTML is refused rather than sanitized. */
export const MAX_HTML_NESTING_DEPTH = 200;

const style: AttributeType = { type: 'style' };
const text: AttributeType = { type: 'text', maxLength: 1_000 };
const span: AttributeType = { type: 'integer', min: 1, max: 1_000 };
// Document assembly (editor-schema's condition, repeat and formatted-field nodes): an expression, a
// list with the name its items go by, a format. The server checks what they mean on save.
const expression: AttributeType = { type: 'logic-text', maxLength: EXPRESSION_MAX_LENGTH };
const repeat: Record<string, AttributeType> = {
  'data-each': { type: 'list-id' },
  'data-as': { type: 'item-name' },
};
// Negotiation (editor-schema's suggestion and comment marks): a suggestion's id, who made it and when;
// the comment thread a span of text is anchored to.
const identifier: AttributeType = { type: 'identifier' };
const suggestion: Record<string, AttributeType> = {
  'data-suggestion': identifier,
  'data-author-id': identifier,
  'data-author-name': { type: 'text', maxLength: 200 },
  'data-at': { type: 'iso-time' },
};
const cell: Record<string, AttributeType> = {
  colspan: span,
  rowspan: { type: 'integer', min: 0, max: 65_534 },
  colwidth: { type: 'integer-list', min: 0, max: 100_000 },
  style,
};

/**
 * Attributes kept per element, each with the type its value must have (html-attribute-types.ts);
 * every other attribute, event handlers included, is dropped, and so is a value of the wrong type.
 */
export const ALLOWED_ATTRIBUTES: Record<string, Record<string, AttributeType>> = {
  a: {
    href: { type: 'link-url' },
    target: { type: 'enum', values: ['_blank'] },
    rel: { type: 'tokens', values: ['noopener', 'noreferrer', 'nofollow'] },
    title: text,
  },
  img: {
    src: { type: 'asset-url' },
    alt: text,
    title: text,
    width: { type: 'integer', min: 0, max: 100_000 },
    height: { type: 'integer', min: 0, max: 100_000 },
  },
  span: {
    'data-merge-field': { type: 'field-id' },
    'data-format': { type: 'logic-text', maxLength: FORMAT_MAX_LENGTH },
    'data-if': expression,
    'data-label': text,
    'data-comment': identifier,
    style,
  },
  ins: suggestion,
  del: suggestion,
  div: {
    'data-if': expression,
    // A condition's else part: the attribute is there, empty.
    'data-else': { type: 'enum', values: [''] },
    ...repeat,
    'data-page-break': { type: 'enum', values: ['true'] },
    // A Signature field: the signer it is for, 1 to the most recipients a request may have.
    'data-signature-field': { type: 'integer', min: 1, max: SIGNATURE_MAX_RECIPIENTS },
    class: { type: 'class' },
  },
  code: { class: { type: 'class' } },
  p: { style },
  h1: { style },
  h2: { style },
  h3: { style },
  h4: { style },
  h5: { style },
  h6: { style },
  ol: {
    start: { type: 'integer', min: -1_000_000, max: 1_000_000 },
    type: { type: 'enum', values: ['1', 'a', 'A', 'i', 'I'] },
  },
  table: { style },
  col: { style, span },
  th: cell,
  td: cell,
  tr: repeat,
};

/** Attributes kept with an empty value (`data-else=""`, a condition not written yet); others go. */
export const ALLOWED_EMPTY_ATTRIBUTES = ['alt', 'data-else', 'data-if'] as const;

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

/** Classes kept per element: the page break's, and a code block's language (`*` is a wildcard). */
export const ALLOWED_CLASSES: Record<string, string[]> = { div: ['page-break'], code: ['language-*'] };
