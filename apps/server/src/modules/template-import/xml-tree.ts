import { WORD_XML_MAX_DEPTH } from '@lexdraft/core';
import { DocxImportError, IMPORT_REFUSALS } from './import-error.js';

// A light XML tree for the OOXML pass: elements keep their attributes as written (read on demand)
// and text stays escaped, so a part that is not changed serializes back byte for byte. It is several
// times faster than a DOM (the import's speed target leaves room for one more parse beside mammoth's),
// and it refuses what Word never writes: a DOCTYPE or any other declaration, tags that do not match,
// and elements nested deeper than WORD_XML_MAX_DEPTH. The walkers below keep their own stack rather
// than recursing, so that no nesting can exhaust the call stack.

/** An element: its qualified name, its attributes as written, and its children (null when self-closed). */
export type XmlElement = { name: string; attrs: string; children: XmlNode[] | null };
/** An element, or raw markup kept as written: escaped text, a comment, CDATA or a processing instruction. */
export type XmlNode = XmlElement | string;

/** A parsed part: its top-level nodes (the declaration and the root element). */
export type XmlDocument = { nodes: XmlNode[]; root: XmlElement };

// Characters the import uses as its own markers in text (sentinels.ts): dropped from what it reads.
const OWN_MARKER = /[\uE000-\uE00F]/;
const OWN_MARKERS = /[\uE000-\uE00F]/g;
const NAME_END = /[\s/>]/g;

const badXml = (part: string) =>
  new DocxImportError('bad-xml', `${IMPORT_REFUSALS['bad-xml'].detail} (${part})`);

/**
 * Parses a part, refusing a DOCTYPE, ENTITY or other declaration, tags that do not nest, and nesting
 * deeper than WORD_XML_MAX_DEPTH (as a damaged file: 3,000 nested tables are no document). A scan
 * with indexOf rather than a tokenizing regular expression: the body of a 100-page contract is
 * 20,000 elements, and each match array would be garbage.
 */
export function parseXml(text: string, part: string): XmlDocument {
  const top: XmlElement = { name: '#document', attrs: '', children: [] };
  const stack: XmlElement[] = [top];
  let current = top.children as XmlNode[];
  let at = 0;
  const length = text.length;
  while (at < length) {
    const open = text.indexOf('<', at);
    if (open !== at) {
      const raw = text.slice(at, open < 0 ? length : open);
      current.push(OWN_MARKER.test(raw) ? raw.replace(OWN_MARKERS, '') : raw);
      if (open < 0) break;
    }
    const next = text.charCodeAt(open + 1);
    if (next === 63 /* ? */ || next === 33 /* ! */) {
      const close =
        next === 63
          ? '?>'
          : text.startsWith('<!--', open)
            ? '-->'
            : text.startsWith('<![CDATA[', open)
              ? ']]>'
              : '';
      if (close === '') throw new DocxImportError('doctype', `${IMPORT_REFUSALS.doctype.detail} (${part})`);
      const end = text.indexOf(close, open + 2);
      if (end < 0) throw badXml(part);
      current.push(text.slice(open, end + close.length));
      at = end + close.length;
      continue;
    }
    const closing = next === 47; /* / */
    NAME_END.lastIndex = open + (closing ? 2 : 1);
    const nameEnd = NAME_END.exec(text)?.index ?? -1;
    if (nameEnd < 0) throw badXml(part);
    const name = text.slice(open + (closing ? 2 : 1), nameEnd);
    if (name === '') throw badXml(part);
    // The tag ends at the first ">" outside quotes.
    let end = nameEnd;
    for (;;) {
      const code = text.charCodeAt(end);
      if (Number.isNaN(code)) throw badXml(part);
      if (code === 62) break;
      if (code === 34 || code === 39) {
        end = text.indexOf(code === 34 ? '"' : "'", end + 1);
        if (end < 0) throw badXml(part);
      }
      end += 1;
    }
    at = end + 1;
    if (closing) {
      const element = stack.pop();
      if (element === undefined || element === top || element.name !== name) throw badXml(part);
      current = (stack[stack.length - 1] as XmlElement).children as XmlNode[];
      continue;
    }
    const selfClosing = text.charCodeAt(end - 1) === 47;
    const element: XmlElement = {
      name,
      attrs: text.slice(nameEnd, selfClosing ? end - 1 : end),
      children: selfClosing ? null : [],
    };
    current.push(element);
    if (!selfClosing) {
      // The document node is the stack's first entry, so its length is the new element's depth.
      if (stack.length > WORD_XML_MAX_DEPTH) throw new DocxImportError('damaged');
      stack.push(element);
      current = element.children as XmlNode[];
    }
  }
  if (stack.length !== 1) throw badXml(part);
  const root = top.children?.find((node): node is XmlElement => typeof node !== 'string');
  if (root === undefined) throw badXml(part);
  return { nodes: top.children as XmlNode[], root };
}

