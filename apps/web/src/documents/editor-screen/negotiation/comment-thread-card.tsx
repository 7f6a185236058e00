import { CheckIcon, ReplyIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CommentThread } from '@/api/comments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCommentStore } from '@/editor/comments/comment-store';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';

interface ThreadCardProps {
  documentId: string;
  thread: CommentThread;
  /** No text of the thread is left in the document. */
  detached: boolean;
  active: boolean;
  /** The signed-in user may write comments (reply, resolve, edit their own). */
  canComment: boolean;
  userId: string | null;
  isAdmin: boolean;
  /** Shows the thread's text in the document. */
  onShow: () => void;
  /** The thread's last comment was deleted: the thread is gone. */
  onGone: () => void;
}

/** Runs a store write; a failure is a toast. Answers whether it went. */
async function attempt(write: () => Promise<unknown>, fallback: string): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    toast.error(errorMessage(error, fallback));
    return false;
  }
}

/** A thread of the Comments tab: its quote (a button to its text), comments, Reply and Resolve/Reopen. */
export function ThreadCard({
  documentId,
  thread,
  detached,
  active,
  canComment,
  userId,
  isAdmin,
  onShow,
  onGone,
}: ThreadCardProps) {
  const [replying, setReplying] = useState(false);
  const card = useRef<HTMLElement>(null);
  const store = useCommentStore.getState;

  // A click on the thread's text in the editor brings its card into view.
  useEffect(() => {
    if (active) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const quote = thread.quote.trim() === '' ? '(no text)' : thread.quote;
  return (
    <article
      ref={card}
      aria-label={`Comment thread on “${thread.quote}”`}
      aria-current={active || undefined}
      data-thread-id={thread.id}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-3',
        active && 'border-amber-400 ring-2 ring-amber-300/50',
        thread.resolved && 'opacity-80',
      )}
    >
      <div className="flex flex-col gap-1.5">
        {detached ? (
          <blockquote className="line-clamp-3 border-l-2 pl-2 text-muted-foreground text-sm italic">
            {quote}
          </blockquote>
        ) : (
          <button
            type="button"
            title="Show in the document"
            className="line-clamp-3 rounded-sm border-amber-300 border-l-2 pl-2 text-left text-muted-foreground text-sm italic outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            onClick={onShow}
          >
            {quote}
          </button>
        )}
        {(detached || thread.external || thread.resolved) && (
          <div className="flex flex-wrap gap-1">
            {detached && (
              <Badge variant="outline" title="The text this thread was on has been deleted">
                Detached
              </Badge>
            )}
            {thread.external && (
              <Badge variant="secondary" title="Imported from a Word file">
                External
              </Badge>
            )}
            {thread.resolved && (
              <Badge variant="outline">
                Resolved{thread.resolved_by ? ` by ${thread.resolved_by.name}` : ''}
              </Badge>
            )}
          </div>
        )}
      </div>
      <ul className="flex flex-col gap-3">
        {thread.comments.map((comment) => (
          <CommentItem
            key={comment.id}
            documentId={documentId}
            comment={comment}
            own={canComment && userId !== null && comment.author.id === userId}
            canDelete={canComment && (isAdmin || (userId !== null && comment.author.id === userId))}
            onEdit={(body) =>
              attempt(() => store().edit(thread.id, comment.id, body), 'Failed to edit the comment')
            }
            onDelete={async () => {
              try {
                if (await store().remove(thread.id, comment.id)) onGone();
              } catch (error) {
                toast.error(errorMessage(error, 'Failed to delete the comment'));
              }
            }}
          />
        ))}
      </ul>
      {canComment && replying && (
        <CommentBox
          documentId={documentId}
          label="Reply"
          submitLabel="Reply"
          autoFocus
          onSubmit={async (body) => {
            const sent = await attempt(() => store().reply(thread.id, body), 'Failed to post the reply');
            if (sent) setReplying(false);
            return sent;
          }}
          onCancel={() => setReplying(false)}
        />
      )}
      {canComment && !replying && (
        <div className="flex gap-1">
          {!thread.resolved && (
            <Button type="button" variant="outline" size="sm" onClick={() => setReplying(true)}>
              <ReplyIcon aria-hidden="true" />
              Reply
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() =>
              void attempt(
                () => store().setResolved(thread.id, !thread.resolved),
                thread.resolved ? 'Failed to reopen the thread' : 'Failed to resolve the thread',
              )
            }
          >
            {thread.resolved ? <RotateCcwIcon aria-hidden="true" /> : <CheckIcon aria-hidden="true" />}
            {thread.resolved ? 'Reopen' : 'Resolve'}
          </Button>
        </div>
      )}
    </article>
  );
}
