// @ts-check
// `npm run bench:read`: 50 clients reading one 200 KB document from the built app, against a bare
// node:http + node-postgres server reading the same row, measured side by side in one run.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { startApp, waitForLine } from './app.mjs';
import { backendWatcher, cpuSeconds } from './cpu.mjs';
import { buildBenchContent } from './document.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 3;
// Alternating rounds even out the drift of a shared machine; the figures are summed over them.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DOCUMENT_BYTES = 200 * 1024;
const TARGET_RATIO = 0.8;
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-1';

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function call(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** Signs in as the demo attorney and creates the document, linked to a record of each kind. */
async function seedDocument(/** @type {string} */ base) {
  const json = { 'content-type': 'application/json' };
  const { access_token: token } = await call(`${base}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'attorney@demo.test', password: PASSWORD }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const options = await call(`${base}/docs/documents/filter-options`, { headers: auth });
  const first = (/** @type {{value: string}[]} */ list) => list.slice(0, 1).map((option) => option.value);
  const document = await call(`${base}/docs/documents`, {
    method: 'POST',
    headers: { ...json, ...auth },
    body: JSON.stringify({
      name: 'Benchmark engagement letter',
      content: buildBenchContent(DOCUMENT_BYTES),
      entity_ids: first(options.entities),
      owner_ids: first(options.owners),
      contact_ids: first(options.contacts),
      metadata: { letterhead: { width: 200 } },
    }),
  });
  return { token, document };
}

/**
 * Starts the baseline server on the app's database and resolves with its URL.
 * @param {string} databaseUrl
 * @param {{ id: string, current_version: number }} document
 */
async function startBaseline(databaseUrl, document) {
  const child = spawn(process.execPath, [new URL('./baseline-server.mjs', import.meta.url).pathname], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DOCUMENT_ID: document.id,
      VERSION: String(document.current_version),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [, port] = await waitForLine(child, /ready (\d+)/, () => '');
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * @typedef {{ requests: number, seconds: number, p50: number, p99: number, bytes: number,
 *   server: number, postgres: number, client: number }} Run
 * @typedef {{ url: string, headers: Record<string, string>, pid: number | undefined,
 *   side: 'app' | 'baseline' }} Target
 * @typedef {Awaited<ReturnType<typeof backendWatcher>>} Watcher
 */

/**
 * One load run; throws when a request got another status than `status`, so that a figure never
 * hides errors. CPU seconds are counted for the server process, its PostgreSQL backends and this
 * process, which generates the load.
 * @param {Target} target
 * @param {Watcher} watcher
 * @param {{ duration?: number, status?: number, headers?: Record<string, string> }} [options]
 * @returns {Promise<Run>}
 */
async function load(target, watcher, { duration = DURATION_S, status = 200, headers = {} } = {}) {
  const before = { server: cpuSeconds(target.pid), backends: await watcher.snapshot(target.side) };
  const client = process.cpuUsage();
  const result = await autocannon({
    url: target.url,
    headers: { ...target.headers, ...headers },
    connections: CONNECTIONS,
    duration,
  });
  const clientUsage = process.cpuUsage(client);
  const after = { server: cpuSeconds(target.pid), backends: await watcher.snapshot(target.side) };
  const expected = status === 304 ? result['3xx'] : result['2xx'];
  if (expected !== result.requests.total || result.errors + result.timeouts > 0) {
    throw new Error(`${target.url}: ${result.requests.total - expected} of ${result.requests.total} failed`);
  }
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / result.requests.total,
    server: after.server - before.server,
    postgres: watcher.spent(before.backends, after.backends),
    client: (clientUsage.user + clientUsage.system) / 1e6,
  };
}

/** Rounds added up: requests over seconds, CPU over requests, the worst round's latencies. @param {Run[]} runs */
function summarize(runs) {
  const sum = (/** @type {(run: Run) => number} */ pick) => runs.reduce((total, run) => total + pick(run), 0);
  const requests = sum((run) => run.requests);
  const perRequest = (/** @type {(run: Run) => number} */ pick) => (sum(pick) * 1000) / requests;
  return {
    rate: requests / sum((run) => run.seconds),
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    bytes: runs[0]?.bytes ?? 0,
    server: perRequest((run) => run.server),
    postgres: perRequest((run) => run.postgres),
    client: perRequest((run) => run.client),
  };
}

/** @param {string} label @param {ReturnType<typeof summarize>} figures */
const line = (label, figures) =>
  [
    label.padEnd(32),
    `${figures.rate.toFixed(0).padStart(5)} req/s`,
    `p50 ${String(figures.p50).padStart(4)} ms`,
    `p99 ${String(figures.p99).padStart(4)} ms`,
    `CPU ms/req: server ${figures.server.toFixed(2)}, postgres ${figures.postgres.toFixed(2)}, load ${figures.client.toFixed(2)}`,
    `${(figures.bytes / 1024).toFixed(0)} KB/answer`,
  ].join('   ');

async function main() {
  const app = await startApp({ serverUrl: process.env.BENCH_DATABASE_URL });
  /** @type {Awaited<ReturnType<typeof startBaseline>> | undefined} */
  let baseline;
  /** @type {Watcher | undefined} */
  let watcher;
  try {
    const { token, document } = await seedDocument(app.url);
    baseline = await startBaseline(app.databaseUrl, document);
    watcher = await backendWatcher(app.databaseUrl);
    /** @type {Target} */
    const bareTarget = { url: baseline.url, headers: {}, pid: baseline.pid, side: 'baseline' };
    /** @type {Target} */
    const appTarget = {
      url: `${app.url}/docs/documents/${document.id}`,
      headers: { authorization: `Bearer ${token}` },
      pid: app.pid,
      side: 'app',
    };

    // Both answers carry the same stored content, or the comparison means nothing.
    const fromApp = await call(appTarget.url, { headers: appTarget.headers });
    const fromBaseline = await call(bareTarget.url);
    if (!isDeepStrictEqual(fromApp.versions[0].content, fromBaseline.content)) {
      throw new Error('The app and the baseline answer different content');
    }
    const html = Buffer.byteLength(document.versions[0].content.ckeditor_html);
    const load1 = loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(`load average ${load1} on ${availableParallelism()} cores`);
    console.log(
      `document of ${(html / 1024).toFixed(0)} KB of HTML; ${CONNECTIONS} clients; ${ROUNDS} rounds of ${DURATION_S} s each\n`,
    );

    await load(bareTarget, watcher, { duration: WARMUP_S });
    await load(appTarget, watcher, { duration: WARMUP_S });
    /** @type {Run[]} */
    const bare = [];
    /** @type {Run[]} */
    const ours = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bare.push(await load(bareTarget, watcher));
      ours.push(await load(appTarget, watcher));
    }
    const base = summarize(bare);
    const product = summarize(ours);
    console.log(line('bare node:http + pg + stringify', base));
    console.log(line('app GET /docs/documents/{id}', product));
    // Rounded down, so that a ratio printed as 0.80 has met a 0.8 target.
    const ratio = Math.floor((product.rate / base.rate) * 100) / 100;
    const verdict = ratio >= TARGET_RATIO ? 'MET' : 'MISSED';
    console.log(
      `\nratio ${ratio.toFixed(2)}x the baseline's requests/s (target >= ${TARGET_RATIO}x): ${verdict}`,
    );
    const total = (/** @type {typeof base} */ side) => side.server + side.postgres + side.client;
    console.log(
      `CPU per request, all three processes: ${(total(product) / total(base)).toFixed(2)}x the baseline's\n`,
    );

    // Not part of the ratio: what a browser's request costs (compressed), and a revalidation.
    // BENCH_INFO=0 leaves them out, e.g. to profile the measured runs alone.
    if (process.env.BENCH_INFO === '0') return;
    const etag = (await fetch(appTarget.url, { headers: appTarget.headers })).headers.get('etag') ?? '';
    const compressed = await load(appTarget, watcher, { headers: { 'accept-encoding': 'br, gzip' } });
    console.log(line('INFO app, Accept-Encoding: br', summarize([compressed])));
    const revalidated = await load(appTarget, watcher, { headers: { 'if-none-match': etag }, status: 304 });
    console.log(line('INFO app, If-None-Match: 304', summarize([revalidated])));
  } finally {
    await watcher?.close();
    await baseline?.stop();
    await app.stop();
  }
}

await main();
