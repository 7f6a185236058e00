import { ACCESS_TOKEN_TTL_MS } from '@lexdraft/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenKey, signAccessToken, verifyAccessToken } from './access-token.js';

const claims = { userId: 'u1', orgId: 'o1', role: 'attorney', sessionId: 's1', tokenVersion: 3 };
const key = accessTokenKey('a'.repeat(48));

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the claims of a valid token, again from memory, until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-05T10:00:00Z') });
    const token = await signAccessToken(claims, key);
    expect(await verifyAccessToken(token, key)).toEqual(claims);
    expect(await verifyAccessToken(token, key)).toEqual(claims);
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_MS - 1000);
    expect(await verifyAccessToken(token, key)).toEqual(claims);
    vi.setSystemTime(Date.now() + 1000);
    expect(await verifyAccessToken(token, key)).toBeUndefined();
  });

  it('issues a different token each time, even within one second', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-05T10:00:00Z') });
    const first = await signAccessToken(claims, key);
    const second = await signAccessToken(claims, key);
    expect(second).not.toBe(first);
    expect(await verifyAccessToken(second, key)).toEqual(claims);
  });

  it('refuses a token under another key, and a token changed in any way', async () => {
    const token = await signAccessToken(claims, key);
    expect(await verifyAccessToken(token, key)).toEqual(claims);
    expect(await verifyAccessToken(token, accessTokenKey('b'.repeat(48)))).toBeUndefined();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), org: 'o2' }),
    ).toString('base64url');
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`, key)).toBeUndefined();
    expect(await verifyAccessToken(`${token}x`, key)).toBeUndefined();
  });
});
