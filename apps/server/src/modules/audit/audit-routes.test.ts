import { randomBytes } from 'node:crypto';
import type { AuditItem, AuditPage } from '@lexdraft/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

const firm = useFirm();
let admin: Session;
let adminId: string;
let paralegal: Session;

beforeAll(async () => {
  const adminUser = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'admin' });
  adminId = adminUser.id;
  admin = await signIn(firm.app, adminUser.email);
  paralegal = await signIn(
    firm.app,
    (await buildUser(firm.database.db, { orgId: firm.orgId, role: 'paralegal' })).email,
  );
});

/** A name no other test's rows share, so that a filter on it sees this test's rows only. */
const unique = (label: string) => `${label}.${randomBytes(4).toString('hex')}`;

type Row = Partial<typeof auditLog.$inferInsert> & { action: string };

/** Audit rows of the firm (or another), written as the modules write them, oldest first. */
async function seed(rows: Row[], orgId = firm.orgId) {
  return firm.database.db
    .insert(auditLog)
    .values(rows.map((row) => ({ orgId, ...row })))
    .returning();
}

const page = async (query: string, session = admin) => {
  const response = await firm.request(session, 'GET', `/api/audit?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AuditPage;
};
const actionsOf = (items: AuditItem[]) => items.map((item) => item.action);

describe('GET /api/audit', () => {
  it('is for admins only: attorneys, paralegals and viewers are refused, and so is no token', async () => {
    for (const session of [firm.attorney, paralegal, firm.viewer]) {
      const response = await firm.request(session, 'GET', '/api/audit');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to do this' });
    }
    expect((await firm.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    expect((await firm.request(admin, 'GET', '/api/audit')).statusCode).toBe(200);
  });

  it("answers the firm's rows newest first with the actor's name and email, never another firm's", async () => {
    const action = unique('test.firms');
    await seed([{ action, details: { n: 1 } }]);
    await seed([{ action, details: { n: 2 } }], firm.otherOrgId);
    const mine = await page(`action=${action}`);
    expect(mine.items.map((item) => item.details)).toEqual([{ n: 1 }]);
    const theirs = await page(`action=${action}`, firm.outsider);
    expect(theirs.items.map((item) => item.details)).toEqual([{ n: 2 }]);

    // The admin's own sign-in, as the password sign-in wrote it.
    const signIns = await page(`action=auth.login&actor_id=${adminId}`);
    expect(signIns.items).toHaveLength(1);
    const [user] = await firm.database.db.select().from(users).where(eq(users.id, adminId));
    expect(signIns.items[0]).toMatchObject({
      actor: { id: adminId, name: 'Test Person', email: user!.email },
      action: 'auth.login',
      target_type: null,
      ip: '127.0.0.1',
      details: {},
    });
    expect(new Date(signIns.items[0]!.at).toISOString()).toBe(signIns.items[0]!.at);
    const all = await page('limit=200');
    expect(all.items.map((item) => item.id)).toEqual(all.items.map((item) => item.id).sort((a, b) => b - a));
  });

  it('shows a failed sign-in, with no actor for an address no user has', async () => {
    const email = `nobody-${randomBytes(3).toString('hex')}@firm.test`;
    const [adminUser] = await firm.database.db.select().from(users).where(eq(users.id, adminId));
    const wrong = async (username: string) =>
      firm.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: new URLSearchParams({ username, password: 'wrong password here' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await wrong(adminUser!.email)).statusCode).toBe(401);
    expect((await wrong(email)).statusCode).toBe(401);
    const failed = await page(`action=auth.login_failed&actor_id=${adminId}`);
    expect(failed.items[0]).toMatchObject({ actor: { id: adminId }, details: { email: adminUser!.email } });
    // The unknown address belongs to no firm: no firm's log shows it.
    const all = await page('action=auth.*&limit=200');
    expect(JSON.stringify(all)).not.toContain(email);
    // A row whose user is gone keeps its place, with no actor.
    const action = unique('test.gone');
    await seed([{ action, userId: null }]);
    expect((await page(`action=${action}`)).items[0]!.actor).toBeNull();
  });

  it('filters by exact action and by prefix, whose % and _ match only themselves', async () => {
    const stem = randomBytes(3).toString('hex');
    await seed([
      { action: `p_${stem}.created` },
      { action: `p_${stem}.deleted` },
      { action: `px${stem}.created` },
      { action: `p%${stem}.created` },
    ]);
    expect(actionsOf((await page(`action=p_${stem}.created`)).items)).toEqual([`p_${stem}.created`]);
    expect(actionsOf((await page(`action=${encodeURIComponent(`p_${stem}.*`)}`)).items)).toEqual([
      `p_${stem}.deleted`,
      `p_${stem}.created`,
    ]);
    expect(actionsOf((await page(`action=${encodeURIComponent(`p%${stem}.*`)}`)).items)).toEqual([
      `p%${stem}.created`,
    ]);
    // No star, no prefix: an exact name that no row has.
    expect((await page(`action=p_${stem}.`)).items).toEqual([]);
  });

  it('filters by actor, target type and target id', async () => {
    const action = unique('test.targets');
    await seed([
      { action, userId: adminId, targetType: 'document', targetId: 'doc-1' },
      { action, userId: null, targetType: 'document', targetId: 'doc-2' },
      { action, userId: adminId, targetType: 'user', targetId: 'doc-1' },
    ]);
    const targets = async (query: string) =>
      (await page(`action=${action}&${query}`)).items.map((item) => `${item.target_type}/${item.target_id}`);
    expect(await targets(`actor_id=${adminId}`)).toEqual(['user/doc-1', 'document/doc-1']);
    expect(await targets('target_type=document')).toEqual(['document/doc-2', 'document/doc-1']);
    expect(await targets('target_id=doc-1')).toEqual(['user/doc-1', 'document/doc-1']);
    expect(await targets('target_type=document&target_id=doc-1')).toEqual(['document/doc-1']);
    expect(await targets('actor_id=00000000-0000-4000-8000-000000000000')).toEqual([]);
  });

  it('filters by period: from counts, to does not', async () => {
    const action = unique('test.period');
    const at = (iso: string) => ({ action, createdAt: new Date(iso), details: { at: iso } });
    await seed([at('2026-03-01T00:00:00Z'), at('2026-03-02T00:00:00Z'), at('2026-03-03T00:00:00Z')]);
    const days = async (query: string) =>
      (await page(`action=${action}&${query}`)).items.map((item) => item.at.slice(0, 10));
    expect(await days('from=2026-03-02T00:00:00Z')).toEqual(['2026-03-03', '2026-03-02']);
    expect(await days('to=2026-03-02T00:00:00Z')).toEqual(['2026-03-01']);
    expect(
      await days(`from=2026-03-01T00:00:00Z&to=${encodeURIComponent('2026-03-03T01:00:00+01:00')}`),
    ).toEqual(['2026-03-02', '2026-03-01']);
    expect(await days('from=2026-03-02T00:00:00Z&to=2026-03-02T00:00:00Z')).toEqual([]);
  });

  it('pages by id without gaps or repeats, even when rows arrive between pages', async () => {
    const action = unique('test.paging');
    const seeded = await seed(Array.from({ length: 7 }, (_, n) => ({ action, details: { n } })));
    const first = await page(`action=${action}&limit=3`);
    expect(first.items.map((item) => item.details.n)).toEqual([6, 5, 4]);
    expect(first.next_before).toBe(first.items[2]!.id);
    // Written after the first page: newer than it, so on no later page.
    await seed([{ action, details: { n: 'late' } }]);
    const second = await page(`action=${action}&limit=3&before=${first.next_before}`);
    expect(second.items.map((item) => item.details.n)).toEqual([3, 2, 1]);
    const third = await page(`action=${action}&limit=3&before=${second.next_before}`);
    expect(third.items.map((item) => item.details.n)).toEqual([0]);
    expect(third.next_before).toBeNull();
    // A page that takes exactly the last rows already says no page follows: one row more was asked for.
    const exact = await page(`action=${action}&limit=4&before=${seeded[4]!.id}`);
    expect(exact.items.map((item) => item.details.n)).toEqual([3, 2, 1, 0]);
    expect(exact.next_before).toBeNull();
    expect((await page(`action=${action}`)).items).toHaveLength(8);
  });

  it.each([
    ['before=abc', 'before'],
    ['before=0', 'before'],
    ['before=1.5', 'before'],
    ['actor_id=not-a-uuid', 'actor_id'],
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=ten', 'limit'],
    ['from=yesterday', 'from'],
    ['to=2026-13-01T00:00:00Z', 'to'],
    ['from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z', 'from'],
  ])('refuses %s with a 422 naming what is wrong', async (query, named) => {
    const response = await firm.request(admin, 'GET', `/api/audit?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(named);
  });

  it('shows a role change with who changed whose role, from and to', async () => {
    const member = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'viewer' });
    const changed = await firm.request(admin, 'PATCH', `/users/${member.id}`, { role: 'paralegal' });
    expect(changed.statusCode, changed.body).toBe(200);
    const rows = await page(`action=user.*&target_id=${member.id}`);
    expect(rows.items).toEqual([
      expect.objectContaining({
        action: 'user.role_changed',
        actor: expect.objectContaining({ id: adminId }),
        target_type: 'user',
        details: { from: 'viewer', to: 'paralegal' },
      }),
    ]);
    const stored = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.role_changed'), eq(auditLog.targetId, member.id)));
    expect(stored).toHaveLength(1);
  });
});
