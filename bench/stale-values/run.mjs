// Times an entity's PATCH that marks the values it filled stale, on a database holding 100,000
// documents' provenance rows, against the same PATCH of an entity that filled nothing (the bare
// baseline), and a documents list page with its stale counts. A report, not a test.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startApp } from '../document-read/app.mjs';

const PASSWORD = 'demo-password-1';
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const USED_BY = Number(process.env.BENCH_USED_BY ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

/** @param {string} url @param {RequestInit} [init] */
async function call(url, init) {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Median and 95th percentile of the times, in ms. */
function summary(/** @type {number[]} */ times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

/** Runs `once` ROUNDS times after 5 warm-up calls; each call's time. */
async function timed(/** @type {(i: number) => Promise<unknown>} */ once) {
  for (let i = 0; i < 5; i++) await once(i);
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await once(i);
    times.push(performance.now() - start);
  }
  return times;
}

const app = await startApp({ serverUrl: process.env.BENCH_DATABASE_URL });
const db = new pg.Client({ connectionString: app.databaseUrl });
try {
  const json = { 'content-type': 'application/json' };
  const { access_token: token } = await call(`${app.url}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'admin@demo.test', password: PASSWORD }),
  });
  const headers = { ...json, authorization: `Bearer ${token}` };
  const create = (/** @type {string} */ name) =>
    call(`${app.url}/api/entities`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, ein: '10-0000000' }),
    });
  const used = await create('Stale Bench Used LLC');
  const bare = await create('Stale Bench Bare LLC');

  await db.connect();
  const { rows } = await db.query('select org_id from entities where id = $1', [used.id]);
  const orgId = rows[0].org_id;
  const seeded = performance.now();
  await db.query(
    `insert into documents (org_id, name, current_version)
     select $1, 'Stale bench ' || i, 0 from generate_series(1, $2) as i`,
    [orgId, DOCUMENTS],
  );
  // One EIN row per document, filled from one of 1,000 other entities; USED_BY of them from `used`.
  await db.query(
    `insert into field_value_sources
       (org_id, document_id, field_id, source, record_type, record_id, record_field, record_value)
     select d.org_id, d.id, 'entity.ein', 'record', 'entity',
       case when row_number() over (order by d.id) <= $2 then $3::uuid
            else md5((hashtext(d.id::text) % 1000)::text)::uuid end,
       'ein', '10-0000000'
     from documents d where d.org_id = $1 and d.name like 'Stale bench %'`,
    [orgId, USED_BY, used.id],
  );
  await db.query('analyze documents; analyze field_value_sources');
  console.log(
    `Seeded ${DOCUMENTS.toLocaleString('en-US')} documents' rows in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const patch = (/** @type {string} */ id) => (/** @type {number} */ i) =>
    call(`${app.url}/api/entities/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ ein: i % 2 ? '10-0000000' : '10-0000001' }),
    });
  const baseline = await timed(patch(bare.id));
  const marking = await timed(patch(used.id));
  const list = await timed(() => call(`${app.url}/docs/documents?page_size=50`, { headers }));
  const [{ count }] = (await db.query('select count(*)::int as count from field_value_sources')).rows;
  console.log(`PATCH /api/entities/{id}, ${ROUNDS} rounds, ${count.toLocaleString('en-US')} provenance rows`);
  console.log(`  bare baseline (fills nothing):       ${summary(baseline)}`);
  console.log(`  marking ${USED_BY} documents' values:      ${summary(marking)}`);
  console.log(`GET /docs/documents?page_size=50 with stale counts: ${summary(list)}`);
} finally {
  await db.end().catch(() => {});
  await app.stop();
}
