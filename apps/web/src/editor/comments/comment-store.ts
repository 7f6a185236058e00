import { create } from 'zustand';
import type { CommentThread, ThreadComment } from '@/api/comments';
import * as commentsApi from '@/api/comments';
import { errorMessage } from '@/lib/error-message';

// The comment threads of the open document, shared by the Comments tab (the list, the composer)
// and the editor's comment layer (the highlight, the Comment button, Ctrl/Cmd+Alt+M, a click on
// commented text). Writes go to the server first; the list shows the server's answer.

/** A comment being written on a selection (its range lives in the editor: comment-draft.ts). */
export interface CommentDraft {
  quote: string;
}

interface CommentState {
  documentId: string | null;
  threads: CommentThread[];
  /** The threads have been read from the server (they may be empty). */
  loaded: boolean;
  loading: boolean;
  /** Why the list could not be read; null when it was. */
  error: string | null;
  /** The thread shown in the document and the tab; null when none. */
  activeThreadId: string | null;
  draft: CommentDraft | null;
  /** Starts over for another document (keeps this one's threads and draft). */
  open: (documentId: string) => void;
  /** Reads the document's threads (again). */
  load: (documentId: string) => Promise<void>;
  /** Reads them unless this document's are here or on their way. */
  ensureLoaded: (documentId: string) => void;
  setActive: (threadId: string | null) => void;
  startDraft: (draft: CommentDraft) => void;
  cancelDraft: () => void;
  /** Starts a thread on the draft's quote; answers it (the caller anchors it in the editor). Rethrows on failure. */
  postThread: (body: string) => Promise<CommentThread>;
  reply: (threadId: string, body: string) => Promise<void>;
  setResolved: (threadId: string, resolved: boolean) => Promise<void>;
  edit: (threadId: string, commentId: string, body: string) => Promise<void>;
  /** Deletes the comment; answers true when the thread went with it (it was its last). */
  remove: (threadId: string, commentId: string) => Promise<boolean>;
  reset: () => void;
}

const INITIAL = {
  documentId: null,
  threads: [],
  loaded: false,
  loading: false,
  error: null,
  activeThreadId: null,
  draft: null,
} satisfies Partial<CommentState>;

function documentOf(state: CommentState): string {
  if (state.documentId === null) throw new Error('No document');
  return state.documentId;
}

function changeThread(
  threads: CommentThread[],
  threadId: string,
  change: (thread: CommentThread) => CommentThread,
): CommentThread[] {
  return threads.map((thread) => (thread.id === threadId ? change(thread) : thread));
}

const replaceComment = (thread: CommentThread, saved: ThreadComment): CommentThread => ({
  ...thread,
  comments: thread.comments.map((comment) => (comment.id === saved.id ? saved : comment)),
});

export const useCommentStore = create<CommentState>()((set, get) => ({
  ...INITIAL,

  open: (documentId) => {
    if (get().documentId !== documentId) set({ ...INITIAL, documentId });
  },

  load: async (documentId) => {
    get().open(documentId);
    set({ loading: true, error: null });
    try {
      const threads = await commentsApi.listThreads(documentId);
      if (get().documentId === documentId) set({ threads, loaded: true, loading: false });
    } catch (error) {
      if (get().documentId === documentId)
        set({ loading: false, error: errorMessage(error, 'Failed to load comments') });
    }
  },

  ensureLoaded: (documentId) => {
    const state = get();
    if (state.documentId === documentId && (state.loading || state.loaded)) return;
    void state.load(documentId);
  },

  setActive: (activeThreadId) => set({ activeThreadId }),
  startDraft: (draft) => set({ draft }),
  cancelDraft: () => set({ draft: null }),

  postThread: async (body) => {
    const state = get();
    const documentId = documentOf(state);
    const thread = await commentsApi.startThread(documentId, { quote: state.draft?.quote ?? '', body });
    // The editor anchors it now: not detached for this page, whatever the saved version says.
    const anchored = { ...thread, detached: false };
    set({ threads: [...get().threads, anchored], draft: null, activeThreadId: thread.id });
    return anchored;
  },

  reply: async (threadId, body) => {
    const comment = await commentsApi.replyToThread(documentOf(get()), threadId, body);
    set({
      threads: changeThread(get().threads, threadId, (thread) => ({
        ...thread,
        comments: [...thread.comments, comment],
      })),
    });
  },

  setResolved: async (threadId, resolved) => {
    const saved = await commentsApi.setThreadResolved(documentOf(get()), threadId, resolved);
    // The server's answer, keeping what this page knows of its anchor.
    set({
      threads: changeThread(get().threads, threadId, (thread) => ({ ...saved, detached: thread.detached })),
    });
  },

  edit: async (threadId, commentId, body) => {
    const saved = await commentsApi.editComment(documentOf(get()), threadId, commentId, body);
    set({ threads: changeThread(get().threads, threadId, (thread) => replaceComment(thread, saved)) });
  },

  remove: async (threadId, commentId) => {
    await commentsApi.deleteComment(documentOf(get()), threadId, commentId);
    const thread = get().threads.find((candidate) => candidate.id === threadId);
    const left = thread?.comments.filter((comment) => comment.id !== commentId) ?? [];
    if (left.length === 0) {
      set({
        threads: get().threads.filter((candidate) => candidate.id !== threadId),
        activeThreadId: get().activeThreadId === threadId ? null : get().activeThreadId,
      });
      return true;
    }
    set({ threads: changeThread(get().threads, threadId, (found) => ({ ...found, comments: left })) });
    return false;
  },

  reset: () => set(INITIAL),
}));
