import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';

const firm = useFirm();

describe('PATCH /organizations/current', () => {
  it('starts a new firm with AI on, and lets its admin turn it off and on, with an audit row', async () => {
    const admin = await signIn(
      firm.app,
      (await buildUser(firm.database.db, { orgId: firm.orgId, role: 'admin' })).email,
    );
    const before = await firm.request(firm.attorney, 'GET', '/organizations/current');
    expect(before.json()).toMatchObject({ id: firm.orgId, ai_enabled: true });

    const off = await firm.request(admin, 'PATCH', '/organizations/current', { ai_enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: firm.orgId, ai_enabled: false });
    expect((await firm.request(firm.viewer, 'GET', '/organizations/current')).json().ai_enabled).toBe(false);

    const rows = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, firm.orgId), eq(auditLog.action, 'organization.updated')));
    expect(rows.map((row) => row.details)).toEqual([{ ai_enabled: false }]);

    const on = await firm.request(admin, 'PATCH', '/organizations/current', { ai_enabled: true });
    expect(on.json().ai_enabled).toBe(true);
  });

  it('refuses attorneys and viewers, and never reaches another firm', async () => {
    for (const session of [firm.attorney, firm.viewer]) {
      const refused = await firm.request(session, 'PATCH', '/organizations/current', { ai_enabled: false });
      expect(refused.statusCode).toBe(403);
    }
    const outsiders = await firm.request(firm.outsider, 'PATCH', '/organizations/current', {
      ai_enabled: false,
    });
    expect(outsiders.json()).toMatchObject({ id: firm.otherOrgId, ai_enabled: false });
    expect((await firm.request(firm.attorney, 'GET', '/organizations/current')).json().ai_enabled).toBe(true);
  });

  it('answers 422 with a detail for a value that is not a boolean', async () => {
    const admin = await signIn(
      firm.app,
      (await buildUser(firm.database.db, { orgId: firm.orgId, role: 'admin' })).email,
    );
    const bad = await firm.request(admin, 'PATCH', '/organizations/current', { ai_enabled: 'no' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toContain('ai_enabled');
  });
});
