import { SESSION_EXPIRY_MS } from '@lexdraft/core';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, type RunningApp, removeApp, startSuiteApp } from './support/app.js';
import { withAppDatabase } from './support/app-database.js';
import { figure } from './support/figures.js';
import { call } from './support/http.js';

// Issue 28 point 1: an idle session must end, and stay ended. The browser idles 30 minutes on a
// fake clock (page.clock) and must land on sign-in after a reload; the server, whose clock cannot
// be faked, has its session's last activity moved back 30 minutes and must refuse the refresh.

let app: RunningApp;

test.beforeAll(async () => {
  app = await startSuiteApp();
});

test.afterAll(async () => {
  await removeApp(app);
});

test('after 30 idle minutes, Session Expired shows and a reload lands on sign-in', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${app.url}/auth/login`);
  await page.getByLabel('Email').fill(DEMO.attorney);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();

  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/auth/') || url.pathname === '/users/me')
      sent.push(
        `${request.method()} ${url.pathname}${request.headers()['x-background'] ? ' (background)' : ''}`,
      );
  });
  const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/logout');
  // No mouse, key or scroll from here on: idle. (The sign-in's own mouse events, and the ones
  // Chromium makes up when the page changes under the pointer, may count once at the start.)
  await page.clock.runFor(SESSION_EXPIRY_MS / 2);
  const firstHalf = sent.filter((line) => line.startsWith('POST /auth/refresh')).length;
  await page.clock.runFor(SESSION_EXPIRY_MS / 2);
  await expect(page.getByRole('alertdialog', { name: 'Session Expired' })).toBeVisible();
  expect((await loggedOut).status()).toBe(204);

  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const refreshes = sent.filter((line) => line.startsWith('POST /auth/refresh')).length;
  const secondHalf = refreshes - firstHalf;
  const checks = sent.filter((line) => line === 'GET /users/me (background)').length;
  figure(
    test.info(),
    `idle-expiry: 30 idle browser minutes sent ${firstHalf} refreshes in the first 15 and ${secondHalf} in the last 15, ` +
      `and ${checks} background session checks; ` +
      `Session Expired ended the session (POST /auth/logout), and a reload landed on ${new URL(page.url()).pathname}`,
  );
  // The 29.9-minute refresh of the issue is gone: nothing renews an idle session.
  expect(secondHalf).toBe(0);
  expect(firstHalf).toBeLessThanOrEqual(1);
  await context.close();
});

test('the server refuses a refresh 30 minutes after the last request the user made', async () => {
  const signIn = await call(app.url, 'POST', '/auth/login', {
    form: { username: DEMO.paralegal, password: DEMO_PASSWORD },
  });
  expect(signIn.status).toBe(200);
  const cookieOf = (setCookie: string | null) => setCookie?.match(/refresh_token=([^;]+)/)?.[1] ?? '';
  let cookie = cookieOf(signIn.headers.get('set-cookie'));
  const refresh = async () => {
    const answer = await call(app.url, 'POST', '/auth/refresh', {
      headers: { cookie: `refresh_token=${cookie}`, 'x-background': '1' },
    });
    if (answer.status === 200) cookie = cookieOf(answer.headers.get('set-cookie'));
    return answer;
  };
  const idleFor = (minutes: number) =>
    withAppDatabase(app.dataDir, (client) =>
      client.query(
        `update refresh_tokens set last_activity_at = now() - make_interval(secs => $1)
          where used_at is null and revoked_at is null and user_id = (select id from users where email = $2)`,
        [minutes * 60, DEMO.paralegal],
      ),
    );

  await idleFor(29);
  const at29 = await refresh();
  await idleFor(30);
  const at30 = await refresh();
  figure(
    test.info(),
    `idle-expiry: a background refresh after 29 idle minutes answered ${at29.status}, after 30 ${at30.status} ` +
      `("${at30.detail()}")`,
  );
  expect(at29.status).toBe(200);
  expect(at30.status).toBe(401);
  expect(at30.detail()).toBe('Session expired after 30 minutes of inactivity. Please sign in again.');
});
