// The SDK retries a 429 or 5xx after the wait the provider asks for, however long, and its sleep
// ignores the abort signal: a provider asking for two minutes would hold a call whose deadline is
// one minute for two. This fetch tells the SDK not to retry (its own `x-should-retry` header) when
// the wait would pass the deadline, so the caller hears "busy" now rather than a timeout later.

/** Milliseconds a response asks to wait before a retry (Retry-After-Ms, Retry-After in seconds or as a date). */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const milliseconds = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds)) return milliseconds;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date - now;
}

/** A fetch for one call whose deadline is `deadline` (epoch milliseconds). */
export function guardRetryWithin(deadline: number, fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status !== 429 && response.status < 500) return response;
    const wait = retryAfterMs(response.headers);
    if (wait === undefined || Date.now() + wait < deadline) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
