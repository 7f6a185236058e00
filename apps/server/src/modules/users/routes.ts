import {
  answers,
  changePasswordBody,
  changeRoleBody,
  messageBody,
  updateProfileBody,
  user,
  userIdParams,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { serviceContext, signedInUser } from '../auth/guard.js';
import { presentUser } from '../auth/user-presenter.js';
import { changePassword, changeRole, deactivateUser, getUser, listUsers, updateProfile } from './service.js';

/** /users/me for everyone signed in; the rest of /users for those who manage users (admins). */
export async function userRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = serviceContext;

  routes.get(
    '/users/me',
    { config: { access: 'signed-in' }, schema: { response: answers(user) } },
    async (request) => presentUser(await getUser(db, context(request), signedInUser(request).id)),
  );

  routes.patch(
    '/users/me',
    {
      config: { access: 'signed-in' },
      schema: { body: updateProfileBody, response: answers(user) },
    },
    async (request) => presentUser(await updateProfile(db, context(request), request.body)),
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

  routes.post(
    '/users/:id/deactivate',
    { config: { access: 'users:manage' }, schema: { params: userIdParams, response: answers(user) } },
    async (request) => presentUser(await deactivateUser(db, context(request), request.params.id)),
  );
}
