// @ts-check
// `npm run bench:bulk` (README.md here): 200 documents from a 5-page template with 20 fields and 3
// conditions as one bulk job, against 200 `POST /docs/documents/generate` calls one after another;
// the zip of their 200 PDFs against 200 single PDF exports; the server's memory throughout. All in
// one run of the built app, so the machine's speed cancels out of the ratios.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import { ms, ratio, verdict } from '../editor/verdicts.mjs';
import { appHost } from '../export/app.mjs';
import { sampleMemory } from '../export/memory.mjs';
import { bulkCsv, DOCUMENTS, rowValues, seedBulk } from './seed.mjs';

const TARGET = { bulk: 0.5, zip: 1.2, memoryMb: 500 };
const RESULTS = path.join(import.meta.dirname, 'results');
// The job's end is read from its finished_at, so polling more often would only tax the server.
const POLL_MS = 100;
// BENCH_ONLY=generate skips the zip measure (which takes minutes: 400 PDFs).
const ONLY = new Set((process.env.BENCH_ONLY ?? 'generate,zip').split(','));
const WARM_UP = 3;

/** @param {string} url @param {string} token @param {RequestInit} [init] */
async function request(url, token, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${bytes.toString()}`);
  return bytes;
}

/** @param {{ url: string }} app @param {string} token @param {string} templateId @param {string[]} entityIds */
async function generateOneByOne(app, token, templateId, entityIds) {
  const started = performance.now();
  for (const [index, entityId] of entityIds.entries()) {
    await request(`${app.url}/docs/documents/generate`, token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ template_id: templateId, entity_id: entityId, overrides: rowValues(index) }),
    });
  }
  return performance.now() - started;
}

/** The bulk job from its request to its last row, polling its status. */
async function generateInBulk(
  /** @type {{ url: string }} */ app,
  /** @type {string} */ token,
  /** @type {string} */ templateId,
  /** @type {string[]} */ entityIds,
) {
  const form = new FormData();
  form.append('file', new Blob([bulkCsv(entityIds)], { type: 'text/csv' }), 'rows.csv');
  const started = performance.now();
  const startedAt = Date.now();
  const { job_id: jobId } = JSON.parse(
    (
      await request(`${app.url}/docs/templates/${templateId}/bulk-generate`, token, {
        method: 'POST',
        body: form,
      })
    ).toString(),
  );
  for (;;) {
    const job = JSON.parse((await request(`${app.url}/docs/bulk-jobs/${jobId}`, token)).toString());
    if (!['queued', 'running'].includes(job.status)) {
      // The job ended at its finished_at (this machine's clock, as Date.now), not at the poll that saw it.
      const elapsed = job.finished_at ? Date.parse(job.finished_at) - startedAt : performance.now() - started;
      if (job.status !== 'completed' || job.done !== entityIds.length)
        throw new Error(
          `bulk job ended ${job.status} with ${job.done} done, errors ${JSON.stringify(job.errors.slice(0, 3))}`,
        );
      return { ms: elapsed, job };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function main() {
  const say = (/** @type {string} */ line) => console.log(line);
  say(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} before, on ${availableParallelism()} cores; ${DOCUMENTS} documents`,
  );
  const host = await appHost({ serverUrl: process.env.BENCH_DATABASE_URL });
  /** @type {Awaited<ReturnType<typeof host.start>> | undefined} */
  let app;
  try {
    app = await host.start();
    const { token, templateId, entityIds } = await seedBulk(app.url);
    const stopMemory = sampleMemory(app.pid, 50);
    // Warm both paths (the first save loads the sanitizer's workers, the first PDF the browser).
    await generateOneByOne(app, token, templateId, entityIds.slice(0, WARM_UP));
    const warm = await generateInBulk(app, token, templateId, entityIds.slice(0, WARM_UP));
    await request(`${app.url}/docs/documents/${warm.job.documents[0].id}/export?format=pdf`, token);

    const oneByOne = await generateOneByOne(app, token, templateId, entityIds);
    const bulk = await generateInBulk(app, token, templateId, entityIds);
    const generateRatio = ratio(bulk.ms, oneByOne);
    say(
      `Bulk job: ${DOCUMENTS} documents in ${ms(bulk.ms)} vs ${DOCUMENTS} generate calls one after another ${ms(oneByOne)}: ` +
        `${generateRatio.toFixed(2)}x (target <= ${TARGET.bulk}x)   ${verdict(generateRatio, TARGET.bulk)}`,
    );

    if (!ONLY.has('zip')) {
      const memory = stopMemory();
      say(`Server memory: highest RSS ${memory.serverMb.toFixed(0)} MB (generate only)`);
      return;
    }
    let singles = 0;
    let singleBytes = 0;
    for (const document of bulk.job.documents) {
      const started = performance.now();
      singleBytes += (await request(`${app.url}/docs/documents/${document.id}/export?format=pdf`, token))
        .length;
      singles += performance.now() - started;
    }
    const zipStarted = performance.now();
    const zip = await request(`${app.url}/docs/bulk-jobs/${bulk.job.id}/download?format=pdf`, token);
    const zipMs = performance.now() - zipStarted;
    const entries = Object.keys(unzipSync(new Uint8Array(zip))).filter((name) => name.endsWith('.pdf'));
    if (entries.length !== DOCUMENTS)
      throw new Error(`the zip holds ${entries.length} PDFs, not ${DOCUMENTS}`);
    const zipRatio = ratio(zipMs, singles);
    say(
      `Zip of ${DOCUMENTS} PDFs: ${ms(zipMs)} (${(zip.length / 1024 / 1024).toFixed(1)} MB) vs ${DOCUMENTS} single PDF exports ${ms(singles)} ` +
        `(${(singleBytes / 1024 / 1024).toFixed(1)} MB): ${zipRatio.toFixed(2)}x (target <= ${TARGET.zip}x)   ${verdict(zipRatio, TARGET.zip)}`,
    );
    const memory = stopMemory();
    const memoryOk = memory.serverMb < TARGET.memoryMb;
    say(
      `Server memory: highest RSS ${memory.serverMb.toFixed(0)} MB throughout (target < ${TARGET.memoryMb} MB)   ${memoryOk ? 'MET' : 'MISSED'}; ` +
        `its Chromium ${memory.chromiumPssMb.toFixed(0)} MB PSS`,
    );
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(
      path.join(RESULTS, 'latest.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          documents: DOCUMENTS,
          bulkMs: bulk.ms,
          oneByOneMs: oneByOne,
          zipMs,
          singlesMs: singles,
          memory,
        },
        null,
        2,
      ),
    );
  } finally {
    await app?.stop();
    await host.dispose();
  }
}

await main();
