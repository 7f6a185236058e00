import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  api,
  apiOrigin,
  apiRequest,
  configureApiClient,
  downloadFile,
  isAuthPath,
  redirectToLogin,
  refreshSession,
  uploadFile,
} from './client';
import { clearSession, getAccessToken, setAccessToken, setStoredUser } from './token-storage';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

type Handler = (req: Seen, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[];
let handle: Handler;
const onAuthFailure = vi.fn();

function json(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function listen(target: Server): Promise<number> {
  return new Promise((resolve) => {
    target.listen(0, '127.0.0.1', () => resolve((target.address() as AddressInfo).port));
  });
}

function close(target: Server): Promise<void> {
  return new Promise((resolve, reject) => target.close((error) => (error ? reject(error) : resolve())));
}

// Expects a rejection with an ApiError and returns it, so tests can check message and status together.
async function apiErrorFrom(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function refreshCalls(): Seen[] {
  return seen.filter((req) => req.url === '/auth/refresh');
}

// A server that accepts the token 'new' and answers 401 to anything else, refreshing to 'new'.
function sessionServer(protectedResponse: (req: Seen, res: ServerResponse) => void): Handler {
  return (req, res) => {
    if (req.url === '/auth/refresh') {
      json(res, 200, { access_token: 'new', user: { id: 'u1', email: 'ada@example.com' } });
    } else if (req.headers.authorization !== 'Bearer new') {
      json(res, 401, { detail: 'Token expired' });
    } else {
      protectedResponse(req, res);
    }
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(entry);
      handle(entry, res);
    });
  });
  baseUrl = `http://127.0.0.1:${await listen(server)}`;
});

afterAll(async () => {
  await close(server);
});

beforeEach(() => {
  seen = [];
  handle = (_req, res) => json(res, 200, { ok: true });
  clearSession();
  onAuthFailure.mockReset();
  configureApiClient({ baseUrl, onAuthFailure });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('sends the stored token as a bearer header and asks for JSON', async () => {
    setAccessToken('abc');
    await expect(api.get('/users/me')).resolves.toEqual({ ok: true });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/users/me');
    expect(seen[0]?.headers.authorization).toBe('Bearer abc');
    expect(seen[0]?.headers.accept).toBe('application/json');
  });

  it('sends no authorization header when signed out', async () => {
    await api.get('/organizations/current');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends every request, the refresh included, with credentials', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    setAccessToken('old');
    handle = sessionServer((_req, res) => json(res, 200, {}));
    await api.get('/users/me');
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    for (const [input] of fetchSpy.mock.calls) {
      expect(input).toBeInstanceOf(Request);
      expect((input as Request).credentials).toBe('include');
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.method).toBe('POST');
  });

  it('sends a body as JSON', async () => {
    await api.put('/users/me/password', { current_password: 'a', new_password: 'b' });
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body.toString() ?? '')).toEqual({ current_password: 'a', new_password: 'b' });
  });

  it('defaults to POST when a body is given and GET when none is', async () => {
    await apiRequest('/docs/documents/blank', { body: { name: 'Lease' } });
    await apiRequest('/docs/documents');
    expect(seen.map((req) => req.method)).toEqual(['POST', 'GET']);
  });

  it('sends form fields url-encoded', async () => {
    const form = new URLSearchParams({ username: 'ada@example.com', password: 'p&ss word' });
    await apiRequest('/auth/login', { form });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen[0]?.body.toString())).toEqual(form);
  });

  it('lets the caller add and override headers', async () => {
    await api.get('/docs/documents', { headers: { 'X-Trace': 't1', Accept: 'text/plain' } });
    expect(seen[0]?.headers['x-trace']).toBe('t1');
    expect(seen[0]?.headers.accept).toBe('text/plain');
  });

  it('answers undefined for 204 and for an empty body', async () => {
    handle = (_req, res) => json(res, 204);
    await expect(api.delete('/docs/documents/1')).resolves.toBeUndefined();
    handle = (_req, res) => json(res, 200);
    await expect(api.post('/auth/logout')).resolves.toBeUndefined();
  });

  it('tolerates a trailing slash on the base URL', async () => {
    configureApiClient({ baseUrl: `${baseUrl}/` });
    await api.get('/users/me');
    expect(seen[0]?.url).toBe('/users/me');
  });
});

