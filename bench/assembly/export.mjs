// @ts-check
// Measure (b): the PDF export of the template (resolved by the export route) against the PDF export of
// the same document with the logic taken out, both through the built app's HTTP route, alternating.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { appHost } from '../export/app.mjs';
import { treeCpuMs } from './process-cpu.mjs';
import { seedAssembly } from './seed.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const WARM_UP = 2;
// A pause before each export lets the browser finish closing the last page.
const SETTLE_MS = 300;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * One PDF export through the route, timed from the request to the last byte of the answer, with the
 * CPU time the app's process tree (the server, its Chromium) spent meanwhile.
 * @param {{ url: string, pid: number }} app @param {string} token @param {string} id @param {string} [file]
 */
async function exportPdf(app, token, id, file) {
  const cpuBefore = treeCpuMs(app.pid);
  const started = performance.now();
  const response = await fetch(`${app.url}/docs/documents/${id}/export?format=pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  const cpuAfter = treeCpuMs(app.pid);
  const cpuMs = { server: cpuAfter.server - cpuBefore.server, below: cpuAfter.below - cpuBefore.below };
  if (response.status !== 200) throw new Error(`export ${id}: ${response.status} ${bytes.toString()}`);
  if (file) writeFileSync(file, bytes);
  return { ms: elapsed, cpuMs };
}

/** The text of a PDF and its page count (pdftotext ends every page with a form feed). */
function pdfText(/** @type {string} */ file) {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { maxBuffer: 256 * 1024 * 1024 }).toString();
  return { pages: text.split('\f').length - 1, text };
}

const count = (/** @type {string} */ text, /** @type {string} */ words) => text.split(words).length - 1;

/** Seeds a fresh app, checks both PDFs, then times the exports round by round. */
export async function measureExport() {
  const host = await appHost({ serverUrl: process.env.BENCH_DATABASE_URL });
  const work = mkdtempSync(path.join(tmpdir(), 'lexdraft-bench-assembly-'));
  /** @type {Awaited<ReturnType<typeof host.start>> | undefined} */
  let app;
  try {
    app = await host.start();
    const { token, logic, plain } = await seedAssembly(app.url);
    const files = { logic: path.join(work, 'logic.pdf'), plain: path.join(work, 'plain.pdf') };
    for (let run = 0; run < WARM_UP; run += 1) {
      await exportPdf(app, token, logic.id, files.logic);
      await exportPdf(app, token, plain.id, files.plain);
    }

    // The template must print resolved: no marker, every repeat expanded, formats applied.
    const printed = { logic: pdfText(files.logic), plain: pdfText(files.plain) };
    if (printed.logic.text.includes('{{') || printed.plain.text.includes('{{')) {
      throw new Error('A PDF prints marker text');
    }
    const flat = printed.logic.text.replace(/\s+/g, ' ');
    const joins = count(flat, 'joins this Agreement');
    if (joins < 250 || !flat.includes('15th day of January, 2027')) {
      throw new Error(`The template's PDF is not resolved (${joins} repeated paragraphs, 250 expected)`);
    }

    /** @type {{ logic: number[], plain: number[] }} */
    const times = { logic: [], plain: [] };
    /** @type {{ logic: number[], plain: number[] }} */
    const cpu = { logic: [], plain: [] };
    /** @type {{ logic: number[], plain: number[] }} */
    const serverCpu = { logic: [], plain: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order =
        round % 2 === 0
          ? /** @type {const} */ (['plain', 'logic'])
          : /** @type {const} */ (['logic', 'plain']);
      for (const variant of order) {
        await settle();
        const exported = await exportPdf(app, token, (variant === 'logic' ? logic : plain).id);
        times[variant].push(exported.ms);
        cpu[variant].push(exported.cpuMs.server + exported.cpuMs.below);
        serverCpu[variant].push(exported.cpuMs.server);
      }
    }
    return {
      rounds: ROUNDS,
      times,
      cpu,
      serverCpu,
      pages: { logic: printed.logic.pages, plain: printed.plain.pages },
      htmlBytes: { logic: logic.htmlBytes, plain: plain.htmlBytes },
    };
  } finally {
    await app?.stop();
    await host.dispose();
    rmSync(work, { recursive: true, force: true });
  }
}
