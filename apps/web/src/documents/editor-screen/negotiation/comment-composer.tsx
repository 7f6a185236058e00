import type { Editor } from '@tiptap/core';
import { anchorThread } from '@/editor/comments/comment-anchor';
import { draftRange, setDraftRange } from '@/editor/comments/comment-draft';
import { type CommentDraft, useCommentStore } from '@/editor/comments/comment-store';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { CommentBox } from './comment-box';

interface CommentComposerProps {
  documentId: string;
  editor: Editor;
  draft: CommentDraft;
}

/**
 * The new thread on the text chosen with Comment or Ctrl/Cmd+Alt+M: Post creates it on the server,
 * then puts its mark on that text (followed through any edit made meanwhile), which the autosave stores.
 */
export function CommentComposer({ documentId, editor, draft }: CommentComposerProps) {
  const close = () => {
    useCommentStore.getState().cancelDraft();
    setDraftRange(editor, null);
  };

  const post = async (body: string) => {
    if (!draftRange(editor)) {
      toast.error('The text to comment on was deleted. Select it again.');
      close();
      return false;
    }
    try {
      const thread = await useCommentStore.getState().postThread(body);
      // Read again: the text may have moved while the thread was being created.
      const range = draftRange(editor);
      if (range && editor.isEditable) anchorThread(editor, range, thread.id);
      setDraftRange(editor, null);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to post the comment'));
      return false;
    }
  };

  return (
    <section
      aria-label="New comment"
      className="flex flex-col gap-2 rounded-lg border border-amber-400 bg-card p-3"
    >
      <blockquote className="line-clamp-3 border-amber-300 border-l-2 pl-2 text-muted-foreground text-sm italic">
        {draft.quote}
      </blockquote>
      <CommentBox
        documentId={documentId}
        label="Comment"
        submitLabel="Post"
        autoFocus
        onSubmit={post}
        onCancel={() => {
          close();
          editor.commands.focus();
        }}
      />
    </section>
  );
}
