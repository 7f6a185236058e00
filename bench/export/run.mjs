// @ts-check
// `npm run bench:export`: the document export through the app's HTTP route against raw Chromium
// page.pdf and raw docx packing of the same document in the same run, the first export of a fresh
// app process, and the server's memory while four exports run at once (README.md here).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { strFromU8, unzipSync } from 'fflate';
import { appHost } from './app.mjs';
import { chromiumProcesses, resetPeak, sampleMemory, statusKb } from './memory.mjs';
import { seedDocuments } from './seed.mjs';

const PDF_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
// A Word export takes a tenth of a PDF's time, so more rounds cost little and steady the median.
const DOCX_ROUNDS = Number(process.env.BENCH_DOCX_ROUNDS ?? 15);
// The editor benchmark's contract generator, at the length that prints on 200 A4 pages with the
// letterhead, header and footer (its own 2,000 paragraphs print on 364).
const PARAGRAPHS = Number(process.env.BENCH_PARAGRAPHS ?? 1100);
const FIELDS = 2000;
// Both sides run a few times before they are measured, so that neither is timed while V8 compiles.
const WARM_UP = { pdf: 2, docx: 5 };
// A pause before each measure lets the browsers finish closing the last page.
const SETTLE_MS = 300;
const TARGET = { pdfRatio: 1.2, firstExtraMs: 2000, docxRatio: 1.5, serverMb: 500 };
const RESULTS = path.join(import.meta.dirname, 'results');

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[middle])
    : /** @type {number} */ (sorted[middle - 1] + /** @type {number} */ (sorted[middle])) / 2;
};
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
const mb = (/** @type {number} */ value) => `${value.toFixed(0)} MB`;
const verdict = (/** @type {boolean} */ met) => (met ? 'PASS' : 'MISS');
// Rounded up, so that a ratio printed as 1.20 has met a 1.2 target.
const ratio = (/** @type {number} */ ours, /** @type {number} */ base) =>
  Math.ceil((ours / base) * 100) / 100;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * One export through the route, timed from the request to the last byte of the answer.
 * @param {{ url: string }} app
 * @param {string} token
 * @param {string} id
 * @param {'pdf' | 'docx'} format
 * @param {string} [file] where to keep the answer
 */
