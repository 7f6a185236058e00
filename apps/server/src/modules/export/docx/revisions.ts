import { UNKNOWN_AUTHOR } from '@lexdraft/editor-schema';
import type { JSONContent } from '@tiptap/core';
import { DeletedTextRun, InsertedTextRun, type IRunOptions, TextRun } from 'docx';
import type { RenderContext, RunChange } from './context.js';

// Suggestions as Word's own tracked changes (docs/negotiation.md, Exports and redlines): text under
// an `insertion` mark is written inside `w:ins`, under a `deletion` mark inside `w:del` (its text
// as `w:delText`), each with the suggestion's author and time. A block marked whole (a paragraph,
// a list item, a row) passes its change down to every run in it and marks its paragraph mark too.

const KINDS = { insertion: 'insert', deletion: 'delete' } as const;

type MarkJson = { type?: unknown; attrs?: Record<string, unknown> | null };

// Word reads w:date as xsd:dateTime; it is written without fractions of a second, as Word writes it.
const wordDate = (at: unknown, fallback: string): string => {
  const time = typeof at === 'string' ? Date.parse(at) : Number.NaN;
  return `${new Date(Number.isNaN(time) ? Date.parse(fallback) : time).toISOString().slice(0, 19)}Z`;
};

/** The change a node's marks put it under (its own insertion or deletion mark), or null. */
export function changeOf(node: JSONContent, ctx: RenderContext): RunChange | null {
  if (!Array.isArray(node.marks)) return null;
  for (const mark of node.marks as MarkJson[]) {
    const kind = KINDS[mark?.type as keyof typeof KINDS];
    if (!kind) continue;
    const attrs = mark.attrs ?? {};
    const author =
      typeof attrs.authorName === 'string' && attrs.authorName !== '' ? attrs.authorName : UNKNOWN_AUTHOR;
    const date = wordDate(attrs.at, ctx.revisions.renderedAt);
    return { kind, author, date, key: `${kind}\u0000${author}\u0000${date}` };
  }
  return null;
}

/** The context for a block's content: the block's own change, else the one of the block around it. */
export function withNodeChange(node: JSONContent, ctx: RenderContext): RenderContext {
  const change = changeOf(node, ctx);
  return change ? { ...ctx, change } : ctx;
}

/** A paragraph mark's tracked change (`w:pPr/w:rPr/w:ins`), so accepting or rejecting joins paragraphs as Word does. */
export function paragraphMarkChange(ctx: RenderContext) {
  const change = ctx.change;
  if (!change) return {};
  const attributes = { id: ctx.revisions.nextId(), author: change.author, date: change.date };
  return { run: change.kind === 'insert' ? { insertion: attributes } : { deletion: attributes } };
}

/** A run of text as Word writes it: plain, or inside `w:ins` / `w:del` with a fresh revision id. */
export function changedRun(options: IRunOptions, change: RunChange | null, ctx: RenderContext) {
  if (!change) return new TextRun(options);
  const attributes = { id: ctx.revisions.nextId(), author: change.author, date: change.date };
  return change.kind === 'insert'
    ? new InsertedTextRun({ ...options, ...attributes })
    : new DeletedTextRun({ ...options, ...attributes });
}

/** Revision ids of one file: each `w:ins` and `w:del` has its own, after the comments' ids. */
export class Revisions {
  #next: number;

  /** `first`: the first id free after the comments'; `renderedAt`: the time of a suggestion without one. */
  constructor(
    first: number,
    readonly renderedAt: string,
  ) {
    this.#next = first;
  }

  nextId(): number {
    return this.#next++;
  }
}
