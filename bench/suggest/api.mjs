// @ts-check
// Measures (b) and (c) through the built app's HTTP routes, in one app process:
// (b) Accept all of the contract's 1,000 suggestions (POST …/suggestions/accept-all, a new version)
//     against a plain save of the same document (PUT /docs/documents/{id} with its HTML), alternating;
// (c) the redline Word export of the contract with its suggestions (…/export?format=docx&markup=redline)
//     against the clean Word export of the same contract without them (…/export?format=docx).
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { appHost } from '../export/app.mjs';

/** @type {typeof import('./suggested.ts')} */
const contract = await tsImport('./suggested.ts', import.meta.url);

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const WARM_UP = 2;
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password-1';
// Content saves are limited per user (20 in 10 s): a pause keeps the rounds under it.
const PAUSE_MS = 600;
const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

/**
 * @param {string} base @param {string} token
 * @returns {(method: string, path: string, body?: unknown) => Promise<{ status: number, ms: number, json: any, bytes: number }>}
 */
function caller(base, token) {
  return async (method, path, body) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const buffer = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    const type = response.headers.get('content-type') ?? '';
    const json = type.includes('json') ? JSON.parse(buffer.toString()) : undefined;
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${buffer.toString().slice(0, 300)}`);
    return { status: response.status, ms, json, bytes: buffer.length };
  };
}

const content = (/** @type {string} */ html) => ({
  ckeditor_html: html,
  merge_field_values: {},
  placeholders: {},
  metadata: { field_source_refs: {}, custom_fields: [] },
  schema_version: '3.0',
});

/** Seeds both documents in a fresh app and times the rounds. */
export async function measureApi() {
  const host = await appHost({ serverUrl: process.env.BENCH_DATABASE_URL });
  /** @type {Awaited<ReturnType<typeof host.start>> | undefined} */
  let app;
  try {
    app = await host.start();
    const login = await caller(app.url, '')('POST', '/auth/login', {
      username: 'admin@demo.test',
      password: PASSWORD,
    });
    const call = caller(app.url, login.json.access_token);
    const suggestedHtml = contract.buildSuggestedContract('suggested');
    const cleanHtml = contract.buildSuggestedContract('clean');
    const suggested = (
      await call('POST', '/docs/documents', { name: 'Suggest benchmark', content: content(suggestedHtml) })
    ).json;
    const clean = (
      await call('POST', '/docs/documents', { name: 'Suggest benchmark, clean', content: content(cleanHtml) })
    ).json;
    const listed = (await call('GET', `/docs/documents/${suggested.id}/suggestions`)).json;
    if (!Array.isArray(listed) || listed.length !== contract.SUGGESTIONS) {
      throw new Error(`The contract holds ${listed?.length} suggestions, ${contract.SUGGESTIONS} expected`);
    }

    /** @type {{ save: number[], acceptAll: number[], clean: number[], redline: number[] }} */
    const times = { save: [], acceptAll: [], clean: [], redline: [] };
    let redlineBytes = 0;
    let cleanBytes = 0;
    // Each round: both exports of the contract as stored (with its suggestions), Accept all (stored
    // then without them), and the plain save that puts the same 1,000 suggestions back.
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const keep = round >= WARM_UP;
      const order = round % 2 === 0 ? ['clean', 'redline'] : ['redline', 'clean'];
      for (const kind of order) {
        const exported =
          kind === 'clean'
            ? await call('GET', `/docs/documents/${clean.id}/export?format=docx&allow_unresolved=true`)
            : await call(
                'GET',
                `/docs/documents/${suggested.id}/export?format=docx&markup=redline&allow_unresolved=true`,
              );
        if (kind === 'clean') cleanBytes = exported.bytes;
        else redlineBytes = exported.bytes;
        if (keep) times[/** @type {'clean' | 'redline'} */ (kind)].push(exported.ms);
      }
      const document = (await call('GET', `/docs/documents/${suggested.id}`)).json;
      const accepted = await call('POST', `/docs/documents/${suggested.id}/suggestions/accept-all`, {
        base_version: document.current_version,
      });
      await pause();
      const left = (await call('GET', `/docs/documents/${suggested.id}/suggestions`)).json;
      if (left.length !== 0) throw new Error(`Accept all left ${left.length} suggestions`);
      const saved = await call('PUT', `/docs/documents/${suggested.id}`, { content: content(suggestedHtml) });
      await pause();
      if (keep) {
        times.save.push(saved.ms);
        times.acceptAll.push(accepted.ms);
      }
    }
    return { rounds: ROUNDS, times, htmlBytes: suggestedHtml.length, docx: { cleanBytes, redlineBytes } };
  } finally {
    await app?.stop();
    await host.dispose();
  }
}
