import { ACCESS_TOKEN_TTL_MS } from '@lexdraft/core';
import type { Page, Request } from '@playwright/test';

// The browser's clock is fake and runs ahead of the server's, which is real: an access token the
// server issued a minute ago is, by the browser's clock, already an hour old. This makes the
// server's answers follow the browser's clock: a request whose bearer token is older than
// ACCESS_TOKEN_TTL_MS, counted from when the page received it, gets the server's 401 before it
// reaches the server. Refreshes still go to the real server, so the cookie rotation and any
// reuse of a cookie are real.

const browserNow = (page: Page) => page.evaluate(() => Date.now());

function bearerOf(request: Request): string | undefined {
  return request.headers().authorization?.replace(/^Bearer\s+/i, '');
}

const isTokenAnswer = (url: string) => /\/auth\/(login|refresh)$/.test(new URL(url).pathname);

/**
 * Expires access tokens by the page's clock. Returns the cookies sent with each refresh, in
 * order, and the requests answered 401 for an expired token.
 */
export async function expireTokensByBrowserClock(page: Page) {
  const receivedAt = new Map<string, number>();
  const refreshCookies: string[] = [];
  const expired: string[] = [];

  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/auth/refresh') return;
    // Read now, in order: the headers the browser sent, its cookie included.
    refreshCookies.push('');
    const index = refreshCookies.length - 1;
    void request.allHeaders().then((headers) => {
      refreshCookies[index] = /(?:^|;\s*)refresh_token=([^;]*)/.exec(headers.cookie ?? '')?.[1] ?? '';
    });
  });

  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !isTokenAnswer(response.url()) || !response.ok()) return;
    const body = (await response.json().catch(() => undefined)) as { access_token?: string } | undefined;
    if (body?.access_token) receivedAt.set(body.access_token, await browserNow(page));
  });

  await page.route(
    (url) => !isTokenAnswer(url.toString()),
    async (route) => {
      const token = bearerOf(route.request());
      const since = token === undefined ? undefined : receivedAt.get(token);
      if (since !== undefined && (await browserNow(page)) >= since + ACCESS_TOKEN_TTL_MS) {
        expired.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
        await route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'Not authenticated' }),
        });
        return;
      }
      await route.fallback();
    },
  );

  return { refreshCookies: () => [...refreshCookies], expired: () => [...expired] };
}
