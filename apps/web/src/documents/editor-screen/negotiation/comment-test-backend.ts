import type { CommentThread, MentionablePerson, ThreadComment } from '@/api/comments';
import { json, type RouteHandler } from '@/test/fake-backend';

// Test support: the comment routes of issue 31 as the server answers them, over threads kept in
// memory (docs/negotiation.md "Comments API"). New ids count up; times are fixed.

const AT = '2025-03-05T09:00:00.000Z';

/** A thread as the server lists it, with overridable fields. */
export function buildThread(overrides: Partial<CommentThread> & { id: string }): CommentThread {
  return {
    quote: 'the quoted text',
    resolved: false,
    resolved_by: null,
    resolved_at: null,
    external: false,
    detached: false,
    comments: [],
    ...overrides,
  };
}

/** A comment as the server answers it, with overridable fields. */
export function buildComment(overrides: Partial<ThreadComment> & { id: string }): ThreadComment {
  return {
    author: { id: 'user-other', name: 'Ben Marsh' },
    body: 'A comment',
    created_at: AT,
    edited_at: null,
    ...overrides,
  };
}

interface CommentServerOptions {
  threads?: CommentThread[];
  people?: MentionablePerson[];
  /** Who the server takes the caller for. */
  author: { id: string; name: string };
}

/** The comment routes over threads in memory; `server.threads` holds what they hold now. */
export function commentServer(options: CommentServerOptions) {
  const server = { threads: [...(options.threads ?? [])] };
  let next = 0;
  const newId = (kind: string) => {
    next += 1;
    return `${kind}-${next}`;
  };
  const threadOf = (id: string | undefined) => server.threads.find((thread) => thread.id === id);
  const newComment = (body: string): ThreadComment =>
    buildComment({ id: newId('comment'), author: options.author, body });
  const change = (id: string, update: (thread: CommentThread) => CommentThread) => {
    server.threads = server.threads.map((thread) => (thread.id === id ? update(thread) : thread));
    return threadOf(id);
  };

  const routes: Record<string, RouteHandler> = {
    'GET /docs/documents/:id/comments': () => json(200, { threads: server.threads }),
    'GET /docs/documents/:id/comments/people': (request) => {
      const query = (request.query.get('q') ?? '').toLowerCase();
      const people = (options.people ?? []).filter((person) => person.name.toLowerCase().includes(query));
      return json(200, { people });
    },
    'POST /docs/documents/:id/comments': (request) => {
      const { quote, body } = request.json() as { quote: string; body: string };
      const thread = buildThread({
        id: newId('thread'),
        quote,
        detached: true,
        comments: [newComment(body)],
      });
      server.threads = [...server.threads, thread];
      return json(201, thread);
    },
    'POST /docs/documents/:id/comments/:tid/replies': (request) => {
      const comment = newComment((request.json() as { body: string }).body);
      change(request.params.tid!, (thread) => ({ ...thread, comments: [...thread.comments, comment] }));
      return json(201, comment);
    },
    'PATCH /docs/documents/:id/comments/:tid': (request) => {
      const { resolved } = request.json() as { resolved: boolean };
      const thread = change(request.params.tid!, (found) => ({
        ...found,
        resolved,
        resolved_by: resolved ? options.author : null,
        resolved_at: resolved ? AT : null,
      }));
      return thread ? json(200, thread) : json(404, { detail: 'Comment thread not found' });
    },
    'PATCH /docs/documents/:id/comments/:tid/replies/:cid': (request) => {
      const { body } = request.json() as { body: string };
      const { tid, cid } = request.params;
      let saved: ThreadComment | undefined;
      change(tid!, (thread) => ({
        ...thread,
        comments: thread.comments.map((comment) => {
          if (comment.id !== cid) return comment;
          saved = { ...comment, body, edited_at: AT };
          return saved;
        }),
      }));
      return saved ? json(200, saved) : json(404, { detail: 'Comment not found' });
    },
    'DELETE /docs/documents/:id/comments/:tid/replies/:cid': (request) => {
      const { tid, cid } = request.params;
      const thread = change(tid!, (found) => ({
        ...found,
        comments: found.comments.filter((comment) => comment.id !== cid),
      }));
      if (thread && thread.comments.length === 0)
        server.threads = server.threads.filter((found) => found.id !== tid);
      return json(204);
    },
  };
  return { server, routes };
}
