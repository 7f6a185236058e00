import {
  answers,
  comment,
  commentBody,
  commentDocumentParams,
  commentParams,
  commentThread,
  commentThreadList,
  commentThreadParams,
  createCommentThreadBody,
  errorResponses,
  mentionPeople,
  mentionPeopleQuery,
  noContent,
  resolveCommentThreadBody,
} from '@lexdraft/contract';
import { COMMENT_PERMISSION } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mail.js';
import { serviceContext as context } from '../auth/guard.js';
import { handleMentionMails } from './mention-jobs.js';
import { listMentionPeople } from './people.js';
import { addReply, deleteComment, editComment } from './replies.js';
import { createThread, listThreads, resolveThread } from './threads.js';

// Reading comments needs docs:read (viewers read them); every write needs docs:comment, which the
// guard checks (core hasPermission): a viewer is refused 403 unless an admin granted it.
const read = { access: 'docs:read' } as const;
const write = { access: COMMENT_PERMISSION } as const;

const threadPath = (params: { id: string; tid: string }) => ({ documentId: params.id, threadId: params.tid });

/** The comment threads of a document (docs/negotiation.md, Comments API). */
export async function commentRoutes(
  app: FastifyInstance,
  { db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const jobs = app.jobs;
  handleMentionMails(jobs, { db, mailer, publicUrl, log: app.log });

  routes.get(
    '/docs/documents/:id/comments',
    { config: read, schema: { params: commentDocumentParams, response: answers(commentThreadList) } },
    (request) => listThreads(db, context(request), request.params.id),
  );

  routes.get(
    '/docs/documents/:id/comments/people',
    {
      config: read,
      schema: {
        params: commentDocumentParams,
        querystring: mentionPeopleQuery,
        response: answers(mentionPeople),
      },
    },
    (request) => listMentionPeople(db, context(request), request.params.id, request.query.q),
  );

  routes.post(
    '/docs/documents/:id/comments',
    {
      config: write,
      schema: {
        params: commentDocumentParams,
        body: createCommentThreadBody,
        response: { 201: commentThread, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createThread(db, context(request), request.params.id, request.body, jobs)),
  );

  routes.patch(
    '/docs/documents/:id/comments/:tid',
    {
      config: write,
      schema: {
        params: commentThreadParams,
        body: resolveCommentThreadBody,
        response: answers(commentThread),
      },
    },
    (request) => resolveThread(db, context(request), threadPath(request.params), request.body.resolved),
  );

  routes.post(
    '/docs/documents/:id/comments/:tid/replies',
    {
      config: write,
      schema: {
        params: commentThreadParams,
        body: commentBody,
        response: { 201: comment, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addReply(db, context(request), threadPath(request.params), request.body.body, jobs)),
  );

  routes.patch(
    '/docs/documents/:id/comments/:tid/replies/:cid',
    { config: write, schema: { params: commentParams, body: commentBody, response: answers(comment) } },
    (request) =>
      editComment(
        db,
        context(request),
        { ...threadPath(request.params), commentId: request.params.cid },
        request.body.body,
        jobs,
      ),
  );

  routes.delete(
    '/docs/documents/:id/comments/:tid/replies/:cid',
    { config: write, schema: { params: commentParams, response: { 204: noContent, ...errorResponses } } },
    async (request, reply) => {
      await deleteComment(db, context(request), {
        ...threadPath(request.params),
        commentId: request.params.cid,
      });
      return reply.code(204).send();
    },
  );
}
