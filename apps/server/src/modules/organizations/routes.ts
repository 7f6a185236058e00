import { errorResponses, organization, outbox, updateOrganizationBody } from '@lexdraft/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { mailOutbox, organizations } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import type { Mailer } from '../../lib/mail.js';
import { maskSecrets } from '../../lib/mail-secrets.js';
import { serviceContext, signedInUser } from '../auth/guard.js';

/** GET /organizations/current for everyone signed in, and the embedded outbox for admins. */
export async function organizationRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/organizations/current',
    { config: { access: 'signed-in' }, schema: { response: { 200: organization, ...errorResponses } } },
    async (request) => {
      const [org] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, signedInUser(request).orgId));
      return presentOrganization(org!);
    },
  );

  // An admin's switches for the whole firm; each change is an audit row.
  routes.patch(
    '/organizations/current',
    {
      config: { access: 'users:manage' },
      schema: { body: updateOrganizationBody, response: { 200: organization, ...errorResponses } },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return db.transaction(async (tx) => {
        const changes = request.body;
        const [org] =
          changes.ai_enabled === undefined
            ? await tx.select().from(organizations).where(eq(organizations.id, ctx.user.orgId))
            : await tx
                .update(organizations)
                .set({ aiEnabled: changes.ai_enabled, updatedAt: new Date() })
                .where(eq(organizations.id, ctx.user.orgId))
                .returning();
        if (changes.ai_enabled !== undefined) {
          await writeAudit(tx, ctx.meta, {
            orgId: ctx.user.orgId,
            userId: ctx.user.id,
            action: 'organization.updated',
            targetType: 'organization',
            targetId: ctx.user.orgId,
            details: { ai_enabled: changes.ai_enabled },
          });
        }
        return presentOrganization(org!);
      });
    },
  );

  // Messages are masked when they are kept; masking again here covers those kept before that.
  routes.get(
    '/organizations/current/outbox',
    { config: { access: 'users:manage' }, schema: { response: { 200: outbox, ...errorResponses } } },
    async (request) => {
      if (!mailer.embedded) return { enabled: false, messages: [] };
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.orgId, signedInUser(request).orgId))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(100);
      return {
        enabled: true,
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: maskSecrets(row.subject),
          text: maskSecrets(row.text),
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
}

function presentOrganization(org: typeof organizations.$inferSelect) {
  return {
    _id: org.id,
    id: org.id,
    name: org.name,
    created_at: org.createdAt.toISOString(),
    ai_enabled: org.aiEnabled,
  };
}
