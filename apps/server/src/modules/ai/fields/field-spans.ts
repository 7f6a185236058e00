import { isFieldId } from '@lexdraft/core';

// Finding merge-field spans in a selection's HTML without a DOM: each `<span data-merge-field="id">`
// up to its own `</span>`, nested spans included, is one field, as the editor's parser reads it
// (an atom takes its id from the outer span and ignores what is inside).

/** A piece of HTML: text between fields, or one whole field element. */
export type HtmlPiece = { kind: 'text'; html: string } | { kind: 'field'; html: string; id: string };

const SPAN_TAG = /<(\/?)span\b[^>]*>/gi;
const FIELD_ATTRIBUTE = /\sdata-merge-field\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The field id an opening span tag names, when it is a valid one. */
function fieldIdOf(tag: string): string | undefined {
  const match = FIELD_ATTRIBUTE.exec(tag);
  if (!match) return undefined;
  const id = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
  return isFieldId(id) ? id : undefined;
}

/** Splits HTML into text and field elements, in order; joined again they give the HTML back exactly. */
export function splitFieldSpans(html: string): HtmlPiece[] {
  const pieces: HtmlPiece[] = [];
  let textStart = 0;
  let field: { start: number; id: string; depth: number } | undefined;
  for (const match of html.matchAll(SPAN_TAG)) {
    const closing = match[1] === '/';
    if (field) {
      field.depth += closing ? -1 : 1;
      if (field.depth > 0) continue;
      const end = match.index + match[0].length;
      pieces.push({ kind: 'field', html: html.slice(field.start, end), id: field.id });
      textStart = end;
      field = undefined;
      continue;
    }
    const id = closing ? undefined : fieldIdOf(match[0]);
    if (id === undefined) continue;
    if (match.index > textStart) pieces.push({ kind: 'text', html: html.slice(textStart, match.index) });
    field = { start: match.index, id, depth: 1 };
  }
  // A field span never closed stays text: its tags go as they are, its `{{id}}` marker still counts.
  const rest = html.slice(field ? field.start : textStart);
  if (rest) pieces.push({ kind: 'text', html: rest });
  return pieces;
}
