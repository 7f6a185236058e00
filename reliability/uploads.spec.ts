import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, type RunningApp, removeApp, signIn, startSuiteApp } from './support/app.js';
import { figure } from './support/figures.js';
import { call } from './support/http.js';
import { CASES, png, UPLOAD } from './support/upload-cases.js';
import { checkDataDir, escapeTargets, judge, servedSafely } from './support/upload-checks.js';
import { watchForXss } from './support/xss-watch.js';

// Scenario 5: hostile uploads to POST /api/docs/assets/local-upload. Every answer is a 4xx with a
// readable detail or a 201 that is safe: the stored file is an image, stays under
// DATA_DIR/assets/{org}, has a clean display name, and is served with nosniff, a restrictive CSP
// and a Content-Disposition, so that a browser opening it runs nothing.

let app: RunningApp;
let token: string;
let orgId: string;

test.beforeAll(async () => {
  app = await startSuiteApp();
  token = await signIn(app, DEMO.attorney);
  orgId = (await call(app.url, 'GET', '/organizations/current', { token })).json<{ id: string }>().id;
});

test.afterAll(async () => {
  await removeApp(app);
});

test('hostile uploads are refused or stored as harmless images', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const stored: { name: string; url: string }[] = [];
  const outsideBefore = escapeTargets(app.dataDir, orgId).filter((file) => existsSync(file));

  let cut = 0;
  for (const item of CASES) {
    const answer = await call(app.url, 'POST', UPLOAD, { token, json: item.body, timeoutMs: 30_000 }).catch(
      (error: unknown) => {
        if (item.mayCutConnection && connectionCut(error)) return null;
        throw error;
      },
    );
    if (answer === null) {
      cut += 1;
      continue;
    }
    const problem = judge(item, answer);
    if (problem) problems.push(`${item.name}: ${problem}`);
    if (answer.status === 201) stored.push({ name: item.name, url: answer.json<{ url: string }>().url });
  }

  // Who may upload at all: a viewer and a caller without a token are refused before anything.
  const viewer = await signIn(app, DEMO.viewer);
  const refusals = [
    {
      who: 'a viewer',
      answer: await call(app.url, 'POST', UPLOAD, { token: viewer, json: png('v.png').body }),
      status: 403,
    },
    {
      who: 'no token',
      answer: await call(app.url, 'POST', UPLOAD, { json: png('v.png').body }),
      status: 401,
    },
  ];
  for (const { who, answer, status } of refusals)
    if (answer.status !== status) problems.push(`upload by ${who}: ${answer.status}, expected ${status}`);

  for (const asset of stored) problems.push(...(await servedSafely(app.url, token, asset)));
  problems.push(...checkDataDir(app.dataDir, orgId, stored.length));
  for (const file of escapeTargets(app.dataDir, orgId).filter(
    (file) => existsSync(file) && !outsideBefore.includes(file),
  ))
    problems.push(`a file escaped DATA_DIR: ${file}`);

  // A browser that opens each stored file runs nothing in it.
  const watch = await watchForXss(page);
  await page.context().addCookies([{ name: 'access_token', value: token, url: app.url }]);
  for (const asset of stored) {
    await page.goto(`${app.url}${asset.url}`);
    await watch.collect();
  }

  figure(
    test.info(),
    `uploads: ${CASES.length + refusals.length} hostile uploads, ${stored.length} stored as images, ` +
      `${cut} refused by closing the connection mid-body, ` +
      `${problems.length} problems; stored files opened in Chromium: ${stored.length}, scripts fired: ${watch.fired.length}`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
  expect(problems).toEqual([]);
  expect(watch.fired).toEqual([]);
});

/** fetch's failure when the server closed the connection while the body was still being sent. */
function connectionCut(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === 'EPIPE' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
}
