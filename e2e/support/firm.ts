import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../apps/server/src/db/open.js';
import { seedDemoFirm } from '../../apps/server/src/seed/seed.js';
import { DEMO_USERS } from '../../apps/server/src/seed/seed-data.js';
import { DEMO_PASSWORD } from './auth.js';

/** The demo firm's roles, one user each (apps/server/src/seed/seed-data.ts). */
export type DemoRole = (typeof DEMO_USERS)[number]['role'];

/** A firm of one spec's own: the demo firm's users, records and documents, under new emails. */
export type Firm = {
  name: string;
  /** The email of the firm's user with this role; every user has DEMO_PASSWORD. */
  email: (role: DemoRole) => string;
  password: string;
};

/** The DATA_DIR of this run's app (global setup): the firms are written into its embedded PostgreSQL. */
function appDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
}

/**
 * Seeds a firm like the demo firm, with emails no other firm has (`attorney@<slug>.e2e.test`), into
 * the running app's database. Specs run in parallel workers: each works in a firm of its own, so
 * one spec's documents, settings, records, lock-outs and mail never reach another's.
 */
export async function seedFirm(label: string): Promise<Firm> {
  const slug = `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${randomBytes(4).toString('hex')}`;
  const email = (role: DemoRole) => `${role}@${slug}.e2e.test`;
  const name = `E2E ${slug}`;
  // Borrowed, like the operator CLI: the app's embedded PostgreSQL stays up when this closes.
  const database = await openDatabase({ databaseUrl: undefined, dataDir: appDataDir(), mode: 'borrow' });
  try {
    await database.db.transaction((tx) =>
      seedDemoFirm(tx, {
        name,
        password: DEMO_PASSWORD,
        users: DEMO_USERS.map((user) => ({ ...user, email: email(user.role) })),
      }),
    );
  } finally {
    await database.close();
  }
  return { name, email, password: DEMO_PASSWORD };
}
