// @ts-check
// `npm run bench:suggest` (README.md here): on the 200-page contract with 1,000 suggestions, in one run,
// (a) typing p95 in Suggesting mode against Editing mode, in Chromium;
// (b) Accept all through the API against a plain save of the same document;
// (c) the redline Word export against the clean Word export.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { median, ms, ratio, verdict } from '../editor/verdicts.mjs';
import { measureApi } from './api.mjs';
import { measureTyping } from './typing.mjs';

const TARGET = { typing: 1.2, acceptAll: 1.5, redline: 1.5 };
const RESULTS = path.join(import.meta.dirname, 'results');
// BENCH_ONLY=typing,api runs one of the two parts (both by default).
const ONLY = new Set((process.env.BENCH_ONLY ?? 'typing,api').split(','));

async function main() {
  const lines = [
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} before, on ${availableParallelism()} cores`,
  ];
  /** @type {Record<string, unknown>} */
  const results = { date: new Date().toISOString() };
  const say = (/** @type {string} */ line) => {
    lines.push(line);
    console.log(line);
  };
  console.log(lines[0]);

  if (ONLY.has('typing')) {
    const typing = await measureTyping();
    const value = ratio(typing.suggesting.p95, typing.editing.p95);
    say(
      `Typing p95: Suggesting ${ms(typing.suggesting.p95, 1)} vs Editing ${ms(typing.editing.p95, 1)} ` +
        `(${typing.rounds} rounds of ${typing.keys} keys each): ${value.toFixed(2)}x (target <= ${TARGET.typing}x)   ${verdict(value, TARGET.typing)}`,
    );
    say(
      `INFO p50: Suggesting ${ms(typing.suggesting.p50, 1)} vs Editing ${ms(typing.editing.p50, 1)}; opened ${JSON.stringify(typing.opened)}`,
    );
    results.typing = typing;
  }

  if (ONLY.has('api')) {
    const api = await measureApi();
    const [acceptAll, save] = [median(api.times.acceptAll), median(api.times.save)];
    const acceptRatio = ratio(acceptAll, save);
    say(
      `Accept all of 1,000 suggestions: ${ms(acceptAll)} vs a plain save of the same document ${ms(save)} ` +
        `(median of ${api.rounds}, ${(api.htmlBytes / 1024).toFixed(0)} KB of HTML): ${acceptRatio.toFixed(2)}x (target <= ${TARGET.acceptAll}x)   ${verdict(acceptRatio, TARGET.acceptAll)}`,
    );
    const [redline, clean] = [median(api.times.redline), median(api.times.clean)];
    const redlineRatio = ratio(redline, clean);
    say(
      `Redline Word export: ${ms(redline)} vs the clean Word export ${ms(clean)} (median of ${api.rounds}; ` +
        `${(api.docx.redlineBytes / 1024).toFixed(0)} KB vs ${(api.docx.cleanBytes / 1024).toFixed(0)} KB): ${redlineRatio.toFixed(2)}x (target <= ${TARGET.redline}x)   ${verdict(redlineRatio, TARGET.redline)}`,
    );
    results.api = api;
  }

  mkdirSync(RESULTS, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(RESULTS, `suggest-${stamp}.json`), JSON.stringify(results, null, 2));
  writeFileSync(path.join(RESULTS, `suggest-${stamp}.txt`), `${lines.join('\n')}\n`);
}

await main();
