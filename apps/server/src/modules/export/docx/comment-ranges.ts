import type { JSONContent } from '@tiptap/core';
import {
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  type ICommentOptions,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import type { ExportThread } from '../export-document.js';
import type { CommentAnchors } from './context.js';
import { xmlSafeText } from './text.js';

// A redline's comment threads as Word comments: each thread's first comment and each reply is a
// comment of its own (replies name the first as their parent, commentsExtended.xml), all on the
// range of the thread's marked text: `w:commentRangeStart` before its first marked piece,
// `w:commentRangeEnd` and a `w:commentReference` run after its last. The pieces each thread marks
// are counted once beforehand, so finding a thread's last piece costs nothing per run.

// A mention is stored `@[Name](user:ID)`; Word shows it as `@Name`.
const MENTION = /@\[([^\]\n]{1,200})\]\(user:[^)\s]{1,100}\)/g;

/** A comment's body as Word shows it: mentions as `@Name`, a paragraph per line. */
function bodyParagraphs(body: string): Paragraph[] {
  return xmlSafeText(body.replace(MENTION, '@$1'))
    .split(/\r\n|\r|\n/)
    .map((line) => new Paragraph({ children: [new TextRun(line)] }));
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The thread ids of a node's comment marks. */
export function commentThreadIds(node: JSONContent): string[] {
  if (!Array.isArray(node.marks)) return [];
  const ids: string[] = [];
  for (const mark of node.marks) {
    const threadId = mark?.type === 'comment' ? mark.attrs?.threadId : undefined;
    if (typeof threadId === 'string' && threadId !== '') ids.push(threadId);
  }
  return ids;
}

/** How many pieces of the body each thread marks, in order of first appearance. */
function markedPieces(body: JSONContent): Map<string, number> {
  const counts = new Map<string, number>();
  // A stack of its own: no body's nesting can exhaust the call stack.
  const pending = [body];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    for (const id of commentThreadIds(node)) counts.set(id, (counts.get(id) ?? 0) + 1);
    const children = Array.isArray(node.content) ? node.content : [];
    for (let index = children.length - 1; index >= 0; index -= 1)
      pending.push(children[index] as JSONContent);
  }
  return counts;
}

type Anchored = { thread: ExportThread; ids: number[]; remaining: number; started: boolean };

/** The comment threads of one redline Word file. */
export class CommentRanges implements CommentAnchors {
  readonly #anchored = new Map<string, Anchored>();
  /** The comments' ids run from 0 to this, less one; revision ids start here. */
  readonly size: number;

  constructor(threads: readonly ExportThread[], body: JSONContent) {
    const byId = new Map(threads.map((thread) => [thread.id, thread]));
    let next = 0;
    for (const [id, remaining] of markedPieces(body)) {
      const thread = byId.get(id);
      if (!thread || thread.comments.length === 0) continue;
      const ids = thread.comments.map(() => next++);
      this.#anchored.set(id, { thread, ids, remaining, started: false });
    }
    this.size = next;
  }

  before(threadIds: readonly string[]): ParagraphChild[] {
    const out: ParagraphChild[] = [];
    for (const id of threadIds) {
      const anchored = this.#anchored.get(id);
      if (!anchored || anchored.started) continue;
      anchored.started = true;
      for (const commentId of anchored.ids) out.push(new CommentRangeStart(commentId));
    }
    return out;
  }

  after(threadIds: readonly string[]): ParagraphChild[] {
    const out: ParagraphChild[] = [];
    for (const id of threadIds) {
      const anchored = this.#anchored.get(id);
      if (!anchored?.started || anchored.remaining <= 0) continue;
      anchored.remaining -= 1;
      if (anchored.remaining === 0) out.push(...this.#end(anchored));
    }
    return out;
  }

  /** The ends of ranges still open (a piece the writer left out, such as an unknown node's): Word needs every range closed. */
  closeOpen(): ParagraphChild[] {
    const out: ParagraphChild[] = [];
    for (const anchored of this.#anchored.values()) {
      if (!anchored.started || anchored.remaining <= 0) continue;
      anchored.remaining = 0;
      out.push(...this.#end(anchored));
    }
    return out;
  }

  /** The comments of the threads written into the body (comments.xml). */
  comments(): ICommentOptions[] {
    const out: ICommentOptions[] = [];
    for (const { thread, ids, started } of this.#anchored.values()) {
      if (!started) continue;
      thread.comments.forEach((comment, index) => {
        const author = xmlSafeText(comment.authorName);
        out.push({
          id: ids[index]!,
          author,
          initials: initialsOf(author),
          date: new Date(comment.createdAt),
          children: bodyParagraphs(comment.body),
          ...(index > 0 ? { parentId: ids[0]! } : {}),
          ...(thread.resolved ? { resolved: true } : {}),
        });
      });
    }
    return out;
  }

  #end({ ids }: Anchored): ParagraphChild[] {
    return ids.flatMap((commentId) => [
      new CommentRangeEnd(commentId),
      new TextRun({ children: [new CommentReference(commentId)] }),
    ]);
  }
}
