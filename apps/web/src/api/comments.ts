import type { comment, commentThread, commentThreadList, mentionPeople } from '@lexdraft/contract';
import type { z } from 'zod';
import { api } from './client';

// The comment threads of a document (issue 31, docs/negotiation.md): one typed function per route.
// The shapes are the server's contract (@lexdraft/contract), imported as types only: no zod reaches the bundle.

/** A thread with its comments, oldest first; `detached` when the saved document holds none of its text. */
export type CommentThread = z.infer<typeof commentThread>;
/** One comment; its body is plain text with mentions stored as `@[Name](user:ID)`. */
export type ThreadComment = z.infer<typeof comment>;
/** A colleague the `@` picker offers. */
export type MentionablePerson = z.infer<typeof mentionPeople>['people'][number];

const path = (documentId: string) => `/docs/documents/${encodeURIComponent(documentId)}/comments`;
const threadPath = (documentId: string, threadId: string) =>
  `${path(documentId)}/${encodeURIComponent(threadId)}`;
const replyPath = (documentId: string, threadId: string, commentId: string) =>
  `${threadPath(documentId, threadId)}/replies/${encodeURIComponent(commentId)}`;

/** The document's threads in document order (detached ones last). */
export async function listThreads(documentId: string): Promise<CommentThread[]> {
  const answer = await api.get<z.infer<typeof commentThreadList>>(path(documentId), {
    fallbackMessage: 'Failed to load comments',
  });
  return answer.threads;
}

/** Starts a thread on the quoted text; the editor then anchors it with the comment mark. */
export function startThread(documentId: string, input: { quote: string; body: string }) {
  return api.post<CommentThread>(path(documentId), input, { fallbackMessage: 'Failed to post the comment' });
}

export function replyToThread(documentId: string, threadId: string, body: string) {
  return api.post<ThreadComment>(
    `${threadPath(documentId, threadId)}/replies`,
    { body },
    { fallbackMessage: 'Failed to post the reply' },
  );
}

/** Resolves (true) or reopens (false) a thread; answers the thread. */
export function setThreadResolved(documentId: string, threadId: string, resolved: boolean) {
  return api.patch<CommentThread>(
    threadPath(documentId, threadId),
    { resolved },
    { fallbackMessage: resolved ? 'Failed to resolve the thread' : 'Failed to reopen the thread' },
  );
}

/** Changes the text of one's own comment; answers the comment. */
export function editComment(documentId: string, threadId: string, commentId: string, body: string) {
  return api.patch<ThreadComment>(
    replyPath(documentId, threadId, commentId),
    { body },
    { fallbackMessage: 'Failed to edit the comment' },
  );
}

/** Deletes one's own comment (an admin may delete any). */
export function deleteComment(documentId: string, threadId: string, commentId: string) {
  return api.delete<void>(replyPath(documentId, threadId, commentId), undefined, {
    fallbackMessage: 'Failed to delete the comment',
  });
}

/** The firm's active members whose name or email matches, for the `@` picker. */
export async function findPeople(
  documentId: string,
  query: string,
  signal?: AbortSignal,
): Promise<MentionablePerson[]> {
  const answer = await api.get<z.infer<typeof mentionPeople>>(
    `${path(documentId)}/people?q=${encodeURIComponent(query)}`,
    { fallbackMessage: 'Failed to find people', signal },
  );
  return answer.people;
}
