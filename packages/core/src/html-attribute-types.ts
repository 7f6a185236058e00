import { forbiddenPart } from './assembly/names.js';
import { ASSET_URL_PREFIX, LINK_PROTOCOLS } from './html-urls.js';
import { isFieldId } from './merge-fields/grammar.js';

// Attribute values are checked by what they mean, not only by the attribute's name: an allowed name
// with a value such as `1 onmouseover=alert(1)` or a quote inside a field id is junk the editor never
// writes, and a stored document must not carry it into exports, previews or other parsers.

/** The kind of value an allowed attribute may hold (see ALLOWED_ATTRIBUTES). */
export type AttributeType =
  /** A whole number in a range: `start`, `colspan`, image sizes. */
  | { type: 'integer'; min: number; max: number }
  /** Comma-separated whole numbers: a table cell's `colwidth` ("120" or "120,80"). */
  | { type: 'integer-list'; min: number; max: number }
  /** One of a fixed set of values. */
  | { type: 'enum'; values: readonly string[] }
  /** Space-separated tokens from a fixed set: a link's `rel`. */
  | { type: 'tokens'; values: readonly string[] }
  /** A merge-field id in core's grammar (isFieldId). */
  | { type: 'field-id' }
  /** A link target with one of LINK_PROTOCOLS. */
  | { type: 'link-url' }
  /** An uploaded asset's path (under ASSET_URL_PREFIX). */
  | { type: 'asset-url' }
  /** Free text of bounded length: `alt`, `title`. */
  | { type: 'text'; maxLength: number }
  /**
   * Logic written as text (a condition's expression, a field's format): one line, no control
   * characters, dropped rather than cut when longer, since a cut expression means something else.
   */
  | { type: 'logic-text'; maxLength: number }
  /** A repeat's list: a merge-field id that names no prototype part (`entity.owners`, `sellers`). */
  | { type: 'list-id' }
  /** The name a repeat's items go by: letters, digits and underscores, not a prototype part. */
  | { type: 'item-name' }
  /** Inline style: checked per declaration against ALLOWED_STYLES. */
  | { type: 'style' }
  /** Class names: checked per name against ALLOWED_CLASSES. */
  | { type: 'class' }
  /** An opaque id: a suggestion's, its author's, a comment thread's (letters, digits, `-`, `_`; 1 to 64). */
  | { type: 'identifier' }
  /** A moment in ISO 8601 with its zone (`2026-11-29T13:05:00.000Z`): when a suggestion was made. */
  | { type: 'iso-time' };

const INTEGER = /^[-+]?\d{1,10}$/;
const CONTROL = /\p{Cc}/u;
const LINE_BREAKS = /[\t\n\r]+/g;
const ITEM_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,59}$/;
const IDENTIFIER = /^[A-Za-z0-9_-]{1,64}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// What a link typed without a scheme looks like ("firm.com/terms"): completed with https, as the editor does.
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#:]\S*)?$/u;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;
const UNSAFE_IN_PATH = /[\s"'<>\\\p{Cc}]/u;
const MAX_URL_LENGTH = 8_192;
// An http(s) link names a host; its path may hold spaces, as browsers accept them.
const WEB_URL = /^https?:\/\/[^\s/?#]+([/?#].*)?$/i;

function integerIn(value: string, min: number, max: number): string | undefined {
  if (!INTEGER.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? String(number) : undefined;
}

/** Logic text on one line (tabs and line breaks as spaces), or undefined when too long or with other control characters. */
function logicText(value: string, max: number): string | undefined {
  const line = value.replace(LINE_BREAKS, ' ');
  return line.length <= max && !CONTROL.test(line) ? line : undefined;
}

/** Cuts text to `max` UTF-16 units without splitting a surrogate pair. */
function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const end = /[\uD800-\uDBFF]/.test(value.charAt(max - 1)) ? max - 1 : max;
  return value.slice(0, end);
}

/** True for an uploaded asset's path: under ASSET_URL_PREFIX, with no dot segment or characters that could leave it. */
export function isAssetUrl(src: unknown): src is string {
  if (typeof src !== 'string' || !src.startsWith(ASSET_URL_PREFIX)) return false;
  const rest = src.slice(ASSET_URL_PREFIX.length);
  return rest !== '' && !DOT_SEGMENT.test(rest) && !UNSAFE_IN_PATH.test(rest);
}

/** The link target to store for an href, or undefined when it has no allowed scheme (a bare host gets https). */
export function storedLinkHref(href: string): string | undefined {
  const value = href.trim();
  if (value === '' || value.length > MAX_URL_LENGTH || CONTROL.test(value)) return undefined;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return BARE_HOST.test(value) ? `https://${value}` : undefined;
  if (!(LINK_PROTOCOLS as readonly string[]).includes(scheme)) return undefined;
  if (scheme === 'http' || scheme === 'https') return WEB_URL.test(value) ? value : undefined;
  return value.length > scheme.length + 1 ? value : undefined;
}

/**
 * The value to store for an attribute of this type: the value itself, a normal form of it (numbers
 * without padding, tokens deduplicated, long text cut), or undefined when it must be dropped.
 */
export function storedAttributeValue(type: AttributeType, value: string): string | undefined {
  const trimmed = value.trim();
  switch (type.type) {
    case 'integer':
      return integerIn(trimmed, type.min, type.max);
    case 'integer-list': {
      const numbers = trimmed.split(',').map((part) => integerIn(part.trim(), type.min, type.max));
      return numbers.every((number) => number !== undefined) ? numbers.join(',') : undefined;
    }
    case 'enum':
      return type.values.includes(trimmed) ? trimmed : undefined;
    case 'tokens': {
      const tokens = new Set(trimmed.toLowerCase().split(/\s+/));
      const kept = type.values.filter((token) => tokens.has(token));
      return kept.length > 0 ? kept.join(' ') : undefined;
    }
    case 'field-id':
      return isFieldId(trimmed) ? trimmed : undefined;
    case 'link-url':
      return storedLinkHref(value);
    case 'asset-url':
      return isAssetUrl(trimmed) ? trimmed : undefined;
    case 'text':
      return truncate(value, type.maxLength);
    case 'logic-text':
      return logicText(value, type.maxLength);
    case 'list-id':
      return isFieldId(trimmed) && forbiddenPart(trimmed) === undefined ? trimmed : undefined;
    case 'item-name':
      return ITEM_NAME.test(trimmed) && forbiddenPart(trimmed) === undefined ? trimmed : undefined;
    case 'identifier':
      return IDENTIFIER.test(trimmed) ? trimmed : undefined;
    case 'iso-time':
      return ISO_TIME.test(trimmed) && !Number.isNaN(Date.parse(trimmed)) ? trimmed : undefined;
    case 'style':
    case 'class':
      return value;
  }
}
