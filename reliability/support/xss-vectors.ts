import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@lexdraft/core';

// The XSS corpus: the hand-written vectors of corpus/xss.json, plus vectors made from the
// editor's allow-list (an event handler on every allowed tag, a breakout in every allowed
// attribute), so a tag or attribute added to the list is attacked without touching the suite.
// Every payload calls window.__xss('id') or alert('id') with its own id when it runs.

export type Placement =
  | 'html'
  | 'value'
  | 'smart-field-label'
  | 'smart-field-default'
  | 'custom-field-name'
  | 'custom-field-value'
  | 'document-name'
  | 'field-template-name'
  | 'field-template-value'
  | 'field-template-description';

export type Vector = {
  id: string;
  name: string;
  in: Placement;
  payload: string;
  /** Vectors of one batch share a document: the ones made from the allow-list, which are well formed. */
  batch?: string;
};

// Made vectors go this many to a document; a written one, which may break the parse, goes alone.
const BATCH_SIZE = 20;

const CORPUS = path.join(import.meta.dirname, '../corpus/xss.json');

/** Every vector, with its id written into its payload. */
export function loadVectors(): Vector[] {
  const written = JSON.parse(readFileSync(CORPUS, 'utf8')) as Vector[];
  const made = [...handlerVectors(), ...attributeVectors()].map((vector, index) => ({
    ...vector,
    batch: `allow-list ${Math.floor(index / BATCH_SIZE) + 1}`,
  }));
  return [...written, ...made].map((vector) => ({
    ...vector,
    payload: vector.payload.replaceAll('XSS_ID', vector.id),
  }));
}

const VOID = new Set(['br', 'hr', 'img', 'col']);

// Handlers that fire with no user action, with what makes them fire (focus, an animation, an error).
const HANDLERS =
  `onerror="__xss('XSS_ID')" onload="__xss('XSS_ID')" onfocus="__xss('XSS_ID')" autofocus tabindex="0" ` +
  `onanimationstart="__xss('XSS_ID')" style="animation: pulse 1ms" onmouseover="__xss('XSS_ID')" src="x"`;

/** The tag with its attributes, inside the parents the HTML parser needs to keep it. */
function inContext(tag: string, attributes: string): string {
  const element = VOID.has(tag) ? `<${tag} ${attributes}>` : `<${tag} ${attributes}>x</${tag}>`;
  switch (tag) {
    case 'li':
      return `<ul>${element}</ul>`;
    case 'td':
    case 'th':
      return `<table><tbody><tr>${element}</tr></tbody></table>`;
    case 'tr':
      return `<table><tbody>${element.replace('>x<', '><td>x</td><')}</tbody></table>`;
    case 'thead':
    case 'tbody':
    case 'tfoot':
      return `<table>${element.replace('>x<', '><tr><td>x</td></tr><')}</table>`;
    case 'col':
      return `<table><colgroup>${element}</colgroup><tbody><tr><td>x</td></tr></tbody></table>`;
    case 'colgroup':
      return `<table>${element.replace('>x<', '><col><')}<tbody><tr><td>x</td></tr></tbody></table>`;
    case 'table':
      return element.replace('>x<', '><tbody><tr><td>x</td></tr></tbody><');
    default:
      return `<p>${element}</p>`;
  }
}

function handlerVectors(): Vector[] {
  return ALLOWED_TAGS.map((tag) => ({
    id: `tag-${tag}`,
    name: `event handlers on <${tag}>`,
    in: 'html' as const,
    payload: inContext(tag, HANDLERS),
  }));
}

/** An element's allowed attribute names, whether the list holds names or names with their types. */
const namesOf = (attributes: unknown): string[] =>
  Array.isArray(attributes) ? attributes : Object.keys(attributes as Record<string, unknown>);

function attributeVectors(): Vector[] {
  return Object.entries(ALLOWED_ATTRIBUTES).flatMap(([tag, attributes]) =>
    namesOf(attributes).map((attribute) => ({
      id: `attr-${tag}-${attribute}`,
      name: `a breakout in <${tag} ${attribute}>`,
      in: 'html' as const,
      payload: inContext(
        tag,
        `${attribute}="javascript:__xss('XSS_ID')&quot; onmouseover=&quot;__xss('XSS_ID')&quot; autofocus onfocus=&quot;__xss('XSS_ID')"`,
      ),
    })),
  );
}
