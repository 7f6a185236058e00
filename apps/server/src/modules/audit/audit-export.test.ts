import { randomBytes } from 'node:crypto';
import type { AuditItem } from '@lexdraft/contract';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { ACCESS_TOKEN_COOKIE } from '../auth/guard.js';
import { csvCell } from './audit-csv.js';

const firm = useFirm();
let admin: Session;
let adminId: string;

beforeAll(async () => {
  const adminUser = await buildUser(firm.database.db, { orgId: firm.orgId, role: 'admin' });
  adminId = adminUser.id;
  admin = await signIn(firm.app, adminUser.email);
});

const unique = (label: string) => `${label}.${randomBytes(4).toString('hex')}`;

const exportAs = (session: Session | null, query: string) =>
  firm.app.inject({
    method: 'GET',
    url: `/api/audit/export?${query}`,
    headers: session ? session.headers : {},
  });

const today = () => new Date().toISOString().slice(0, 10);

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tlead', "'\tlead"],
    ['\rlead', `"'\rlead"`],
    ['a, b', '"a, b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    [42, '42'],
    [null, ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('GET /api/audit/export', () => {
  it('is for admins only', async () => {
    expect((await exportAs(firm.attorney, 'format=csv')).statusCode).toBe(403);
    expect((await exportAs(firm.viewer, 'format=json')).statusCode).toBe(403);
    expect((await exportAs(null, 'format=csv')).statusCode).toBe(401);
  });

  it('writes CSV with every formula-like cell prefixed by a quote, and audits the export', async () => {
    const action = unique('test.csv');
    const [named] = await firm.database.db
      .insert(users)
      .values({
        orgId: firm.orgId,
        email: `${randomBytes(3).toString('hex')}@firm.test`,
        fullName: '@Evil, "Name"',
        role: 'viewer',
        passwordHash: 'x',
      })
      .returning();
    await firm.database.db.insert(auditLog).values([
      { orgId: firm.orgId, action, userId: named!.id, targetType: 'document', targetId: '=1+2', details: {} },
      {
        orgId: firm.orgId,
        action,
        userId: null,
        ipAddress: '10.0.0.1',
        userAgent: '-agent',
        details: { note: '+SUM(A1)' },
      },
    ]);
    const response = await exportAs(admin, `format=csv&action=${action}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="audit-log-${today()}.csv"; filename*=UTF-8''audit-log-${today()}.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor_id,actor_name,actor_email,action,target_type,target_id,ip,user_agent,details',
    );
    expect(lines.at(-1)).toBe('');
    const records = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      actor_id: '',
      actor_name: '',
      ip: '10.0.0.1',
      user_agent: "'-agent",
      details: '{"note":"+SUM(A1)"}',
    });
    expect(records[1]).toMatchObject({
      actor_id: named!.id,
      actor_name: `'@Evil, "Name"`,
      action,
      target_type: 'document',
      target_id: "'=1+2",
      details: '{}',
    });
    expect(new Date(records[1]!.at!).getTime()).not.toBeNaN();

    const [exported] = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'audit.exported'), eq(auditLog.userId, adminId)))
      .orderBy(auditLog.id);
    expect(exported!.details).toEqual({ format: 'csv', filters: { action } });
    expect(exported!.orgId).toBe(firm.orgId);
  });

  it('prefixes an action itself that starts like a formula', async () => {
    const action = `=cmd|' /C calc'!A0 ${randomBytes(3).toString('hex')}`;
    await firm.database.db.insert(auditLog).values({ orgId: firm.orgId, action });
    const response = await exportAs(admin, `format=csv&action=${encodeURIComponent(action)}`);
    const records = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(records.map((record) => record.action)).toEqual([`'${action}`]);
  });

  it('streams every matching row as a JSON array, across batches, exactly as the pages show them', async () => {
    const action = unique('test.json');
    await firm.database.db
      .insert(auditLog)
      .values(Array.from({ length: 2_345 }, (_, n) => ({ orgId: firm.orgId, action, details: { n } })));
    await firm.database.db.insert(auditLog).values({ orgId: firm.otherOrgId, action });
    const response = await exportAs(admin, `format=json&action=${action}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`audit-log-${today()}.json`);
    const items = response.json() as AuditItem[];
    expect(items).toHaveLength(2_345);
    expect(items.map((item) => item.details.n)).toEqual(Array.from({ length: 2_345 }, (_, n) => 2_344 - n));

    const first = await firm.request(admin, 'GET', `/api/audit?action=${action}&limit=5`);
    expect(items.slice(0, 5)).toEqual(first.json().items);
  });

  it('answers an empty array, or the header alone, when nothing matches', async () => {
    const action = unique('test.none');
    expect((await exportAs(admin, `format=json&action=${action}`)).json()).toEqual([]);
    expect((await exportAs(admin, `action=${action}`)).body).toBe(
      'id,at,actor_id,actor_name,actor_email,action,target_type,target_id,ip,user_agent,details\r\n',
    );
  });

  it('takes the access-token cookie, as a download link the browser opens does', async () => {
    const response = await firm.app.inject({
      method: 'GET',
      url: `/api/audit/export?format=json&action=${unique('test.cookie')}`,
      cookies: { [ACCESS_TOKEN_COOKIE]: admin.accessToken },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses bad filters with a 422 before anything is written', async () => {
    const before = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'audit.exported'), eq(auditLog.userId, adminId)));
    for (const query of [
      'format=xml',
      'format=csv&actor_id=nope',
      'format=csv&from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z',
    ]) {
      const response = await exportAs(admin, query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail).toBeTruthy();
    }
    const after = await firm.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'audit.exported'), eq(auditLog.userId, adminId)));
    expect(after).toHaveLength(before.length);
  });
});
