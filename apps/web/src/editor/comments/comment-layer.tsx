import type { Editor } from '@tiptap/core';
import { keydownHandler } from '@tiptap/pm/keymap';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { useEffect, useRef } from 'react';
import { anchoredThreadIds, quoteOf, threadsAt } from './comment-anchor';
import { createCommentDraftPlugin, setDraftRange } from './comment-draft';
import { mountHighlightStyle, threadHighlightCss } from './comment-highlight';
import { CommentSelectionBubble } from './comment-selection-bubble';
import { useCommentStore } from './comment-store';
import './comments.css';

// The comment threads' parts inside the editor, fetched with the editor's other deferred parts:
// the highlight of commented text, a click on it showing its thread, and (for those who may
// comment in an editable document) the Comment button on a selection and Ctrl/Cmd+Alt+M. Both open
// the Comments tab with a draft on the selection; the thread is anchored once posted.

export interface CommentLayerProps {
  editor: Editor;
  documentId: string;
  /** The user may write comments and the document's text can be changed (the anchor is a change). */
  canComment: boolean;
  /**
   * Shows the Comments tab of the document panel; `drawer` opens it also where the panel is a
   * drawer over the page (phones), as a new comment needs but a click on commented text does not.
   */
  onOpenPanel: (options: { drawer: boolean }) => void;
}

const KEYS = new PluginKey('commentKeys');
const DRAFT_PLUGIN = 'commentDraft';

/** Opens a draft on the editor's text selection; false when there is no text to comment on. */
function startCommentOnSelection(editor: Editor): boolean {
  const { selection } = editor.state;
  if (!(selection instanceof TextSelection) || selection.empty) return false;
  const range = { from: selection.from, to: selection.to };
  const quote = quoteOf(editor, range);
  if (quote === '') return false;
  setDraftRange(editor, range);
  useCommentStore.getState().startDraft({ quote });
  return true;
}

export function CommentLayer({ editor, documentId, canComment, onOpenPanel }: CommentLayerProps) {
  const latest = useRef({ canComment, onOpenPanel });
  latest.current = { canComment, onOpenPanel };

  // Commented text needs its threads (open or resolved) to be highlighted; a document without any
  // asks nothing until its Comments tab is opened.
  useEffect(() => {
    const store = useCommentStore.getState();
    store.open(documentId);
    if (anchoredThreadIds(editor.state.doc).size > 0) store.ensureLoaded(documentId);
  }, [editor, documentId]);

  useEffect(() => {
    const keys = new Plugin({
      key: KEYS,
      props: {
        handleKeyDown: keydownHandler({
          'Mod-Alt-m': () => {
            if (!latest.current.canComment || !editor.isEditable) return false;
            if (startCommentOnSelection(editor)) latest.current.onOpenPanel({ drawer: true });
            return true;
          },
        }),
        // A click on commented text shows its thread (the first, where threads overlap).
        handleClick: (view, pos) => {
          const [threadId] = threadsAt(view.state.doc, pos);
          const { threads, setActive } = useCommentStore.getState();
          if (!threadId || !threads.some((thread) => thread.id === threadId)) return false;
          setActive(threadId);
          latest.current.onOpenPanel({ drawer: false });
          return false;
        },
      },
    });
    editor.registerPlugin(createCommentDraftPlugin());
    editor.registerPlugin(keys);
    return () => {
      if (editor.isDestroyed) return;
      editor.unregisterPlugin([KEYS, DRAFT_PLUGIN]);
    };
  }, [editor]);

  useEffect(() => {
    const style = mountHighlightStyle();
    const paint = (state: ReturnType<typeof useCommentStore.getState>) =>
      style.update(threadHighlightCss(state.threads, state.activeThreadId));
    paint(useCommentStore.getState());
    const stop = useCommentStore.subscribe(paint);
    return () => {
      stop();
      style.remove();
    };
  }, []);

  if (!canComment) return null;
  return (
    <CommentSelectionBubble
      editor={editor}
      onComment={() => {
        if (startCommentOnSelection(editor)) onOpenPanel({ drawer: true });
      }}
    />
  );
}
