import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client.js';
import { HttpError } from '../../../lib/errors.js';
import type { SsoConfig } from '../sso-config.js';

/** Placeholder the SAML part replaces: sends the browser to the identity provider with an AuthnRequest. */
export async function startSamlSignIn(
  _deps: { db: Db; publicUrl: string },
  _reply: FastifyReply,
  _config: SsoConfig,
  _options: { test: boolean },
): Promise<FastifyReply> {
  throw new HttpError(501, 'SAML sign-in is not built yet');
}
