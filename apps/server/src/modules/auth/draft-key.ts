import { draftKeyResponse, errorResponses } from '@lexdraft/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { draftKeys } from '../../db/schema.js';
import { NO_STORE } from '../../lib/cache-policy.js';
import { newToken } from '../../lib/tokens.js';
import { signedInUser } from './guard.js';

export const DRAFT_KEY_PATH = '/api/auth/draft-key';

/** The user's draft key, made on first request (two racing requests agree on the first row). */
export async function draftKeyOf(db: Db, user: { id: string; orgId: string }): Promise<string> {
  await db
    .insert(draftKeys)
    .values({ userId: user.id, orgId: user.orgId, key: newToken() })
    .onConflictDoNothing({ target: draftKeys.userId });
  const [row] = await db.select({ key: draftKeys.key }).from(draftKeys).where(eq(draftKeys.userId, user.id));
  if (!row) throw new Error('draft key row missing after insert');
  return row.key;
}

/** GET /api/auth/draft-key: only a live session gets the key that opens the browser's drafts. */
export async function draftKeyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    DRAFT_KEY_PATH,
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: draftKeyResponse, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { key: await draftKeyOf(db, signedInUser(request)) };
    },
  );
}
