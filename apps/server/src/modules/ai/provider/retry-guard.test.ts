import { describe, expect, it } from 'vitest';
import { guardRetryWithin, retryAfterMs } from './retry-guard.js';

describe('retryAfterMs', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  it.each([
    [{ 'retry-after': '0' }, 0],
    [{ 'retry-after': '2' }, 2000],
    [{ 'retry-after': '1.5' }, 1500],
    [{ 'retry-after-ms': '250', 'retry-after': '9' }, 250],
    [{ 'retry-after': 'Tue, 01 Jan 2030 00:00:30 GMT' }, 30_000],
    [{ 'retry-after': 'soon' }, undefined],
    [{}, undefined],
  ])('%j waits %s ms', (headers, expected) => {
    expect(retryAfterMs(new Headers(headers), now)).toBe(expected);
  });
});

describe('guardRetryWithin', () => {
  const respond = (status: number, headers: Record<string, string>) => async () =>
    new Response('{}', { status, headers });

  it('tells the client not to retry when the wait passes the deadline', async () => {
    const guarded = guardRetryWithin(Date.now() + 1000, respond(429, { 'retry-after': '5' }));
    const response = await guarded('http://provider.test/v1/chat/completions');
    expect(response.status).toBe(429);
    expect(response.headers.get('x-should-retry')).toBe('false');
  });

  it('leaves a retry that fits, and answers that are not retried, alone', async () => {
    const deadline = Date.now() + 60_000;
    for (const [status, headers] of [
      [503, { 'retry-after': '1' }],
      [500, {}],
      [400, { 'retry-after': '600' }],
      [200, {}],
    ] as const) {
      const response = await guardRetryWithin(deadline, respond(status, headers))('http://provider.test/');
      expect(response.headers.get('x-should-retry')).toBeNull();
    }
  });
});
