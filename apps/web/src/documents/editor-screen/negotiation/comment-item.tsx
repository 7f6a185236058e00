import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import type { ThreadComment } from '@/api/comments';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { CommentBody } from './comment-body';
import { CommentBox } from './comment-box';

interface CommentItemProps {
  documentId: string;
  comment: ThreadComment;
  /** The signed-in user wrote it (and may comment): Edit and Delete. */
  own: boolean;
  /** An admin may delete anyone's comment. */
  canDelete: boolean;
  onEdit: (body: string) => Promise<boolean>;
  onDelete: () => Promise<void>;
}

/** One comment of a thread: author, time, text; Edit and Delete for its author (Delete for an admin). */
export function CommentItem({ documentId, comment, own, canDelete, onEdit, onDelete }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <span className="truncate font-medium text-sm">{comment.author.name}</span>
        <time dateTime={comment.created_at} className="shrink-0 text-muted-foreground text-xs">
          {formatDateTime(comment.created_at)}
          {comment.edited_at && ' (edited)'}
        </time>
      </div>
      {editing ? (
        <CommentBox
          documentId={documentId}
          label="Edit comment"
          submitLabel="Save"
          initialBody={comment.body}
          autoFocus
          onSubmit={async (body) => {
            const saved = await onEdit(body);
            if (saved) setEditing(false);
            return saved;
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <CommentBody body={comment.body} />
      )}
      {!editing && (own || canDelete) && (
        <div className="flex gap-1">
          {confirming ? (
            <>
              <Button type="button" variant="destructive" size="sm" onClick={() => void onDelete()}>
                Delete comment
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <>
              {own && (
                <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Button>
              )}
              <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
