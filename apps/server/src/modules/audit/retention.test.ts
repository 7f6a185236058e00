import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg } from '../../test/factories.js';
import { pruneAuditLog } from './retention.js';

let database: TestDatabase;
let orgIds: [string, string];

beforeAll(async () => {
  database = await createTestDatabase();
  orgIds = [(await buildOrg(database.db)).id, (await buildOrg(database.db)).id];
});

const now = new Date('2026-06-30T12:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('pruneAuditLog', () => {
  it("removes every firm's rows older than the retention, in batches, and keeps the rest", async () => {
    const rows = await database.db
      .insert(auditLog)
      .values([
        ...[400, 91, 90.01, 120, 95].map((days, n) => ({
          orgId: orgIds[n % 2]!,
          action: 'test.old',
          createdAt: daysBefore(days),
        })),
        { orgId: null, action: 'auth.login_failed', createdAt: daysBefore(100) },
        ...[90, 89.99, 10, 0].map((days, n) => ({
          orgId: orgIds[n % 2]!,
          action: 'test.kept',
          createdAt: daysBefore(days),
        })),
      ])
      .returning();

    const removed = await pruneAuditLog(database.db, { retentionDays: 90, now, batchSize: 2 });
    expect(removed).toBe(6);
    const left = await database.db
      .select({ action: auditLog.action, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(
        inArray(
          auditLog.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.action)).toEqual(['test.kept', 'test.kept', 'test.kept', 'test.kept']);
    // The row exactly at the cutoff stays: "older than" is strict.
    expect(left.map((row) => row.createdAt.getTime())).toContain(daysBefore(90).getTime());

    expect(await pruneAuditLog(database.db, { retentionDays: 90, now })).toBe(0);
    // A day later the row at the cutoff is past it.
    expect(
      await pruneAuditLog(database.db, {
        retentionDays: 90,
        now: new Date(now.getTime() + 24 * 3600 * 1000),
      }),
    ).toBe(2);
  });
});

describe('the retention job', () => {
  it('prunes once the app is ready when AUDIT_RETENTION_DAYS is set, and closing waits for it', async () => {
    const [old] = await database.db
      .insert(auditLog)
      .values({ orgId: orgIds[0], action: 'test.job', createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .returning();
    const forever = await buildTestApp(database);
    await forever.ready();
    await forever.close();
    expect(await database.db.select().from(auditLog).where(eq(auditLog.id, old!.id))).toHaveLength(1);

    const app = await buildTestApp(database, { auditRetentionDays: 30 });
    await app.ready();
    await app.close();
    expect(await database.db.select().from(auditLog).where(eq(auditLog.id, old!.id))).toHaveLength(0);
  });
});
