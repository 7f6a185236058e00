import { errorResponses, messageBody, passwordResetBody, passwordResetConfirmBody } from '@lexdraft/contract';
import { SSO_ENFORCED_MESSAGE } from '@lexdraft/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import { requestMeta } from '../../lib/request-meta.js';
import { unsafeEnforcedSsoForEmail } from '../auth/sso-config.js';
import { handlePasswordResetMail } from './reset-mail-job.js';
import { confirmPasswordReset } from './service.js';

export const RESET_REQUESTED = 'If an account exists for that address, a reset link is on its way.';

/** POST /auth/password-reset and /auth/password-reset/confirm: open to visitors, rate-limited per address. */
export async function passwordResetRoutes(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; publicUrl: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = app.rateLimit({ max: 10, timeWindow: '15 minutes', groupId: 'password-reset' });
  handlePasswordResetMail(app.jobs, { db: deps.db, mailer: deps.mailer, log: app.log });

  routes.post(
    '/auth/password-reset',
    {
      config: { access: 'public' },
      preHandler: limit,
      schema: { body: passwordResetBody, response: { 200: messageBody, ...errorResponses } },
    },
    async (request) => {
      // Decided by the address's domain alone, so that it tells nothing about accounts.
      if (await unsafeEnforcedSsoForEmail(deps.db, request.body.email))
        throw new HttpError(403, SSO_ENFORCED_MESSAGE);
      // The same work for every address, known or not: looking it up and mailing happen in the
      // job, after this answer (issue 28 point 4).
      await app.jobs.enqueue('password-reset.send', {
        email: request.body.email,
        publicUrl: deps.publicUrl,
        meta: requestMeta(request),
      });
      return { message: RESET_REQUESTED };
    },
  );

  routes.post(
    '/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      preHandler: limit,
      schema: { body: passwordResetConfirmBody, response: { 200: messageBody, ...errorResponses } },
    },
    async (request) => {
      await confirmPasswordReset(deps.db, {
        token: request.body.token,
        newPassword: request.body.new_password,
        confirmPassword: request.body.confirm_password,
        meta: requestMeta(request),
      });
      return { message: 'Your password has been reset. You can now sign in with your new password.' };
    },
  );
}
