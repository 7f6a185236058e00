import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, commentThreads } from '../../db/schema.js';
import type { ServiceContext } from '../auth/context.js';
import type { ExportThread } from './export-document.js';

// The comment threads a redline's Word file carries: those of the document, of the caller's
// organization, whose marked text is in the body (a detached thread, its text deleted, has no place
// to stand in Word and is left out), each with its comments oldest first.

/** The thread ids of a body's comment marks, each once. */
function commentThreadIdsOf(body: unknown): string[] {
  const found = new Set<string>();
  const pending = [body];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node !== 'object' || node === null) continue;
    const { marks, content } = node as { marks?: unknown; content?: unknown };
    if (Array.isArray(marks)) {
      for (const mark of marks) {
        const threadId = mark?.type === 'comment' ? mark.attrs?.threadId : undefined;
        if (typeof threadId === 'string' && threadId !== '') found.add(threadId);
      }
    }
    if (Array.isArray(content)) pending.push(...content);
  }
  return [...found];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The threads of a document of the caller's organization that the body marks, with their comments. */
export async function loadCommentThreads(
  db: Db,
  ctx: ServiceContext,
  documentId: string,
  body: unknown,
): Promise<ExportThread[]> {
  // A mark's id is whatever the stored HTML said: only a UUID can name a thread.
  const ids = commentThreadIdsOf(body).filter((id) => UUID.test(id));
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      threadId: commentThreads.id,
      resolved: commentThreads.resolved,
      authorName: comments.authorName,
      body: comments.body,
      createdAt: comments.createdAt,
    })
    .from(commentThreads)
    .innerJoin(
      comments,
      and(eq(comments.threadId, commentThreads.id), eq(comments.orgId, commentThreads.orgId)),
    )
    .where(
      and(
        eq(commentThreads.orgId, ctx.user.orgId),
        eq(commentThreads.documentId, documentId),
        inArray(commentThreads.id, ids),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const threads = new Map<string, ExportThread>();
  for (const row of rows) {
    let thread = threads.get(row.threadId);
    if (!thread) {
      thread = { id: row.threadId, resolved: row.resolved, comments: [] };
      threads.set(row.threadId, thread);
    }
    thread.comments.push({
      authorName: row.authorName,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return [...threads.values()];
}
