import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASSES,
  ALLOWED_STYLES,
  ALLOWED_TAGS,
  isAssetUrl,
  storedAttributeValue,
} from '@lexdraft/core';
import { type CSSProperties, createElement, type ReactNode } from 'react';

// The import preview's HTML shown as React elements, never as markup: the server's HTML is parsed
// in an inert document (no script runs, no image loads) and only what the editor's allow-list keeps
// (core's ALLOWED_TAGS and ALLOWED_ATTRIBUTES, checked by value) becomes an element. Each
// `<mark data-placeholder="{index}">` becomes whatever `renderMark` makes of it.

/** Renders one placeholder occurrence: its index in the preview's placeholders and its content. */
export type RenderMark = (index: number, children: ReactNode, key: string) => ReactNode;

const TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS);
// Their text is code or metadata, not document text.
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'title',
]);
const VOID = new Set(['br', 'hr', 'img', 'col']);
// Whitespace between rows and cells is no text, and React warns about it inside a table.
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);
// The preview inlines pictures as data URLs; vector formats (SVG can carry script) are not among them.
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;
const REACT_NAMES: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan', class: 'className' };

function styleOf(tag: string, value: string): CSSProperties | undefined {
  const style: Record<string, string> = {};
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const text = declaration.slice(colon + 1).trim();
    const patterns = ALLOWED_STYLES[tag]?.[property] ?? ALLOWED_STYLES['*']?.[property];
    if (!patterns?.some((pattern) => pattern.test(text))) continue;
    style[property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = text;
  }
  return Object.keys(style).length > 0 ? style : undefined;
}

function classOf(tag: string, value: string): string | undefined {
  const allowed = ALLOWED_CLASSES[tag] ?? [];
  const kept = value
    .split(/\s+/)
    .filter((name) =>
      allowed.some((rule) => (rule.endsWith('*') ? name.startsWith(rule.slice(0, -1)) : name === rule)),
    );
  return kept.length > 0 ? kept.join(' ') : undefined;
}

function propsOf(element: Element, tag: string, key: string): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? {};
  for (const { name, value } of Array.from(element.attributes)) {
    const type = allowed[name];
    if (!type) continue;
    // A link would leave the screen and lose the form; links show as text here.
    if (name === 'href' || name === 'target' || name === 'rel') continue;
    if (type.type === 'style') {
      const style = styleOf(tag, value);
      if (style) props.style = style;
    } else if (type.type === 'class') {
      const className = classOf(tag, value);
      if (className) props.className = className;
    } else if (type.type === 'asset-url') {
      const src = value.trim();
      if (isAssetUrl(src) || DATA_IMAGE.test(src)) props[name] = src;
    } else {
      const kept = storedAttributeValue(type, value);
      if (kept !== undefined) props[REACT_NAMES[name] ?? name] = kept;
    }
  }
  return props;
}

function placeholderIndex(element: Element): number | undefined {
  const value = element.getAttribute('data-placeholder');
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  return Number(value);
}

function childrenOf(parent: Node, renderMark: RenderMark, path: string): ReactNode[] {
  const inTable = parent instanceof Element && TABLE_PARTS.has(parent.localName);
  const out: ReactNode[] = [];
  Array.from(parent.childNodes).forEach((node, index) => {
    const key = `${path}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      if (!(inTable && text.trim() === '')) out.push(text);
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.localName;
    if (DROPPED.has(tag)) return;
    if (tag === 'mark') {
      const placeholder = placeholderIndex(node);
      const inner = childrenOf(node, renderMark, key);
      out.push(
        placeholder === undefined
          ? createElement('mark', { key }, ...inner)
          : renderMark(placeholder, inner, key),
      );
      return;
    }
    // An element the editor never writes is unwrapped: its text stays, the element goes.
    if (!TAGS.has(tag)) {
      out.push(...childrenOf(node, renderMark, key));
      return;
    }
    if (tag === 'img' && !('src' in propsOf(node, tag, key))) {
      out.push(
        <span
          key={key}
          className="my-2 inline-block rounded border border-dashed px-2 py-1 text-muted-foreground text-xs"
        >
          Image
        </span>,
      );
      return;
    }
    const shownTag = tag === 'a' ? 'span' : tag;
    const props = propsOf(node, tag, key);
    if (tag === 'a') props.className = 'text-primary underline';
    if (VOID.has(tag)) out.push(createElement(shownTag, props));
    else out.push(createElement(shownTag, props, ...childrenOf(node, renderMark, key)));
  });
  return out;
}

/** The preview HTML as React elements: allowed elements and attributes only, placeholders through `renderMark`. */
export function renderPreviewHtml(html: string, renderMark: RenderMark): ReactNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return childrenOf(body, renderMark, 'h');
}
