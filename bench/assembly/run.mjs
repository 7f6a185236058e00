// @ts-check
// `npm run bench:assembly`: a 200-page template with 300 conditions, 20 repeats over 25 items and
// 2,000 fields, against the same document with the logic taken out, in the same run (README.md here):
// (a) resolving it, (b) its PDF export through the app's route, (c) typing in the editor.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { median, ms, ratio, verdict } from '../editor/verdicts.mjs';
import { measureExport } from './export.mjs';
import { measureResolve } from './resolve.mjs';
import { measureTyping } from './typing.mjs';

const TARGET = { resolve: 1.3, export: 1.1, typing: 1.2 };
const RESULTS = path.join(import.meta.dirname, 'results');
// BENCH_ONLY=resolve,export,typing runs some of the three (all by default).
const ONLY = new Set((process.env.BENCH_ONLY ?? 'resolve,export,typing').split(','));

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  /** @type {string[]} */
  const lines = [`load average ${load()} before, on ${availableParallelism()} cores`];
  /** @type {Record<string, unknown>} */
  const results = { date: new Date().toISOString() };
  const say = (/** @type {string} */ line) => {
    lines.push(line);
    console.log(line);
  };
  console.log(lines[0]);

  if (ONLY.has('resolve')) {
    /** @type {{ htmlToDocumentJson: (html: string) => import('@lexdraft/core').JsonNode }} */
    const server = await import(
      new URL('../../apps/server/dist/lib/editor-document.js', import.meta.url).href
    );
    const resolved = measureResolve(server.htmlToDocumentJson);
    const cpu = resolved.times.cpu;
    const [logic, plain] = [median(cpu.logic ?? []), median(cpu.plain ?? [])];
    const value = ratio(logic, plain);
    say(
      `INFO template: ${resolved.stored.conditionBlock} block conditions, ${resolved.stored.inlineCondition} text nodes under inline conditions, ` +
        `${resolved.stored.repeatBlock} repeated blocks and ${resolved.stored.rowRepeats} repeated rows, ${resolved.stored.fields} fields (${resolved.stored.formatted} formatted); ` +
        `resolved: ${resolved.resolved.logic.fields} fields printed, against ${resolved.resolved.plain.fields}`,
    );
    say(
      `Resolve: template ${ms(logic, 2)} CPU (median of ${resolved.rounds}) vs filling the logic-free document's fields ${ms(plain, 2)}: ` +
        `${value.toFixed(2)}x (target <= ${TARGET.resolve}x)   ${verdict(value, TARGET.resolve)}`,
    );
    const wall = resolved.times.wall;
    say(
      `INFO the same in wall time: template ${ms(median(wall.logic ?? []), 2)} vs ${ms(median(wall.plain ?? []), 2)}`,
    );
    const shaped = resolved.editorShaped.cpu;
    const [shapedLogic, shapedPlain] = [median(shaped.logic ?? []), median(shaped.plain ?? [])];
    say(
      `INFO resolve on the parser's own JSON (ProseMirror's prototype-less attrs, as the editor's getJSON gives): ` +
        `template ${ms(shapedLogic, 2)} vs logic-free ${ms(shapedPlain, 2)} CPU: ${ratio(shapedLogic, shapedPlain).toFixed(2)}x`,
    );
    results.resolve = resolved;
  }

  if (ONLY.has('export')) {
    const exported = await measureExport();
    const [logic, plain] = [median(exported.cpu.logic), median(exported.cpu.plain)];
    const value = ratio(logic, plain);
    say(
      `INFO PDF: template ${(exported.htmlBytes.logic / 1024).toFixed(0)} KB of HTML, ${exported.pages.logic} pages resolved; ` +
        `logic-free ${(exported.htmlBytes.plain / 1024).toFixed(0)} KB, ${exported.pages.plain} pages`,
    );
    say(
      `PDF export: template ${ms(logic)} CPU of the server and its Chromium (median of ${exported.rounds}) vs the logic-free document ${ms(plain)}: ` +
        `${value.toFixed(2)}x (target <= ${TARGET.export}x)   ${verdict(value, TARGET.export)}`,
    );
    const [serverLogic, serverPlain] = [median(exported.serverCpu.logic), median(exported.serverCpu.plain)];
    say(
      `INFO of which the server process: template ${ms(serverLogic)} vs ${ms(serverPlain)}; Chromium: ` +
        `${ms(logic - serverLogic)} vs ${ms(plain - serverPlain)} (medians apart)`,
    );
    const [wallLogic, wallPlain] = [median(exported.times.logic), median(exported.times.plain)];
    say(
      `INFO PDF export wall time, request to last byte: template ${ms(wallLogic)} vs ${ms(wallPlain)}: ${ratio(wallLogic, wallPlain).toFixed(2)}x; ` +
        `rounds: template ${exported.times.logic.map((t) => ms(t)).join(', ')}; logic-free ${exported.times.plain.map((t) => ms(t)).join(', ')}`,
    );
    results.export = exported;
  }

  if (ONLY.has('typing')) {
    const typed = await measureTyping();
    const value = ratio(typed.logic.p95, typed.plain.p95);
    say(
      `Typing p95: template ${ms(typed.logic.p95, 1)} vs the logic-free document ${ms(typed.plain.p95, 1)} ` +
        `(${typed.keys} keys x ${typed.rounds} sessions each, inside the middle condition): ${value.toFixed(2)}x (target <= ${TARGET.typing}x)   ${verdict(value, TARGET.typing)}`,
    );
    say(
      `INFO typing p50: template ${ms(typed.logic.p50, 1)}, logic-free ${ms(typed.plain.p50, 1)}; p95 per session: ` +
        `template ${typed.logic.p95PerRound.map((t) => t.toFixed(1)).join(' / ')}, logic-free ${typed.plain.p95PerRound.map((t) => t.toFixed(1)).join(' / ')}`,
    );
    results.typing = typed;
  }

  say(`load average ${load()} after`);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify({ ...results, lines }, null, 2)}\n`);
}

await main();
