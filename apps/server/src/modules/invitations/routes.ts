import {
  createInvitationBody,
  errorResponses,
  invitation,
  invitationDetails,
  invitationIdParams,
  invitationLookupBody,
  noContent,
  registerBody,
  registerParams,
  user,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mail.js';
import { requestMeta } from '../../lib/request-meta.js';
import { serviceContext } from '../auth/guard.js';
import { presentUser } from '../auth/user-presenter.js';
import {
  acceptInvitation,
  createInvitation,
  listPendingInvitations,
  lookupInvitation,
  revokeInvitation,
} from './service.js';

const presentInvitation = (row: Awaited<ReturnType<typeof listPendingInvitations>>[number]) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  invited_by: row.invitedBy,
});

/** Admins invite and revoke; an invitee looks the invitation up and registers with it. */
export async function invitationRoutes(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; publicUrl: string },
) {
  const { db, mailer } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = app.rateLimit({ max: 20, timeWindow: '15 minutes', groupId: 'invitations' });

  routes.get(
    '/users/invitations',
    {
      config: { access: 'users:manage' },
      schema: { response: { 200: z.array(invitation), ...errorResponses } },
    },
    async (request) => (await listPendingInvitations(db, serviceContext(request))).map(presentInvitation),
  );

  routes.post(
    '/users/invitations',
    {
      config: { access: 'users:manage' },
      schema: { body: createInvitationBody, response: { 201: invitation, ...errorResponses } },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const created = await createInvitation(db, mailer, ctx, { ...request.body, publicUrl: deps.publicUrl });
      const [row] = (await listPendingInvitations(db, ctx)).filter(
        (invitation) => invitation.id === created.id,
      );
      return reply.code(201).send(presentInvitation(row!));
    },
  );

  routes.delete(
    '/users/invitations/:id',
    {
      config: { access: 'users:manage' },
      schema: { params: invitationIdParams, response: { 204: noContent, ...errorResponses } },
    },
    async (request, reply) => {
      await revokeInvitation(db, serviceContext(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.post(
    '/auth/invitations/lookup',
    {
      config: { access: 'public' },
      preHandler: limit,
      schema: { body: invitationLookupBody, response: { 200: invitationDetails, ...errorResponses } },
    },
    async (request) => {
      const row = await lookupInvitation(db, request.body.token);
      return {
        email: row.email,
        role: row.role,
        organization_name: row.orgName,
        expires_at: row.expiresAt.toISOString(),
      };
    },
  );

  routes.post(
    '/auth/register/:invitation_token',
    {
      config: { access: 'public' },
      preHandler: limit,
      schema: { params: registerParams, body: registerBody, response: { 201: user, ...errorResponses } },
    },
    async (request, reply) => {
      const user = await acceptInvitation(db, {
        token: request.params.invitation_token,
        email: request.body.email,
        password: request.body.password,
        firstName: request.body.first_name,
        lastName: request.body.last_name,
        meta: requestMeta(request),
      });
      return reply.code(201).send(presentUser(user));
    },
  );
}
