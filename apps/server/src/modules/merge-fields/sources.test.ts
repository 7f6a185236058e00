import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContact, buildEntity, buildOrg } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import type { ServiceContext } from '../auth/context.js';
import { contactSearch, containsPattern, entitySearch } from './sources.js';

const firm = useFirm();
// An attorney searches: a viewer sees EINs masked and cannot search by them (last test).
const search = (type: string, query = '') =>
  firm.request(firm.attorney, 'GET', `/api/merge-fields/sources/${type}?${new URLSearchParams({ query })}`);
const names = async (type: string, query: string) =>
  (await search(type, query)).json().map((source: { name: string }) => source.name);

describe('GET /api/merge-fields/sources/contact', () => {
  it("finds the firm's contacts by name or email, case-insensitively, with their fields", async () => {
    const margaret = await buildContact(firm.database.db, {
      orgId: firm.orgId,
      firstName: 'Margaret',
      lastName: 'Chen',
      fullName: 'Margaret Chen',
      email: 'mchen@chenaccounting.example',
      company: 'Chen & Associates',
    });
    await buildContact(firm.database.db, {
      orgId: firm.orgId,
      fullName: 'Thomas Aldridge',
      email: 't@bank.example',
    });
    await buildContact(firm.database.db, {
      orgId: firm.otherOrgId,
      fullName: 'Margaret Other',
      email: 'm@x.example',
    });

    const response = await search('contact', 'MARGARET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: margaret.id,
        type: 'contact',
        name: 'Margaret Chen',
        email: 'mchen@chenaccounting.example',
        fields: expect.objectContaining({
          'contact.full_name': 'Margaret Chen',
          'client.email': 'mchen@chenaccounting.example',
          'trustee.company': 'Chen & Associates',
          'person.first_name': 'Margaret',
          'person.primary_email': 'mchen@chenaccounting.example',
        }),
      },
    ]);
    expect(response.json()[0].fields).not.toHaveProperty('contact.phone');
    expect(await names('contact', 'bank.example')).toEqual(['Thomas Aldridge']);
    expect(await names('contact', '')).toEqual(['Margaret Chen', 'Thomas Aldridge']);
  });

  it('matches % and _ literally', async () => {
    await buildContact(firm.database.db, { orgId: firm.orgId, fullName: 'Under_score Person' });
    expect(await names('contact', '_')).toEqual(['Under_score Person']);
    expect(await names('contact', '%')).toEqual([]);
    expect(containsPattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });

  it('answers 404 for an unknown type, and 401 without a token', async () => {
    const response = await search('person', 'x');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Unknown source type: use contact or entity' });
    expect((await firm.app.inject({ url: '/api/merge-fields/sources/contact' })).statusCode).toBe(401);
  });
});

describe('GET /api/merge-fields/sources/entity', () => {
  it('finds entities by name, legal name or EIN, with or without the dash', async () => {
    const harbor = await buildEntity(firm.database.db, {
      orgId: firm.orgId,
      name: 'Harbor View Holdings',
      legalName: 'Harbor View Holdings LLC',
      ein: '12-3456789',
      address: '100 Federal Street',
      dateOfFormation: '2016-04-12',
    });
    await buildEntity(firm.database.db, {
      orgId: firm.orgId,
      name: 'Cedar Point Trust',
      legalName: 'The Cedar Trust',
    });
    await buildEntity(firm.database.db, {
      orgId: firm.otherOrgId,
      name: 'Harbor Elsewhere',
      ein: '12-3456789',
    });

    const response = await search('entity', '123456789');
    expect(response.json()).toEqual([
      {
        id: harbor.id,
        type: 'entity',
        name: 'Harbor View Holdings',
        ein: '12-3456789',
        fields: expect.objectContaining({
          'entity.legal_name': 'Harbor View Holdings LLC',
          'trust.ein': '12-3456789',
          'entity.entity_address': '100 Federal Street',
          'entity.date_of_formation': '2016-04-12',
        }),
      },
    ]);
    expect(await names('entity', '12-3456789')).toEqual(['Harbor View Holdings']);
    expect(await names('entity', '3456')).toEqual(['Harbor View Holdings']);
    expect(await names('entity', 'the cedar')).toEqual(['Cedar Point Trust']);
    expect(await names('entity', 'harbor')).toEqual(['Harbor View Holdings']);
    expect(await names('entity', '')).toEqual(['Cedar Point Trust', 'Harbor View Holdings']);
  });
});

describe('on 100,000 records', () => {
  it('answers at most 50, and searches through the trigram indexes', async () => {
    const { db } = firm.database;
    const orgId = (await buildOrg(db)).id;
    await db.execute(sql`
      insert into contacts (org_id, full_name, email)
      select ${orgId}, 'Contact ' || md5(i::text), 'c' || i || '@bulk.example' from generate_series(1, 100000) as i`);
    await db.execute(sql`
      insert into entities (org_id, name, legal_name, ein)
      select ${orgId}, 'Entity ' || md5(i::text), 'Entity LLC ' || i,
        lpad((i % 100)::text, 2, '0') || '-' || lpad(i::text, 7, '0')
      from generate_series(1, 100000) as i`);
    await db.execute(sql`analyze contacts; analyze entities`);
    const ctx = { user: { orgId } } as ServiceContext;
    const plan = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = query.toSQL();
      const result = await firm.database.pool.query(`explain ${text}`, params);
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    };

    // md5('4242') starts with 'fe7ecc4d': one contact holds it.
    const contactPlan = await plan(contactSearch(db, ctx, 'FE7ECC4D'));
    expect(contactPlan).toMatch(/Bitmap Index Scan on contacts_full_name_trgm_idx/);
    expect(contactPlan).toMatch(/Bitmap Index Scan on contacts_email_trgm_idx/);
    expect(await plan(entitySearch(db, ctx, '0004242'))).toMatch(
      /Bitmap Index Scan on entities_ein_digits_trgm_idx/,
    );
    // Long enough that the planner's guess of its matches stays small: "LLC" alone is in every
    // legal name, and with a short pattern PostgreSQL 15 sometimes guessed 1% and scanned by name.
    expect(await plan(entitySearch(db, ctx, 'entity llc 42424'))).toMatch(
      /Bitmap Index Scan on entities_legal_name_trgm_idx/,
    );
    expect(await plan(contactSearch(db, ctx, ''))).toMatch(/Index Scan using contacts_org_full_name_idx/);

    const found = await contactSearch(db, ctx, 'fe7ecc4d');
    expect(found.map((row) => row.email)).toEqual(['c4242@bulk.example']);
    expect(await contactSearch(db, ctx, 'contact')).toHaveLength(50);
    // Loading and indexing 200,000 rows took over 30 s on a busy two-core machine.
  }, 120_000);

  it("gives a viewer an entity's EIN masked, and no match by EIN", async () => {
    await buildEntity(firm.database.db, { orgId: firm.orgId, name: 'Masked Harbor LLC', ein: '45-6789012' });
    const asViewer = (query: string) =>
      firm.request(firm.viewer, 'GET', `/api/merge-fields/sources/entity?${new URLSearchParams({ query })}`);
    const [found] = (await asViewer('Masked Harbor')).json();
    expect(found.ein).toBe('••-•••9012');
    expect(found.fields['entity.ein']).toBe('••-•••9012');
    expect(found.fields['entity.name']).toBe('Masked Harbor LLC');
    expect((await asViewer('456789012')).json()).toEqual([]);
  });
});
