import type { Node as PmNode } from '@tiptap/pm/model';

// A few colours that read on white as text and as an underline, told apart from each other.
const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7e22ce', '#be123c', '#0e7490'] as const;

/** A suggestion's author as the marks carry it: a user id, or (from Word) only a name. */
interface MarkAuthor {
  id: string | null;
  name: string | null;
}

const keyOf = (author: MarkAuthor) => author.id ?? author.name ?? '';

/** The author's colour, the same in the text and in the Changes tab: a hash of the id (or name). */
export function authorColour(author: MarkAuthor): string {
  // FNV-1a: spreads similar ids (u1, u2) over the palette.
  let hash = 0x811c9dc5;
  for (const char of keyOf(author)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return PALETTE[(hash >>> 0) % PALETTE.length] ?? PALETTE[0];
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;

function ruleFor(author: MarkAuthor): string {
  const selector = author.id
    ? `[data-author-id=${quoted(author.id)}]`
    : `[data-author-name=${quoted(author.name ?? '')}]:not([data-author-id])`;
  return `.lexdraft-prose :is(ins,del)${selector}{--suggestion-colour:${authorColour(author)}}`;
}

// One sheet for the page: a rule per author met so far (a handful), never removed.
const written = new Set<string>();
let sheet: HTMLStyleElement | null = null;

/** Adds the colour rules of authors not seen before. */
export function writeAuthorColours(authors: Iterable<MarkAuthor>): void {
  const rules: string[] = [];
  for (const author of authors) {
    const key = `${author.id ? 'id' : 'name'}:${keyOf(author)}`;
    if (written.has(key)) continue;
    written.add(key);
    rules.push(ruleFor(author));
  }
  if (rules.length === 0) return;
  if (!sheet?.isConnected) {
    sheet = document.createElement('style');
    sheet.dataset.suggestionColours = '';
    document.head.append(sheet);
  }
  sheet.append(rules.join('\n'), '\n');
}

/** The authors of the document's suggestion marks. */
export function suggestionAuthors(doc: PmNode): MarkAuthor[] {
  const authors = new Map<string, MarkAuthor>();
  doc.descendants((node) => {
    for (const mark of node.marks) {
      if (mark.type.name !== 'insertion' && mark.type.name !== 'deletion') continue;
      const author = {
        id: mark.attrs.authorId as string | null,
        name: mark.attrs.authorName as string | null,
      };
      authors.set(`${author.id}:${author.name}`, author);
    }
    return true;
  });
  return [...authors.values()];
}
