import { describe, expect, it } from 'vitest';
import { buildDocument, loginForm, TEST_PASSWORD } from '../test/factories.js';
import { useFirm } from '../test/firm.js';
import { cachePolicyFor, NO_STORE, REVALIDATE } from './cache-policy.js';

const firm = useFirm();

// The smallest valid PNG: one transparent pixel.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('the cache policy of API answers', () => {
  it('names a policy for API paths only, no-store for sign-in, tokens and the own account', () => {
    expect(cachePolicyFor('/docs/documents?page=2')).toBe(REVALIDATE);
    expect(cachePolicyFor('/api/merge-fields')).toBe(REVALIDATE);
    expect(cachePolicyFor('/healthz')).toBe(REVALIDATE);
    expect(cachePolicyFor('/users')).toBe(REVALIDATE);
    for (const path of [
      '/auth/login',
      '/auth/refresh',
      '/auth/register/some-token',
      '/users/me',
      '/users/me/password',
      '/users/invitations',
      '/organizations/current/outbox?page=1',
    ]) {
      expect(cachePolicyFor(path), path).toBe(NO_STORE);
    }
    expect(cachePolicyFor('/users/meeting')).toBe(REVALIDATE);
    expect(cachePolicyFor('/documents/1/edit')).toBeUndefined();
    expect(cachePolicyFor('/assets/index-abc.js')).toBeUndefined();
  });

  it('keeps documents and lists in the browser only, to revalidate', async () => {
    const document = await buildDocument(firm.database.db, { orgId: firm.orgId });
    for (const url of [
      '/docs/documents',
      `/docs/documents/${document.id}`,
      '/docs/documents/filter-options',
    ]) {
      const response = await firm.request(firm.viewer, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
    }
  });

  it('stores nothing of sign-in, refresh or the own account', async () => {
    const email = (await firm.request(firm.attorney, 'GET', '/users/me')).json().email as string;
    const login = await firm.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...loginForm(email, TEST_PASSWORD),
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const cookie = login.cookies.find((c) => c.name === 'refresh_token')!;
    const refresh = await firm.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      cookies: { refresh_token: cookie.value },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    const wrong = await firm.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...loginForm(email, 'not the password'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
    const me = await firm.request(firm.attorney, 'GET', '/users/me');
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('gives errors and unknown API paths the policy too', async () => {
    const unsigned = await firm.app.inject({ method: 'GET', url: '/docs/documents' });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers['cache-control']).toBe('private, no-cache');
    const unknown = await firm.request(firm.viewer, 'GET', '/docs/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('private, no-cache');
  });

  it("leaves a route's own Cache-Control: images are kept a day by the browser", async () => {
    const uploaded = await firm.request(firm.attorney, 'POST', '/api/docs/assets/local-upload', {
      file_content: `data:image/png;base64,${PNG}`,
      filename: 'seal.png',
    });
    expect(uploaded.statusCode).toBe(201);
    const image = await firm.app.inject({
      method: 'GET',
      url: uploaded.json().url,
      headers: { ...firm.viewer.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('private, max-age=86400');
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
