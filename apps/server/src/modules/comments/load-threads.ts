import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, commentThreads, users } from '../../db/schema.js';
import { anchorPositions } from './anchor-positions.js';
import { presentThread } from './presenter.js';

type DocumentRow = { id: string; orgId: string; currentVersion: number };

/**
 * The document's threads (or the one named) as the API shows them, in document order: by where
 * their text first appears in the current version, then the detached ones, oldest first.
 */
export async function loadThreads(db: Db, document: DocumentRow, threadId?: string) {
  const threadRows = await db
    .select({ thread: commentThreads, resolverName: users.fullName })
    .from(commentThreads)
    .leftJoin(users, eq(users.id, commentThreads.resolvedBy))
    .where(
      and(
        eq(commentThreads.orgId, document.orgId),
        eq(commentThreads.documentId, document.id),
        threadId ? eq(commentThreads.id, threadId) : undefined,
      ),
    );
  if (threadRows.length === 0) return [];
  const ids = threadRows.map((row) => row.thread.id);
  const [commentRows, positions] = await Promise.all([
    db
      .select()
      .from(comments)
      .where(and(eq(comments.orgId, document.orgId), inArray(comments.threadId, ids)))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    anchorPositions(db, document, threadId),
  ]);
  const commentsOf = new Map<string, (typeof commentRows)[number][]>();
  for (const row of commentRows) {
    const list = commentsOf.get(row.threadId);
    if (list) list.push(row);
    else commentsOf.set(row.threadId, [row]);
  }
  // A detached thread (position 0) sorts after every anchored one.
  const position = (id: string) => positions.get(id) || Number.MAX_SAFE_INTEGER;
  return threadRows
    .sort(
      (a, b) =>
        position(a.thread.id) - position(b.thread.id) ||
        a.thread.createdAt.getTime() - b.thread.createdAt.getTime() ||
        a.thread.id.localeCompare(b.thread.id),
    )
    .map(({ thread, resolverName }) =>
      presentThread(thread, {
        comments: commentsOf.get(thread.id) ?? [],
        resolverName,
        detached: !positions.get(thread.id),
      }),
    );
}