describe('error messages', () => {
  it('takes a string detail and keeps status and detail', async () => {
    handle = (_req, res) => json(res, 404, { detail: 'Document not found' });
    const error = await apiErrorFrom(api.get('/docs/documents/9'));
    expect(error.message).toBe('Document not found');
    expect(error.status).toBe(404);
    expect(error.detail).toBe('Document not found');
  });

  it('takes detail.message and keeps the detail object', async () => {
    const detail = { message: 'Name is required', field: 'name' };
    handle = (_req, res) => json(res, 422, { detail });
    const error = await apiErrorFrom(api.post('/docs/smart-fields', {}));
    expect(error.message).toBe('Name is required');
    expect(error.status).toBe(422);
    expect(error.detail).toEqual(detail);
  });

  it('takes a top-level message', async () => {
    handle = (_req, res) => json(res, 409, { message: 'Already exists' });
    const error = await apiErrorFrom(api.post('/docs/templates', {}));
    expect(error.message).toBe('Already exists');
    expect(error.status).toBe(409);
  });

  it('falls back to HTTP {status} for a body without a message', async () => {
    handle = (_req, res) => json(res, 500);
    const empty = await apiErrorFrom(api.get('/docs/templates'));
    expect(empty.message).toBe('HTTP 500');
    expect(empty.status).toBe(500);

    handle = (_req, res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>');
    const html = await apiErrorFrom(api.get('/docs/templates'));
    expect(html.message).toBe('HTTP 502');
    expect(html.status).toBe(502);
  });
  it("uses the caller's fallback when the body has no message", async () => {
    handle = (_req, res) => json(res, 500);
    const error = await apiErrorFrom(
      api.post('/auth/password-reset', {}, { fallbackMessage: 'Reset failed' }),
    );
    expect(error.message).toBe('Reset failed');
    expect(error.status).toBe(500);
  });
});

describe('connection failures', () => {
  it('names the API origin with status 0 when the server cannot be reached', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await close(closed);
    configureApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await apiErrorFrom(api.get('/users/me'));
    expect(error.message).toBe(
      `Cannot connect to server. Please ensure the backend is running on http://127.0.0.1:${port}`,
    );
    expect(error.status).toBe(0);
  });

  it("names the page's origin when the base URL is relative or empty", () => {
    expect(apiOrigin('')).toBe(window.location.origin);
    expect(apiOrigin('/api')).toBe(window.location.origin);
    expect(apiOrigin('https://api.example.com/v1')).toBe('https://api.example.com');
  });

  it('rethrows an abort as is', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await api
      .get('/users/me', { signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(seen).toHaveLength(0);
  });
});

describe('downloadFile', () => {
  it("answers the bytes and the server's file name, refreshing on a 401 like any call", async () => {
    setAccessToken('old');
    handle = sessionServer((_req, res) =>
      res
        .writeHead(200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="document.pdf"',
        })
        .end('%PDF-1.7 test'),
    );
    const file = await downloadFile('/docs/documents/d1/export?format=pdf');
    expect(file.fileName).toBe('document.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 test');
    expect(refreshCalls()).toHaveLength(1);
    expect(seen.at(-1)?.headers.accept).toBe('*/*');
  });

  it('reads a failure as JSON, keeping the whole body on the error', async () => {
    const body = { detail: 'Fields without values', unresolved_fields: ['client.name'] };
    handle = (_req, res) => json(res, 422, body);
    const error = await apiErrorFrom(downloadFile('/docs/documents/d1/export'));
    expect(error.message).toBe('Fields without values');
    expect(error.status).toBe(422);
    expect(error.body).toEqual(body);
  });
});