/** The part as XML text again. */
export function serializeXml(document: XmlDocument): string {
  const out: string[] = [];
  // Each entry is a node to write, or the closing tag of an element whose children come before it.
  const pending: (XmlNode | { close: string })[] = [...document.nodes].reverse();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === 'string') out.push(next);
    else if ('close' in next) out.push('</', next.close, '>');
    else if (next.children === null) out.push('<', next.name, next.attrs, '/>');
    else {
      out.push('<', next.name, next.attrs, '>');
      pending.push({ close: next.name });
      for (let index = next.children.length - 1; index >= 0; index -= 1) {
        pending.push(next.children[index] as XmlNode);
      }
    }
  }
  return out.join('');
}

const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text as it reads, from text as written. */
export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    ENTITY,
    (_, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED[name] ?? '';
      const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    },
  );
}

/** Text as written in element content or an attribute value. */
export function encodeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;',
  );
}

const attributeCache = new Map<string, RegExp>();

/** The value of the attribute `name` (qualified, as written), or undefined. */
export function attr(element: XmlElement, name: string): string | undefined {
  if (!element.attrs.includes(name)) return undefined;
  let pattern = attributeCache.get(name);
  if (pattern === undefined) {
    pattern = new RegExp(`(?:^|\\s)${name.replace('.', '\\.')}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributeCache.set(name, pattern);
  }
  const match = pattern.exec(element.attrs);
  return match ? decodeXml(match[1] ?? match[2] ?? '') : undefined;
}

/** The child elements of an element. */
export function childElements(element: XmlElement): XmlElement[] {
  return (element.children ?? []).filter((node): node is XmlElement => typeof node !== 'string');
}

/** The first child element named `name`, or undefined. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  for (const node of element?.children ?? []) if (typeof node !== 'string' && node.name === name) return node;
  return undefined;
}

/** Every descendant element named `name`, in document order (not looking inside matches). */
export function descendants(element: XmlElement, name: string, found: XmlElement[] = []): XmlElement[] {
  const pending = childrenReversed(element);
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node === 'string') continue;
    if (node.name === name) found.push(node);
    else pushChildrenReversed(node, pending);
  }
  return found;
}

/** The text of an element's text children and descendants, read. */
export function textContent(element: XmlElement): string {
  let text = '';
  const pending = childrenReversed(element);
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node === 'string') text += node.startsWith('<') ? '' : decodeXml(node);
    else pushChildrenReversed(node, pending);
  }
  return text;
}

// A walk's stack holds the nodes still to visit, the next on top: children go on last first.
function childrenReversed(element: XmlElement): XmlNode[] {
  const pending: XmlNode[] = [];
  pushChildrenReversed(element, pending);
  return pending;
}

function pushChildrenReversed(element: XmlElement, pending: XmlNode[]): void {
  const children = element.children ?? [];
  for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index] as XmlNode);
}

/** A new element. */
export function element(name: string, attrs: string, children: XmlNode[] | null = []): XmlElement {
  return { name, attrs, children };
}
