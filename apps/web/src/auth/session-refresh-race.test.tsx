import { SESSION_CHECK_INTERVAL_MS, TOKEN_REFRESH_INTERVAL_MS } from '@lexdraft/core';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/auth-types';
import { api, configureApiClient } from '@/api/client';
import { getAccessToken } from '@/api/token-storage';
import { documentListRoutes } from '@/documents/list/document-test-backend';
import { deferred, fakeBackend, json, type SeenRequest } from '@/test/fake-backend';
import { buildUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { advance, startSignedIn } from '@/test/session';

// Issue 10, item 0: at 900 s the background refresh and the session check (whose token has just
// expired) fire together; a laptop waking fires every overdue timer at once. Each must make one
// POST /auth/refresh, since the server rotates the cookie and a second use of it looks like theft.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let user: User;
let backend: ReturnType<typeof fakeBackend>;
// The tokens the fake server still accepts; the test expires them as the real server's clock would.
let live: Set<string>;
// The refresh answer, held until the test lets it go so that the racers really overlap.
let refreshAnswer: ReturnType<typeof deferred<Response>>;

// Like the real server without its grace window: a second use of a refresh cookie ends the session.
function refreshRoute() {
  let used = 0;
  return async () => {
    used += 1;
    if (used > 1) return json(401, { detail: 'Your session has expired. Please sign in again.' });
    const answer = await refreshAnswer.promise;
    live.add('token-2');
    return answer;
  };
}

const authorized = (request: SeenRequest) =>
  live.has(request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '');

beforeEach(() => {
  vi.useFakeTimers();
  user = buildUser({ first_name: 'Ada', last_name: 'Lovelace' });
  startSignedIn(user, 'token-1');
  configureApiClient({ baseUrl: '' });
  live = new Set(['token-1']);
  refreshAnswer = deferred<Response>();
  const list = documentListRoutes();
  backend = fakeBackend({
    'GET /docs/documents': (request) =>
      authorized(request)
        ? list['GET /docs/documents']!(request)
        : json(401, { detail: 'Not authenticated' }),
    'GET /docs/documents/filter-options': (request) =>
      authorized(request)
        ? list['GET /docs/documents/filter-options']!(request)
        : json(401, { detail: 'Not authenticated' }),
    'GET /users/me': (request) =>
      authorized(request) ? json(200, user) : json(401, { detail: 'Not authenticated' }),
    'POST /auth/refresh': refreshRoute(),
    'POST /auth/logout': () => json(204),
  });
});

async function openDocuments() {
  const view = renderApp('/documents');
  await advance(0);
  expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
  return view;
}

function expectStillSignedIn(router: ReturnType<typeof renderApp>['router']) {
  expect(getAccessToken()).toBe('token-2');
  expect(router.state.location.pathname).toBe('/documents');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
}

describe('one refresh per tab', () => {
  it('at 900 s, the background refresh and the check that gets a 401 make one request', async () => {
    const { router } = await openDocuments();
    await advance(TOKEN_REFRESH_INTERVAL_MS - SECOND);
    live.delete('token-1');
    await advance(SECOND);

    // Both timers have fired: the check's 401 is waiting on the refresh the keep-alive started.
    const checks = backend.calls('GET /users/me');
    expect(checks.at(-1)?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(backend.calls('POST /auth/refresh')).toHaveLength(1);
    refreshAnswer.resolve(json(200, { access_token: 'token-2', user }));
    await advance(0);

    expect(backend.calls('POST /auth/refresh')).toHaveLength(1);
    expect(backend.calls('GET /users/me').at(-1)?.headers.get('Authorization')).toBe('Bearer token-2');
    expectStillSignedIn(router);
    // And the session goes on: the next check is answered with the new token.
    await advance(SESSION_CHECK_INTERVAL_MS);
    expect(backend.calls('GET /users/me').at(-1)?.headers.get('Authorization')).toBe('Bearer token-2');
    expectStillSignedIn(router);
  });

  it('a clock jump that fires every overdue timer at once, with a request under way, makes one request', async () => {
    const { router } = await openDocuments();
    live.delete('token-1');
    // Like a laptop waking after 20 minutes asleep: every overdue timer fires once, together.
    const clock = (Date as unknown as { clock: { jump: (ms: number) => void } }).clock;
    let listed: Promise<unknown> = Promise.resolve();
    await act(async () => {
      clock.jump(20 * MINUTE);
      listed = api.get('/docs/documents');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(backend.calls('GET /users/me').at(-1)?.headers.get('Authorization')).toBe('Bearer token-1');
    refreshAnswer.resolve(json(200, { access_token: 'token-2', user }));
    await advance(0);
    await expect(listed).resolves.toMatchObject({ documents: [] });

    expect(backend.calls('POST /auth/refresh')).toHaveLength(1);
    expectStillSignedIn(router);
  });
});
