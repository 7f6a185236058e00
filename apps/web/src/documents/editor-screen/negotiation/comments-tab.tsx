import { COMMENT_PERMISSION } from '@lexdraft/core';
import type { Editor } from '@tiptap/core';
import { useEffect, useId, useState } from 'react';
import { useAuthStore } from '@/auth/auth-store';
import { usePermission } from '@/auth/use-permission';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { removeThreadAnchor, threadRange } from '@/editor/comments/comment-anchor';
import { useCommentStore } from '@/editor/comments/comment-store';
import { useAnchoredThreads } from './comment-anchors';
import { CommentComposer } from './comment-composer';
import { ThreadCard } from './comment-thread-card';
import '@/editor/comments/comments.css';

/** What the panel gives the Comments tab. */
export interface CommentsTabProps {
  documentId: string;
  /** The page's editor; null until it exists. */
  editor: Editor | null;
  /** The document can be changed now. */
  editable: boolean;
  /** Called before the tab shows something in the document (on phones the drawer closes). */
  onShowInDocument: () => void;
}

/**
 * The Comments tab (issue 31): the document's threads in document order with their quotes, replies,
 * Resolve and Reopen, resolved ones behind a filter; a click on a thread shows its text.
 */
export function CommentsTab({ documentId, editor, editable, onShowInDocument }: CommentsTabProps) {
  const { threads, loaded, loading, error, activeThreadId, draft } = useCommentStore();
  const loadedFor = useCommentStore((state) => state.documentId);
  const canComment = usePermission(COMMENT_PERMISSION);
  const user = useAuthStore((state) => state.user);
  const anchored = useAnchoredThreads(editor);
  const [showResolved, setShowResolved] = useState(false);
  const filterId = useId();

  useEffect(() => {
    useCommentStore.getState().ensureLoaded(documentId);
  }, [documentId]);

  const show = (threadId: string) => {
    useCommentStore.getState().setActive(threadId);
    if (!editor) return;
    const range = threadRange(editor.state.doc, threadId);
    if (!range) return;
    onShowInDocument();
    editor.chain().setTextSelection(range).scrollIntoView().run();
  };

  const isDetached = (threadId: string, savedDetached: boolean) =>
    anchored ? !anchored.has(threadId) : savedDetached;
  const resolvedCount = threads.filter((thread) => thread.resolved).length;
  // The active thread stays listed even when resolved ones are hidden (its text was clicked).
  const listed = threads.filter((thread) => showResolved || !thread.resolved || thread.id === activeThreadId);
  const ready = loadedFor === documentId && loaded && !loading && error === null;

  return (
    <div className="flex flex-col gap-3 p-3">
      {draft && editor && canComment && editable && (
        <CommentComposer key={draft.quote} documentId={documentId} editor={editor} draft={draft} />
      )}
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-sm">Comments</h2>
        <div className="flex items-center gap-2">
          <Switch id={filterId} checked={showResolved} onCheckedChange={setShowResolved} />
          <label htmlFor={filterId} className="text-muted-foreground text-xs">
            Show resolved{resolvedCount > 0 ? ` (${resolvedCount})` : ''}
          </label>
        </div>
      </div>
      {error !== null && loadedFor === documentId && (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p className="text-destructive">{error}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void useCommentStore.getState().load(documentId)}
          >
            Try again
          </Button>
        </div>
      )}
      {!ready && error === null && <Spinner className="m-4" aria-label="Loading comments" />}
      {ready && threads.length === 0 && !draft && (
        <p className="text-muted-foreground text-sm">No comments yet. Select text and choose Comment.</p>
      )}
      {ready && threads.length > 0 && listed.length === 0 && (
        <p className="text-muted-foreground text-sm">No open comments.</p>
      )}
      {ready && listed.length > 0 && (
        <ul aria-label="Comment threads" className="flex flex-col gap-3">
          {listed.map((thread) => (
            <li key={thread.id}>
              <ThreadCard
                documentId={documentId}
                thread={thread}
                detached={isDetached(thread.id, thread.detached)}
                active={thread.id === activeThreadId}
                canComment={canComment}
                userId={user?.id ?? null}
                isAdmin={user?.role === 'admin'}
                onShow={() => show(thread.id)}
                onGone={() => {
                  // A thread with no comment left leaves no mark behind in the text.
                  if (editor?.isEditable) removeThreadAnchor(editor, thread.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
