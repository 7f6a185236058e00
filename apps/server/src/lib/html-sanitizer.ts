import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASSES,
  ALLOWED_EMPTY_ATTRIBUTES,
  ALLOWED_STYLES,
  ALLOWED_TAGS,
  isAssetUrl,
  isBlankHtml,
  LINK_PROTOCOLS,
  MAX_HTML_NESTING_DEPTH,
  storedAttributeValue,
} from '@lexdraft/core';
import sanitizeHtml from 'sanitize-html';

// Document HTML is kept to what the editor's schema can hold (packages/core/src/html-allow-list.ts):
// scripts, event handlers, foreign styles, unsafe URLs and attribute values of the wrong type are
// removed before anything is stored.
//
// The work must stay linear in the input, because one save must not be able to stall the server:
// - htmlparser2 (under sanitize-html) keeps its open elements with Array#unshift, so each open
//   element costs the current depth and deep nesting is quadratic: depth is counted as the parser
//   reports elements, and the run stops beyond MAX_HTML_NESTING_DEPTH;
// - sanitize-html's exclusiveFilter cuts its whole output so far for each element it drops (a copy
//   each time), and renaming a tag to drop it mislabels the next sibling's closing tag; so an image
//   from elsewhere loses its attributes instead, and bare `<img />`s are removed in one pass at the end.

/**
 * What sanitizing gave: the clean HTML and whether it shows nothing, or that it nests too deeply.
 * Off the event loop (html-sanitizer-worker.ts) it also tells the first problem of the document's
 * logic, which a save refuses with 422.
 */
export type SanitizeResult =
  | { ok: true; html: string; blank: boolean; logicProblem?: string }
  | { ok: false; reason: 'too-deep' };

class TooDeep extends Error {}

const STRIPPED_IMAGE = '<img />';

// sanitize-html reads allowedEmptyAttributes (since 2.8); its published types do not list it yet.
const options: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, Object.keys(attributes)]),
  ),
  allowedStyles: ALLOWED_STYLES,
  allowedClasses: ALLOWED_CLASSES,
  // `data-else=""` stays written out, as the editor writes it.
  allowedEmptyAttributes: [...ALLOWED_EMPTY_ATTRIBUTES],
  allowedSchemes: [...LINK_PROTOCOLS],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags keep their text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  selfClosing: ['img', 'br', 'hr', 'col'],
};

const CONDITION_TYPE = ALLOWED_ATTRIBUTES.div!['data-if']!;

/** True for the div of a condition whose expression is kept: the one parent a `data-else` may have. */
function isConditionDiv(tag: string, attribs: sanitizeHtml.Attributes): boolean {
  const expression = attribs['data-if'];
  return (
    tag === 'div' &&
    expression !== undefined &&
    storedAttributeValue(CONDITION_TYPE, expression) !== undefined
  );
}

/** The attributes of an element whose values have their declared type, fixed where a normal form exists. */
function typedAttributes(
  tag: string,
  attribs: sanitizeHtml.Attributes,
  strayElse: boolean,
): sanitizeHtml.Attributes {
  // An image is kept only when it points at one of our uploaded assets.
  if (tag === 'img' && !isAssetUrl(attribs.src?.trim())) return {};
  const kept: sanitizeHtml.Attributes = {};
  if (!Object.hasOwn(ALLOWED_ATTRIBUTES, tag)) return kept;
  const types = ALLOWED_ATTRIBUTES[tag] ?? {};
  for (const [name, value] of Object.entries(attribs)) {
    if (strayElse && name === 'data-else') continue;
    const type = Object.hasOwn(types, name) ? types[name] : undefined;
    const stored = type && storedAttributeValue(type, value);
    if (stored !== undefined) kept[name] = stored;
  }
  // Links opened from a document never get a handle on the editor's window.
  if (tag === 'a' && attribs.target !== undefined) {
    kept.target = '_blank';
    kept.rel = 'noopener noreferrer nofollow';
  }
  return kept;
}

/** Sanitizes document HTML against the editor's allow-list, or refuses HTML nested too deeply. */
export function sanitizeDocumentHtml(html: string): SanitizeResult {
  let depth = 0;
  // Per open element: whether it is a condition's div. An else part is kept only directly inside
  // one; elsewhere its div loses `data-else` (the parser calls onOpenTag just before transformTags).
  const conditions: boolean[] = [];
  let strayElse = false;
  let clean: string;
  try {
    clean = sanitizeHtml(html, {
      ...options,
      // Called for every element the parser opens and closes (void and implied ones included), so
      // `depth` is the parser's own stack depth.
      onOpenTag: (tag, attribs) => {
        depth += 1;
        if (depth > MAX_HTML_NESTING_DEPTH) throw new TooDeep();
        strayElse = attribs['data-else'] !== undefined && conditions.at(-1) !== true;
        conditions.push(isConditionDiv(tag, attribs));
      },
      onCloseTag: () => {
        depth -= 1;
        conditions.pop();
      },
      transformTags: {
        '*': (tagName, attribs) => ({ tagName, attribs: typedAttributes(tagName, attribs, strayElse) }),
      },
    });
  } catch (error) {
    if (error instanceof TooDeep) return { ok: false, reason: 'too-deep' };
    throw error;
  }
  const stored = clean.replaceAll(STRIPPED_IMAGE, '');
  return { ok: true, html: stored, blank: isBlankHtml(stored) };
}
