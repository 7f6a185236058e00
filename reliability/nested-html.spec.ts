import { expect, test } from '@playwright/test';
import { DEMO, isHealthy, type RunningApp, removeApp, signIn, startSuiteApp } from './support/app.js';
import { createBlank, saveContent } from './support/documents.js';
import { figure, quantile } from './support/figures.js';
import { call } from './support/http.js';

// Scenario 7: one client saves hostile or huge HTML while another polls /healthz. The save must
// answer (422 `Document is nested too deeply` for deep nesting, 200 for shallow big input) and
// /healthz must keep answering meanwhile. The issue's target is 100 ms; on a busy 2-core CI
// machine a timed assertion that tight would flake, so the latencies are printed against it and
// the test asserts only that /healthz never stalled: every poll answered, none slower than 1 s.

const STALL_MS = 1_000;
const TARGET_MS = 100;
// A save that has not answered by then has stalled the server; the bound keeps the run short.
const SAVE_BOUND_MS = 40_000;

const CASES = [
  { name: '800 KB of nested <b>', html: nested(800 * 1024), expected: 422 },
  { name: '4.9 MB of nested <b>', html: nested(4.9 * 1024 * 1024), expected: 422 },
  { name: '4.9 MB of shallow paragraphs', html: shallow(4.9 * 1024 * 1024), expected: 200 },
];

/** `<b>` repeated to the size, all open, with words at the bottom: the depth grows with the size. */
function nested(bytes: number): string {
  return `${'<b>'.repeat(Math.floor(bytes / 3))}the bottom`;
}

/** Why a call got no answer: the timeout, or the network error beneath fetch's TypeError. */
function describeFailure(error: unknown): string {
  const { name, message, cause } = error as Error & { cause?: Error };
  if (name === 'TimeoutError') return `no answer within ${SAVE_BOUND_MS / 1000} s`;
  return `${message}${cause ? ` (${cause.message})` : ''}`;
}

/** Paragraphs of plain text side by side: big, but only two levels deep. */
function shallow(bytes: number): string {
  const paragraph = '<p>The parties agree to the terms set out in the schedule below.</p>';
  return paragraph.repeat(Math.floor(bytes / paragraph.length));
}

let app: RunningApp;
let token: string;

test.beforeAll(async () => {
  app = await startSuiteApp();
  token = await signIn(app, DEMO.attorney);
});

test.beforeEach(async () => {
  // A case that stalled the server leaves it busy for minutes: the next case gets a fresh one.
  if (await isHealthy(app)) return;
  await removeApp(app);
  app = await startSuiteApp();
  token = await signIn(app, DEMO.attorney);
});

test.afterAll(async () => {
  await removeApp(app);
});

for (const { name, html, expected } of CASES) {
  test(`a save of ${name} answers ${expected} and /healthz keeps answering`, async () => {
    test.setTimeout(SAVE_BOUND_MS + 30_000);
    const document = await createBlank(app, token, `Nested ${name}`);
    const latencies: number[] = [];
    const failures: string[] = [];
    let saving = true;

    const poller = (async () => {
      // One request after another: each poll's latency is how long /healthz kept a caller waiting.
      while (saving) {
        const started = performance.now();
        try {
          const answer = await call(app.url, 'GET', '/healthz', { timeoutMs: SAVE_BOUND_MS });
          if (answer.status !== 200) failures.push(`healthz ${answer.status}`);
        } catch (error) {
          failures.push(`healthz: ${describeFailure(error)}`);
        }
        latencies.push(performance.now() - started);
      }
    })();

    const started = performance.now();
    let outcome: string;
    try {
      const answer = await saveContent(app, token, document.id, html, 0, { timeoutMs: SAVE_BOUND_MS });
      outcome =
        answer.status < 400 ? String(answer.status) : `${answer.status} ${answer.detail().slice(0, 80)}`;
    } catch (error) {
      outcome = `no answer: ${describeFailure(error)}`;
    } finally {
      saving = false;
    }
    const saveMs = performance.now() - started;
    await poller;

    const max = Math.max(...latencies);
    figure(
      test.info(),
      `${name}: save answered ${outcome} in ${Math.round(saveMs)} ms; /healthz polled ${latencies.length} times, ` +
        `p99 ${Math.round(quantile(latencies, 0.99))} ms, max ${Math.round(max)} ms (target ${TARGET_MS} ms)`,
    );
    expect(failures).toEqual([]);
    expect(max).toBeLessThan(STALL_MS);
    if (expected === 422) expect(outcome).toBe('422 Document is nested too deeply');
    else expect(outcome).toBe('200');
    expect(await isHealthy(app)).toBe(true);
  });
}
