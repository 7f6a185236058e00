// @ts-check
// `npm run bench:review`: the built-in reviewer (apps/server/src/modules/ai/reviewer) on the editor
// benchmark's 200-page contract, timed in one process: reading the stored content into the editor's
// JSON as a route does, then the review. Target (issue 15): under 1 s of server time.
import { loadavg } from 'node:os';
import { tsImport } from 'tsx/esm/api';
import { storedContentJson } from '../../apps/server/dist/lib/editor-document.js';
import {
  reviewClause,
  reviewContext,
  reviewDocument,
} from '../../apps/server/dist/modules/ai/reviewer/index.js';

/** @type {typeof import('../editor/contract.ts')} */
const contract = await tsImport('../editor/contract.ts', import.meta.url);

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const WARMUP = 3;
const PARAGRAPHS = Number(process.env.BENCH_PARAGRAPHS ?? contract.CONTRACT_PARAGRAPHS);
const FIELDS = 2000;
const TARGET_MS = 1000;
const NOW = new Date();

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[sorted.length >> 1]);
};
// Each run starts from a collected heap (node --expose-gc), so that none pays for another's garbage.
const collect = /** @type {() => void} */ (globalThis.gc ?? (() => {}));

/**
 * Wall time and CPU time (user and system) of one run. On a shared machine the CPU time is the
 * steadier figure: wall time also counts the moments other work had the core.
 * @template T @param {() => T} run
 */
function time(run) {
  collect();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = run();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { result, wall, cpu: (used.user + used.system) / 1000 };
}

const html = contract.buildContract({ fields: FIELDS, paragraphs: PARAGRAPHS, variant: 'product' });
const values = Object.fromEntries(contract.CONTRACT_FIELD_IDS.map((id, index) => [id, `Value ${index + 1}`]));
const content = { ckeditor_html: html, merge_field_values: values, schema_version: '3.0' };
const read = () => storedContentJson(content);
const json = read();
const review = () => reviewDocument({ json, values, now: NOW });
const readAndReview = () => reviewDocument({ json: read(), values, now: NOW });

const first = review();
const clauses = reviewContext(json).clauses;
// A section in the middle of the contract (a heading of level 3, "Section 10.3 ...").
const middle = /** @type {string} */ (
  clauses.filter((clause) => clause.level === 3)[clauses.length >> 2]?.id
);
console.log(
  `contract: ${PARAGRAPHS.toLocaleString('en-US')} paragraphs, ${(html.length / 1024).toFixed(0)} KB of HTML, ` +
    `${FIELDS.toLocaleString('en-US')} merge fields (all filled)`,
);
console.log(`review: ${first.summary}`);
console.log(`clause reviewed: ${middle}`);

for (let round = 0; round < WARMUP; round += 1) readAndReview();
/** @type {Record<'read' | 'review' | 'both' | 'clause' | 'summary', { wall: number[], cpu: number[] }>} */
const samples = {
  read: { wall: [], cpu: [] },
  review: { wall: [], cpu: [] },
  both: { wall: [], cpu: [] },
  clause: { wall: [], cpu: [] },
  summary: { wall: [], cpu: [] },
};
const runs = {
  read,
  review,
  both: readAndReview,
  // A clause in the middle: the whole document is read for its context, its blocks are reported on.
  clause: () => {
    if (!reviewClause({ json, values, now: NOW, clauseId: middle })) throw new Error(`no clause ${middle}`);
  },
  summary: () => reviewDocument({ json, values, now: NOW, mode: 'summary' }),
};
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, run] of Object.entries(runs)) {
    const { wall, cpu } = time(run);
    samples[/** @type {keyof typeof samples} */ (name)].wall.push(wall);
    samples[/** @type {keyof typeof samples} */ (name)].cpu.push(cpu);
  }
}

const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
const line = (/** @type {string} */ label, /** @type {keyof typeof samples} */ name) =>
  console.log(
    `${label.padEnd(34)} median ${ms(median(samples[name].wall)).padStart(7)} wall, ` +
      `${ms(median(samples[name].cpu)).padStart(7)} CPU  (wall: ${samples[name].wall.map((value) => value.toFixed(0)).join(', ')})`,
  );
line('read (stored HTML -> editor JSON)', 'read');
line('review (every rule)', 'review');
line('read + review (an analyze request)', 'both');
line('clause review (one section)', 'clause');
line('summary', 'summary');

const verdict = (/** @type {number} */ value) => (value < TARGET_MS ? 'MET' : 'MISS');
const reviewCpu = median(samples.review.cpu);
const bothCpu = median(samples.both.cpu);
console.log(
  `target: review under ${TARGET_MS} ms of server time: ${verdict(reviewCpu)} (${ms(reviewCpu)} CPU)`,
);
console.log(
  `target: read + review under ${TARGET_MS} ms of server time: ${verdict(bothCpu)} (${ms(bothCpu)} CPU)` +
    ` (load average ${loadavg()[0]?.toFixed(1)})`,
);
