// @ts-check
// `npm run bench:import`: the Word import's preview (readDocxPackage + convertDocx) against mammoth
// alone converting the same 100-page contract with 500 placeholders, in one process, side by side.
import { loadavg } from 'node:os';
import mammoth from 'mammoth';
import { convertDocx, readDocxPackage } from '../../apps/server/dist/modules/template-import/index.js';
import { buildContract } from './contract.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const WARMUP = 3;
const TARGET_RATIO = 1.5;

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[sorted.length >> 1]);
};

// Each run starts from a collected heap (node --expose-gc), so neither pays for the other's garbage.
const collect = /** @type {() => void} */ (globalThis.gc ?? (() => {}));

async function time(/** @type {() => Promise<unknown>} */ run) {
  collect();
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const { bytes, placeholders } = await buildContract();
const mammothAlone = () => mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
const preview = () => convertDocx(readDocxPackage(bytes), { intelligentDetection: true });

const converted = await preview();
const found = converted.placeholders.reduce((sum, placeholder) => sum + placeholder.occurrences, 0);
console.log(
  `contract: ${(bytes.length / 1024).toFixed(0)} KB, ${placeholders} placeholders written, ${found} found`,
);
if (found !== placeholders) throw new Error(`the preview found ${found} placeholders, not ${placeholders}`);

for (let round = 0; round < WARMUP; round += 1) {
  await mammothAlone();
  await preview();
}
/** @type {number[]} */
const baseline = [];
/** @type {number[]} */
const ours = [];
// Alternating rounds, each in turn first, even out the drift of a shared machine.
for (let round = 0; round < ROUNDS; round += 1) {
  if (round % 2 === 0) {
    baseline.push(await time(mammothAlone));
    ours.push(await time(preview));
  } else {
    ours.push(await time(preview));
    baseline.push(await time(mammothAlone));
  }
}
const ratio = median(ours) / median(baseline);
console.log(
  `mammoth alone: median ${median(baseline).toFixed(0)} ms (${baseline.map((ms) => ms.toFixed(0)).join(', ')})`,
);
console.log(
  `preview:       median ${median(ours).toFixed(0)} ms (${ours.map((ms) => ms.toFixed(0)).join(', ')})`,
);
console.log(
  `ratio ${ratio.toFixed(2)}x, target under ${TARGET_RATIO}x: ${ratio < TARGET_RATIO ? 'MET' : 'MISS'} ` +
    `(load average ${loadavg()[0]?.toFixed(1)})`,
);
