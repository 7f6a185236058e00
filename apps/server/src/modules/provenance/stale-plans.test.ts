import { desc, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.js';
import { buildOrg } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { staleValuesCount } from '../documents/stale-count.js';
import { fillRecordOf } from '../merge-fields/record-fields.js';
import { staleUpdate } from './stale.js';

// The stale marking and the list's count read indexes, not the table: a firm's records fill
// values in many thousands of documents, and an entity's save must not scan them all.

const firm = useFirm();

describe('on 100,000 provenance rows', () => {
  it("marks a record's values through the record index and counts a page's stale values from the partial index", async () => {
    const { db, pool } = firm.database;
    const orgId = (await buildOrg(db)).id;
    // 2,000 documents of 50 record-filled values each, every document from its own entity; 1% stale.
    await db.execute(sql`
      insert into documents (org_id, name, current_version)
      select ${orgId}, 'Plan ' || i, 0 from generate_series(1, 2000) as i`);
    await db.execute(sql`
      insert into field_value_sources
        (org_id, document_id, field_id, source, record_type, record_id, record_field, record_value, stale)
      select d.org_id, d.id, 'entity.f' || f, 'record', 'entity', md5(d.id::text)::uuid, 'f' || f, 'v', f = 1 and d.name like '%0'
      from documents d cross join generate_series(1, 50) as f
      where d.org_id = ${orgId}`);
    await db.execute(sql`analyze documents; analyze field_value_sources`);
    const [one] = (
      await db.execute(sql`select record_id from field_value_sources where org_id = ${orgId} limit 1`)
    ).rows as { record_id: string }[];
    const explain = async (query: { sql: string; params: unknown[] }) =>
      (await pool.query(`explain ${query.sql}`, query.params)).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');

    const record = fillRecordOf('entity', {
      id: one!.record_id,
      name: 'Plan LLC',
      ein: '12-3456789',
      updatedAt: new Date(),
    } as never);
    const update = staleUpdate({ user: { orgId } as never }, record)!;
    const updatePlan = await explain(new PgDialect().sqlToQuery(update));
    if (process.env.SHOW_PLANS) console.log(updatePlan);
    expect(updatePlan).toMatch(/field_value_sources_record_idx/);
    expect(updatePlan).not.toMatch(/Seq Scan on field_value_sources/);

    const page = db
      .select({ id: documents.id, stale: staleValuesCount() })
      .from(documents)
      .where(eq(documents.orgId, orgId))
      .orderBy(desc(documents.updatedAt), documents.id)
      .limit(50)
      .toSQL();
    const countPlan = await explain(page);
    if (process.env.SHOW_PLANS) console.log(countPlan);
    expect(countPlan).toMatch(/field_value_sources_stale_idx/);
    expect(countPlan).not.toMatch(/Seq Scan on field_value_sources/);
  }, 120_000);
});
