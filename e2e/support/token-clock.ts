import { ACCESS_TOKEN_TTL_MS } from '@lexdraft/core';
import type { Page, Request } from '@playwright/test';

// The browser's clock is fake and runs ahead of the server's, which is real: an access token the
// server issued a minute ago is, by the browser's clock, already an hour old. This makes the
// server's answers follow the browser's clock: a request whose bearer token is older than
// ACCESS_TOKEN_TTL_MS, counted from when the page last received it, gets the server's 401 before
// it reaches the server. Refreshes still go to the real server, so the cookie rotation and any
// reuse of a cookie are real.
//
// The server signs iat and exp in whole seconds, so two refreshes within one real second (the
// fake clock makes 15 minutes pass in much less) answer the same token string again. Its new
// receipt must then be recorded before any request carrying it is judged, or the request is judged
// by the first receipt and refused as expired, which the real server would never do.

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
  // Token answers whose receipt is still being recorded; a request routed after one arrived waits.
  const recording = new Set<Promise<void>>();
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

  // Registered synchronously, as the answer arrives: the page reads its body only after this
  // event, so every request that can carry the token is routed after the recording is known.
  page.on('response', (response) => {
    if (response.request().method() !== 'POST' || !isTokenAnswer(response.url()) || !response.ok()) return;
    // The clock is read as the answer arrives, not after its body: the test may move the clock on
    // meanwhile, and a token recorded as received later than it was would expire late. A page
    // navigating away has no clock to read; nothing it sends later carries this token.
    const arrivedAt = browserNow(page).catch(() => undefined);
    const done = (async () => {
      const body = (await response.json().catch(() => undefined)) as { access_token?: string } | undefined;
      const at = await arrivedAt;
      if (body?.access_token && at !== undefined) receivedAt.set(body.access_token, at);
    })();
    recording.add(done);
    void done.finally(() => recording.delete(done));
  });

  await page.route(
    (url) => !isTokenAnswer(url.toString()),
    async (route) => {
      const token = bearerOf(route.request());
      // A request routed while a token answer is being recorded may carry that token: it is judged
      // by the new receipt. Without one pending, the lookup is synchronous, before any answer.
      if (recording.size > 0) await Promise.all([...recording]);
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
