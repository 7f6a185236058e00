import {
  errorResponses,
  noContent,
  putSsoSettingsBody,
  ssoLookupQuery,
  ssoLookupResponse,
  ssoSettings,
} from '@lexdraft/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serviceContext, signedInUser } from '../auth/guard.js';
import { loadSsoConfig, unsafeSsoConfigForEmail } from '../auth/sso-config.js';
import {
  presentSsoSettings,
  removeSsoSettings,
  type SsoSettingsDeps,
  saveSsoSettings,
} from './settings-service.js';

/**
 * The firm's single sign-on settings (admins only) and the sign-in page's public lookup
 * (docs/sso.md).
 */
export async function ssoSettingsRoutes(app: FastifyInstance, deps: SsoSettingsDeps) {
  const { db, publicUrl } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The sign-in page asks once per address typed; more than this from one address is probing.
  const lookupLimit = app.rateLimit({ max: 30, timeWindow: '1 minute', groupId: 'sso-lookup' });

  routes.get(
    '/organizations/current/sso',
    { config: { access: 'users:manage' }, schema: { response: { 200: ssoSettings, ...errorResponses } } },
    async (request) => {
      const { orgId } = signedInUser(request);
      return presentSsoSettings(publicUrl, orgId, await loadSsoConfig(db, orgId));
    },
  );

  routes.put(
    '/organizations/current/sso',
    {
      config: { access: 'users:manage' },
      schema: { body: putSsoSettingsBody, response: { 200: ssoSettings, ...errorResponses } },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const saved = await saveSsoSettings(deps, ctx, request.body);
      return presentSsoSettings(publicUrl, ctx.user.orgId, saved);
    },
  );

  routes.delete(
    '/organizations/current/sso',
    { config: { access: 'users:manage' }, schema: { response: { 204: noContent, ...errorResponses } } },
    async (request, reply) => {
      await removeSsoSettings(db, serviceContext(request));
      return reply.code(204).send();
    },
  );

  routes.get(
    '/auth/sso/lookup',
    {
      config: { access: 'public' },
      preHandler: lookupLimit,
      schema: { querystring: ssoLookupQuery, response: { 200: ssoLookupResponse, ...errorResponses } },
    },
    async (request) => {
      const config = await unsafeSsoConfigForEmail(db, request.query.email);
      return { sso: config !== undefined, enforced: config?.enforce === true };
    },
  );
}