describe('401 refresh and retry', () => {
  it('refreshes once and retries with the new token', async () => {
    setAccessToken('old');
    handle = sessionServer((_req, res) => json(res, 200, { id: 'u1' }));
    await expect(api.get('/users/me')).resolves.toEqual({ id: 'u1' });
    expect(seen.map((req) => `${req.method} ${req.url} ${req.headers.authorization ?? '-'}`)).toEqual([
      'GET /users/me Bearer old',
      'POST /auth/refresh -',
      'GET /users/me Bearer new',
    ]);
    expect(getAccessToken()).toBe('new');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      id: 'u1',
      email: 'ada@example.com',
    });
    expect(document.cookie).toContain('access_token=new');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('retries a JSON body with the same payload', async () => {
    setAccessToken('old');
    handle = sessionServer((req, res) => json(res, 200, JSON.parse(req.body.toString())));
    await expect(api.patch('/users/me', { first_name: 'Ada' })).resolves.toEqual({ first_name: 'Ada' });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    setAccessToken('old');
    // Hold both 401s until both requests have arrived, so that they are truly concurrent.
    const held: ServerResponse[] = [];
    const inner = sessionServer((req, res) => json(res, 200, { url: req.url }));
    handle = (req, res) => {
      if (req.headers.authorization !== 'Bearer old') return inner(req, res);
      held.push(res);
      if (held.length === 2) for (const waiting of held) json(waiting, 401, { detail: 'Token expired' });
    };
    const results = await Promise.all([api.get('/docs/documents'), api.get('/docs/templates')]);
    expect(results).toEqual([{ url: '/docs/documents' }, { url: '/docs/templates' }]);
    expect(refreshCalls()).toHaveLength(1);
    expect(seen.filter((req) => req.headers.authorization === 'Bearer new')).toHaveLength(2);
  });

  it('retries without a second refresh when the token was renewed while a call was on the wire', async () => {
    setAccessToken('old');
    const inner = sessionServer((req, res) => json(res, 200, { url: req.url }));
    let releaseSlow = (): void => undefined;
    const slowArrived = new Promise<void>((resolve) => {
      handle = (req, res) => {
        const isSlowCall = req.url === '/docs/templates' && req.headers.authorization === 'Bearer old';
        if (!isSlowCall) return inner(req, res);
        releaseSlow = () => json(res, 401);
        resolve();
      };
    });
    const slow = api.get('/docs/templates');
    await slowArrived;
    await expect(api.get('/docs/documents')).resolves.toEqual({ url: '/docs/documents' });
    releaseSlow();
    await expect(slow).resolves.toEqual({ url: '/docs/templates' });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('retries without a second refresh when the refresh on the wire answered the same token again', async () => {
    // The server signs whole seconds, so two refreshes within one second answer the same string:
    // only the refresh itself tells that the token is fresh, not its text.
    setAccessToken('same');
    let releaseSlow: (() => void) | undefined;
    const slowArrived = new Promise<void>((resolve) => {
      handle = (req, res) => {
        if (req.url === '/auth/refresh') return json(res, 200, { access_token: 'same', user: { id: 'u1' } });
        // The first call is held, then refused as if its token had expired on the way.
        if (req.url === '/docs/templates' && releaseSlow === undefined) {
          releaseSlow = () => json(res, 401);
          resolve();
          return;
        }
        json(res, 200, { url: req.url });
      };
    });
    const slow = api.get('/docs/templates');
    await slowArrived;
    await expect(refreshSession()).resolves.toMatchObject({ accessToken: 'same' });
    releaseSlow?.();
    await expect(slow).resolves.toEqual({ url: '/docs/templates' });
    expect(refreshCalls()).toHaveLength(1);
    expect(
      seen.filter((req) => req.url === '/docs/templates').map((req) => req.headers.authorization),
    ).toEqual(['Bearer same', 'Bearer same']);
  });

  // Issue 28: a session check on the wire when Session Expired cleared the token got its 401,
  // refreshed, and signed out again, taking the user from the dialog to the sign-in page.
  it('takes a 401 to a call sent before this tab ended the session as that ending: no refresh, no sign-out', async () => {
    setAccessToken('old');
    let answer: ServerResponse | undefined;
    handle = (req, res) => {
      if (req.url === '/auth/refresh') return json(res, 200, { access_token: 'revived' });
      answer = res;
    };
    const pending = apiErrorFrom(api.get('/users/me'));
    await vi.waitFor(() => expect(answer).toBeDefined());
    clearSession();
    json(answer!, 401, { detail: 'Not authenticated' });
    const error = await pending;
    expect(error.status).toBe(401);
    expect(refreshCalls()).toHaveLength(0);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('signs out once when the refresh is refused', async () => {
    setAccessToken('old');
    localStorage.setItem('user', JSON.stringify({ id: 'u1' }));
    const held: ServerResponse[] = [];
    handle = (req, res) => {
      if (req.url === '/auth/refresh') return json(res, 401, { detail: 'Refresh token expired' });
      held.push(res);
      if (held.length === 2) for (const waiting of held) json(waiting, 401);
    };
    const errors = await Promise.all([
      apiErrorFrom(api.get('/docs/documents')),
      apiErrorFrom(api.get('/docs/templates')),
    ]);
    for (const error of errors) {
      expect(error.message).toBe('Authentication failed');
      expect(error.status).toBe(401);
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(document.cookie).not.toContain('access_token');
  });

  it('signs out when the refresh cannot reach the server', async () => {
    setAccessToken('old');
    handle = (req, res) => {
      if (req.url === '/auth/refresh') return res.socket?.destroy();
      json(res, 401);
    };
    const error = await apiErrorFrom(api.get('/users/me'));
    expect(error.message).toBe('Authentication failed');
    expect(error.status).toBe(401);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(document.cookie).not.toContain('access_token');
  });

  it.each(['/auth/login', '/auth/refresh', '/auth/logout'])(
    'does not refresh on a 401 from %s',
    async (path) => {
      setAccessToken('old');
      handle = (_req, res) => json(res, 401, { detail: 'Incorrect email or password' });
      const error = await apiErrorFrom(api.post(path));
      expect(error.message).toBe('Incorrect email or password');
      expect(error.status).toBe(401);
      expect(seen).toHaveLength(1);
      expect(onAuthFailure).not.toHaveBeenCalled();
      expect(getAccessToken()).toBe('old');
    },
  );

  it('reports a failed retry without refreshing again', async () => {
    setAccessToken('old');
    handle = (req, res) => {
      if (req.url === '/auth/refresh') return json(res, 200, { access_token: 'new' });
      json(res, 401);
    };
    const error = await apiErrorFrom(api.get('/users/me'));
    expect(error.message).toBe('Request failed after token refresh');
    expect(error.status).toBe(401);
    expect(seen).toHaveLength(3);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it("keeps the server's message when the retry fails with one", async () => {
    setAccessToken('old');
    handle = sessionServer((_req, res) => json(res, 403, { detail: 'Not allowed' }));
    const error = await apiErrorFrom(api.get('/docs/documents/1'));
    expect(error.message).toBe('Not allowed');
    expect(error.status).toBe(403);
  });
});

describe('one refresh for every caller', () => {
  it('shares one request between a direct refresh and a 401 at the same moment', async () => {
    setAccessToken('old');
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inner = sessionServer((_req, res) => json(res, 200, { id: 'u1' }));
    handle = (req, res) => {
      if (req.url === '/auth/refresh') return void held.then(() => inner(req, res));
      inner(req, res);
    };
    const direct = refreshSession();
    const call = api.get('/users/me');
    await vi.waitFor(() => expect(seen.some((req) => req.url === '/users/me')).toBe(true));
    release();
    await expect(direct).resolves.toEqual({
      accessToken: 'new',
      user: { id: 'u1', email: 'ada@example.com' },
    });
    await expect(call).resolves.toEqual({ id: 'u1' });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('rejects a direct refresh that cannot reach the server with status 0, and keeps the session', async () => {
    setAccessToken('old');
    handle = (req, res) => {
      if (req.url === '/auth/refresh') return res.socket?.destroy();
      json(res, 200, {});
    };
    const error = await apiErrorFrom(refreshSession());
    expect(error.status).toBe(0);
    expect(getAccessToken()).toBe('old');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('rejects a refused direct refresh with 401, leaving the sign-out to the caller', async () => {
    setAccessToken('old');
    handle = (_req, res) => json(res, 401, { detail: 'Your session has expired. Please sign in again.' });
    const error = await apiErrorFrom(refreshSession());
    expect(error.status).toBe(401);
    expect(error.message).toBe('Your session has expired. Please sign in again.');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('does not bring back a session that was signed out while the refresh was on its way', async () => {
    setAccessToken('old');
    handle = (_req, res) => {
      clearSession();
      json(res, 200, { access_token: 'new', user: { id: 'u1' } });
    };
    expect((await apiErrorFrom(refreshSession())).status).toBe(401);
    expect(getAccessToken()).toBeNull();
  });
});

describe('one refresh across tabs (Web Locks)', () => {
  // A lock manager as browsers have it, shared by every tab of the origin: one holder at a time,
  // the others queued in order.
  function installLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request: (_name: string, callback: () => Promise<unknown>) => {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return locks;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('refreshes under the lock when no other tab has', async () => {
    installLocks();
    setAccessToken('old');
    handle = sessionServer((_req, res) => json(res, 200, { id: 'u1' }));
    await expect(api.get('/users/me')).resolves.toEqual({ id: 'u1' });
    expect(refreshCalls()).toHaveLength(1);
    expect(getAccessToken()).toBe('new');
  });

  it('takes the token another tab got while this one waited, without spending the cookie again', async () => {
    const locks = installLocks();
    setAccessToken('old');
    handle = sessionServer((_req, res) => json(res, 200, { id: 'u1' }));
    // Another tab holds the lock and is refreshing.
    let otherTabDone = (): void => undefined;
    await new Promise<void>((held) => {
      void locks.request(
        'lexdraft-session-refresh',
        () =>
          new Promise<void>((resolve) => {
            otherTabDone = resolve;
            held();
          }),
      );
    });
    const waiting = refreshSession();
    // It stores what it got in the storage all tabs share, then lets go.
    setAccessToken('from-other-tab');
    setStoredUser({ id: 'u1', email: 'ada@example.com' });
    otherTabDone();
    await expect(waiting).resolves.toEqual({
      accessToken: 'from-other-tab',
      user: { id: 'u1', email: 'ada@example.com' },
    });
    expect(refreshCalls()).toHaveLength(0);
  });
});

describe('auth failure redirect', () => {
  it('treats /auth and the pages below it as auth pages', () => {
    expect(isAuthPath('/auth')).toBe(true);
    expect(isAuthPath('/auth/login')).toBe(true);
    expect(isAuthPath('/auth/reset-password')).toBe(true);
    expect(isAuthPath('/documents')).toBe(false);
    expect(isAuthPath('/')).toBe(false);
  });

  it('goes to the login page from any other page', () => {
    const assign = vi.fn();
    redirectToLogin({ pathname: '/documents/7/edit', assign });
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });

  it('stays on an auth page', () => {
    const assign = vi.fn();
    redirectToLogin({ pathname: '/auth/register/abc', assign });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('uploadFile', () => {
  async function formOf(req: Seen): Promise<FormData> {
    const contentType = req.headers['content-type'] ?? '';
    return new Request('http://upload.test/', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: new Uint8Array(req.body),
    }).formData();
  }

  it('posts the file and the fields as multipart', async () => {
    setAccessToken('abc');
    // vitest's jsdom bridge drops file names on the way to Node's fetch (vitest-dev/vitest#9260),
    // so the name is checked where the client hands it to the FormData.
    const append = vi.spyOn(FormData.prototype, 'append');
    const file = new Blob(['%PDF-1.7 lease'], { type: 'application/pdf' });
    await uploadFile('/docs/templates/import', file, { name: 'Lease', category: 'property' }, 'lease.pdf');
    const req = seen[0];
    expect(req?.method).toBe('POST');
    expect(req?.headers.authorization).toBe('Bearer abc');
    expect(req?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(req as Seen);
    expect(form.get('name')).toBe('Lease');
    expect(form.get('category')).toBe('property');
    expect(append).toHaveBeenCalledWith('file', file, 'lease.pdf');
    const sent = form.get('file') as File;
    expect(sent.type).toBe('application/pdf');
    expect(await sent.text()).toBe('%PDF-1.7 lease');
  });

  it('sends the file again after a refresh', async () => {
    setAccessToken('old');
    handle = sessionServer((_req, res) => json(res, 201, { id: 't1' }));
    const file = new Blob(['hello']);
    await expect(uploadFile('/docs/templates/import/preview', file)).resolves.toEqual({ id: 't1' });
    const retried = seen.at(-1) as Seen;
    expect(retried.headers.authorization).toBe('Bearer new');
    expect(await ((await formOf(retried)).get('file') as File).text()).toBe('hello');
  });

  it('defaults to "Upload failed" when the server gives no message', async () => {
    handle = (_req, res) => json(res, 500);
    const error = await apiErrorFrom(uploadFile('/docs/templates/import', new Blob(['x'])));
    expect(error.message).toBe('Upload failed');
    expect(error.status).toBe(500);

    handle = (_req, res) => json(res, 413, { detail: 'File too large' });
    const tooLarge = await apiErrorFrom(uploadFile('/docs/templates/import', new Blob(['x'])));
    expect(tooLarge.message).toBe('File too large');
    expect(tooLarge.status).toBe(413);
  });
});
