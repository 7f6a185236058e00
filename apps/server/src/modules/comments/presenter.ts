import type { comments, commentThreads } from '../../db/schema.js';

// The fields of a thread and its comments that leave the server (contract comments.ts).

type ThreadRow = typeof commentThreads.$inferSelect;
type CommentRow = typeof comments.$inferSelect;

/** A comment as the API shows it. */
export function presentComment(row: CommentRow) {
  return {
    id: row.id,
    author: { id: row.authorId, name: row.authorName },
    body: row.body,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
  };
}

/** A thread as the API shows it, with its comments oldest first and who resolved it (null once removed). */
export function presentThread(
  row: ThreadRow,
  extra: { comments: CommentRow[]; resolverName: string | null; detached: boolean },
) {
  return {
    id: row.id,
    quote: row.quote,
    resolved: row.resolved,
    resolved_by:
      row.resolvedBy && extra.resolverName !== null ? { id: row.resolvedBy, name: extra.resolverName } : null,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    external: row.external,
    detached: extra.detached,
    comments: extra.comments.map(presentComment),
  };
}
