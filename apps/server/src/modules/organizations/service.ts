import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import { createUser } from '../users/create-user.js';

/** Creates an organization together with its first admin, in one transaction. */
export async function createOrganization(
  db: Db,
  input: { name: string; adminEmail: string; adminPassword: string; adminName?: string },
) {
  return db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: input.name.trim() }).returning();
    const admin = await createUser(tx, {
      orgId: org!.id,
      email: input.adminEmail,
      password: input.adminPassword,
      role: 'admin',
      fullName: input.adminName,
    });
    return { org: org!, admin };
  });
}

/** Every user of every organization with its name, for the operator's listing (the CLI); no request reaches it. */
export function unsafeListAllUsers(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      isActive: users.isActive,
      orgId: users.orgId,
      orgName: organizations.name,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .orderBy(asc(organizations.name), asc(users.email));
}