async function exportOnce(app, token, id, format, file) {
  const started = performance.now();
  const response = await fetch(`${app.url}/docs/documents/${id}/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`export ${format}: ${response.status} ${bytes.toString()}`);
  if (file) writeFileSync(file, bytes);
  return { ms: elapsed, bytes: bytes.length };
}

/**
 * The raw baselines' process (baseline.mjs), driven a command at a time.
 * @param {Record<string, string>} env
 */
async function startBaseline(env) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'baseline.mjs')], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stdout = /** @type {import('node:stream').Readable} */ (child.stdout);
  const lines = createInterface({ input: stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('The baseline process ended early');
    return JSON.parse(value);
  };
  const ready = await next();
  return {
    /** @type {{ htmlBytes: number, paragraphs: number, runs: number, runsPerNode: number }} */
    ready,
    /** @param {string} command @returns {Promise<{ ms: number, bytes: number, buildMs?: number }>} */
    run: async (command) => {
      child.stdin?.write(`${command}\n`);
      return next();
    },
    stop: async () => {
      child.stdin?.end('quit\n');
      await exited;
    },
  };
}

/** The text of a PDF and its page count (poppler-utils; pdftotext ends every page with a form feed). */
function pdfText(/** @type {string} */ file) {
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { maxBuffer: 256 * 1024 * 1024 }).toString();
  return { pages: text.split('\f').length - 1, text };
}

/** The text of each non-empty paragraph of a .docx's body. */
function docxParagraphs(/** @type {string} */ file) {
  const xml = strFromU8(/** @type {Uint8Array} */ (unzipSync(readFileSync(file))['word/document.xml']));
  return xml
    .split('</w:p>')
    .map((paragraph) =>
      Array.from(paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g), (m) => m[1]).join(''),
    )
    .filter((text) => text !== '');
}

/**
 * Four exports at once, two of each format; the server's peak RSS is the higher of its VmHWM
 * (reset just before) and the samples.
 * @param {{ url: string, pid: number }} app
 * @param {string} token
 * @param {string[]} ids four documents
 */
async function fourAtOnce(app, token, ids) {
  const formats = /** @type {const} */ (['pdf', 'docx', 'pdf', 'docx']);
  const peakReset = resetPeak(app.pid);
  const beforeMb = statusKb(app.pid, 'VmRSS') / 1024;
  const stop = sampleMemory(app.pid);
  const runs = await Promise.all(
    formats.map((format, index) => exportOnce(app, token, String(ids[index]), format)),
  );
  const sampled = stop();
  const highWaterMb = peakReset ? statusKb(app.pid, 'VmHWM') / 1024 : 0;
  return {
    serverMb: Math.max(sampled.serverMb, highWaterMb),
    beforeMb,
    chromiumPssMb: sampled.chromiumPssMb,
    chromiumRssMb: sampled.chromiumRssMb,
    times: runs.map((run, index) => `${formats[index]} ${ms(run.ms)}`).join(', '),
  };
}

async function main() {
  const host = await appHost({ serverUrl: process.env.BENCH_DATABASE_URL });
  const work = mkdtempSync(path.join(tmpdir(), 'lexdraft-bench-export-files-'));
  const file = (/** @type {string} */ name) => path.join(work, name);
  /** @type {Awaited<ReturnType<typeof host.start>> | undefined} */
  let app;
  /** @type {Awaited<ReturnType<typeof startBaseline>> | undefined} */
  let baseline;
  try {
    // Four documents: the first is measured; all four are exported at once for the memory figure.
    app = await host.start();
    const seeded = await seedDocuments(app.url, { count: 4, paragraphs: PARAGRAPHS, fields: FIELDS });
    const { token, orgId } = seeded;
    const ids = seeded.documents.map((document) => document.id);
    const id = /** @type {string} */ (ids[0]);
    await app.stop();

    // A fresh process, asked for a PDF the moment it says it is ready: its browser is still starting.
    app = await host.start();
    const first = await exportOnce(app, token, id, 'pdf', file('app.pdf'));
    for (let run = 0; run < WARM_UP.pdf; run += 1) await exportOnce(app, token, id, 'pdf');
    for (let run = 0; run < WARM_UP.docx; run += 1)
      await exportOnce(app, token, id, 'docx', file('app.docx'));

    baseline = await startBaseline({
      DATABASE_URL: app.databaseUrl,
      DATA_DIR: app.dataDir,
      ORG_ID: orgId,
      DOCUMENT_ID: id,
    });
    const { htmlBytes, runs, runsPerNode } = baseline.ready;
    for (let run = 0; run < WARM_UP.pdf; run += 1) await baseline.run(`pdf ${file('raw.pdf')}`);
    for (let run = 0; run < WARM_UP.docx; run += 1) {
      await baseline.run(`docx ${file('raw.docx')}`);
      await baseline.run('docx-images');
      await baseline.run('docx-per-node');
    }

    // The same document on both sides, or the ratios mean nothing.
    const printed = pdfText(file('app.pdf'));
    const raw = pdfText(file('raw.pdf'));
    if (printed.pages !== raw.pages || printed.text !== raw.text) {
      throw new Error(
        `The app and the baseline print different PDFs (${printed.pages} and ${raw.pages} pages)`,
      );
    }
    if (!printed.text.includes(`Page ${printed.pages} of ${printed.pages}`) || printed.text.includes('{{')) {
      throw new Error('The PDF lacks its page numbers or has unfilled fields');
    }
    const wordParagraphs = docxParagraphs(file('app.docx'));
    if (JSON.stringify(wordParagraphs) !== JSON.stringify(docxParagraphs(file('raw.docx')))) {
      throw new Error('The app and the baseline write different paragraphs to Word');
    }

    const load = () =>
      loadavg()
        .map((n) => n.toFixed(2))
        .join(' ');
    const loadBefore = load();
    /** @type {Record<'appPdf' | 'rawPdf' | 'appDocx' | 'rawDocx' | 'rawDocxBuild' | 'rawDocxImages' | 'rawDocxPerNode', number[]>} */
    const times = {
      appPdf: [],
      rawPdf: [],
      appDocx: [],
      rawDocx: [],
      rawDocxBuild: [],
      rawDocxImages: [],
      rawDocxPerNode: [],
    };
    // Each format in a block of its own, the sides alternating to even out the drift of a shared machine.
    for (let round = 0; round < DOCX_ROUNDS; round += 1) {
      await settle();
      const packed = await baseline.run('docx');
      times.rawDocx.push(packed.ms);
      times.rawDocxBuild.push(packed.buildMs ?? 0);
      await settle();
      times.appDocx.push((await exportOnce(app, token, id, 'docx')).ms);
      await settle();
      times.rawDocxImages.push((await baseline.run('docx-images')).ms);
      await settle();
      times.rawDocxPerNode.push((await baseline.run('docx-per-node')).ms);
    }
    for (let round = 0; round < PDF_ROUNDS; round += 1) {
      await settle();
      times.rawPdf.push((await baseline.run('pdf')).ms);
      await settle();
      times.appPdf.push((await exportOnce(app, token, id, 'pdf')).ms);
    }
    await baseline.stop();
    baseline = undefined;

    // Three of the four documents' bodies have not been read by this process yet: the cold case, as
    // when people export contracts they have just edited. Then the same four again, warm.
    await settle();
    const cold = await fourAtOnce(app, token, [ids[1], ids[2], ids[3], id].map(String));
    await settle();
    const warm = await fourAtOnce(app, token, ids);

    const pdf = { app: median(times.appPdf), raw: median(times.rawPdf) };
    const docx = { app: median(times.appDocx), raw: median(times.rawDocx) };
    const pdfRatio = ratio(pdf.app, pdf.raw);
    const docxRatio = ratio(docx.app, docx.raw);
    const extra = first.ms - pdf.app;
    // The higher of the two bursts: where V8's heap stood when one began moves the peak by 100 MB and more.
    const peakMb = Math.max(cold.serverMb, warm.serverMb);
    const document = seeded.documents[0];
    const lines = [
      `load average ${loadBefore} before the rounds, ${load()} after, on ${availableParallelism()} cores`,
      `document: ${((document?.htmlBytes ?? 0) / 1024).toFixed(0)} KB of HTML, ${PARAGRAPHS} paragraphs, ` +
        `${FIELDS} filled merge fields; ${printed.pages} PDF pages; print HTML ${(htmlBytes / 1024).toFixed(0)} KB; ` +
        ` ${wordParagraphs.length} Word paragraphs; ` +
        `letterhead ${(seeded.images.letterhead / 1024).toFixed(0)} KB and logo ${(seeded.images.logo / 1024).toFixed(0)} KB PNG`,
      `app start to ready ${ms(app.startMs)}; ${PDF_ROUNDS} PDF and ${DOCX_ROUNDS} DOCX rounds after ${WARM_UP.pdf} and ${WARM_UP.docx} warm-ups`,
      '',
      `PDF warm: route ${ms(pdf.app)} (median of ${PDF_ROUNDS}) vs raw page.pdf ${ms(pdf.raw)}: ${pdfRatio.toFixed(2)}x (target <= ${TARGET.pdfRatio}x)   ${verdict(pdfRatio <= TARGET.pdfRatio)}`,
      `PDF first export after start: ${ms(first.ms)} vs warm ${ms(pdf.app)}: +${ms(extra)}, ${ratio(first.ms, pdf.app).toFixed(2)}x (target <= +${TARGET.firstExtraMs} ms)   ${verdict(extra <= TARGET.firstExtraMs)}`,
      `DOCX: route ${ms(docx.app)} (median of ${DOCX_ROUNDS}) vs raw Packer.toBuffer ${ms(docx.raw)}: ${docxRatio.toFixed(2)}x (target <= ${TARGET.docxRatio}x)   ${verdict(docxRatio <= TARGET.docxRatio)}`,
      `Memory: server process peak RSS ${mb(peakMb)} while 4 exports run at once, ${(peakMb / TARGET.serverMb).toFixed(2)}x the limit (target < ${TARGET.serverMb} MB)   ${verdict(peakMb < TARGET.serverMb)}`,
      `INFO Chromium, a process tree of its own (${chromiumProcesses(app.pid).length} processes now), not under the target: peak ${mb(Math.max(cold.chromiumPssMb, warm.chromiumPssMb))} PSS summed (${mb(Math.max(cold.chromiumRssMb, warm.chromiumRssMb))} RSS summed, shared pages counted per process)`,
      `INFO the 4 at once, 3 bodies not yet read: server peak RSS ${mb(cold.serverMb)}, before ${mb(cold.beforeMb)}; ${cold.times}`,
      `INFO the 4 at once again, bodies read: server peak RSS ${mb(warm.serverMb)}, before ${mb(warm.beforeMb)}; ${warm.times}`,
      `INFO raw docx with the letterhead and logo as pictures in headers: ${ms(median(times.rawDocxImages))}; the route is ${ratio(docx.app, median(times.rawDocxImages)).toFixed(2)}x that`,
      `INFO raw docx with a run per text node and per field (${runsPerNode} runs, against ${runs} in one per stretch of one style): ${ms(median(times.rawDocxPerNode))}; the route is ${ratio(docx.app, median(times.rawDocxPerNode)).toFixed(2)}x that`,
      `INFO PDF rounds: route ${times.appPdf.map(ms).join(', ')}; raw ${times.rawPdf.map(ms).join(', ')}`,
      `INFO DOCX rounds: route ${times.appDocx.map(ms).join(', ')}; raw ${times.rawDocx.map(ms).join(', ')} (building the Paragraphs: median ${ms(median(times.rawDocxBuild))})`,
    ];
    for (const line of lines) console.log(line);

    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(
      path.join(RESULTS, 'latest.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          document: {
            paragraphs: PARAGRAPHS,
            fields: FIELDS,
            htmlBytes: document?.htmlBytes,
            pdfPages: printed.pages,
          },
          firstMs: first.ms,
          appStartMs: app.startMs,
          times,
          memory: { cold, warm },
          lines,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await baseline?.stop();
    await app?.stop();
    await host.dispose();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
