import {
  answers,
  changePasswordBody,
  changePermissionsBody,
  changeRoleBody,
  emailChangeConfirmBody,
  emailChangePending,
  errorResponses,
  messageBody,
  updateProfileBody,
  user,
  userIdParams,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mail.js';
import { requestMeta } from '../../lib/request-meta.js';
import { serviceContext, signedInUser } from '../auth/guard.js';
import { presentUser } from '../auth/user-presenter.js';
import { changePermissions } from './change-permissions.js';
import { confirmEmailChange, emailChangeSentMessage } from './email-change.js';
import { handleEmailChangeMail } from './email-change-job.js';
import { sendMemberPasswordReset } from './member-password-reset.js';
import { changePassword, changeRole, deactivateUser, getUser, listUsers, updateProfile } from './service.js';

export type UserRouteDeps = { db: Db; mailer: Mailer; publicUrl: string };

/**
 * /users/me for everyone signed in; the rest of /users for those who manage users (admins); and
 * POST /auth/email-change/confirm, which the link mailed to a new address opens, signed in or not.
 */
export async function userRoutes(app: FastifyInstance, { db, mailer, publicUrl }: UserRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = serviceContext;
  handleEmailChangeMail(app.jobs, { db, mailer, log: app.log });
  const emailChange = { jobs: app.jobs, publicUrl };
  const confirmLimit = app.rateLimit({ max: 10, timeWindow: '15 minutes', groupId: 'email-change' });

  routes.get(
    '/users/me',
    { config: { access: 'signed-in' }, schema: { response: answers(user) } },
    async (request) => presentUser(await getUser(db, context(request), signedInUser(request).id)),
  );

  routes.patch(
    '/users/me',
    {
      config: { access: 'signed-in' },
      schema: { body: updateProfileBody, response: { ...answers(user), 202: emailChangePending } },
    },
    async (request, reply) => {
      const saved = await updateProfile(db, context(request), request.body, emailChange);
      if (saved.pendingEmail === undefined) return presentUser(saved.user);
      return reply.code(202).send({
        message: emailChangeSentMessage(saved.pendingEmail),
        pending_email: saved.pendingEmail,
        user: presentUser(saved.user),
      });
    },
  );

  routes.post(
    '/auth/email-change/confirm',
    {
      config: { access: 'public' },
      preHandler: confirmLimit,
      schema: { body: emailChangeConfirmBody, response: { 200: messageBody, ...errorResponses } },
    },
    async (request) => {
      await confirmEmailChange(db, { token: request.body.token, meta: requestMeta(request) });
      return { message: 'Your email address has been changed. Use it to sign in from now on.' };
    },
  );

  routes.put(
    '/users/me/password',
    {
      config: { access: 'signed-in' },
      schema: { body: changePasswordBody, response: answers(messageBody) },
    },
    async (request) => {
      await changePassword(db, context(request), request.body);
      return { message: 'Password changed. Other sessions have been signed out.' };
    },
  );

  routes.get(
    '/users',
    { config: { access: 'users:manage' }, schema: { response: answers(z.array(user)) } },
    async (request) => (await listUsers(db, context(request))).map(presentUser),
  );

  routes.patch(
    '/users/:id',
    {
      config: { access: 'users:manage' },
      schema: { params: userIdParams, body: changeRoleBody, response: answers(user) },
    },
    async (request) =>
      presentUser(await changeRole(db, context(request), request.params.id, request.body.role)),
  );

  routes.put(
    '/users/:id/permissions',
    {
      config: { access: 'users:manage' },
      schema: { params: userIdParams, body: changePermissionsBody, response: answers(user) },
    },
    async (request) =>
      presentUser(await changePermissions(db, context(request), request.params.id, request.body.permissions)),
  );

  // Send password reset (issue 29): the reset mail of Forgot password, sent by an admin to a member.
  const resetLimit = app.rateLimit({ max: 10, timeWindow: '15 minutes', groupId: 'member-password-reset' });
  routes.post(
    '/users/:id/password-reset',
    {
      config: { access: 'users:manage' },
      preHandler: resetLimit,
      schema: { params: userIdParams, response: { 202: messageBody, ...errorResponses } },
    },
    async (request, reply) => {
      const ctx = context(request);
      const answer = await sendMemberPasswordReset(db, app.jobs, ctx, {
        userId: request.params.id,
        publicUrl,
      });
      return reply.code(202).send(answer);
    },
  );

  routes.post(
    '/users/:id/deactivate',
    { config: { access: 'users:manage' }, schema: { params: userIdParams, response: answers(user) } },
    async (request) => presentUser(await deactivateUser(db, context(request), request.params.id)),
  );
}
