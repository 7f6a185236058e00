import { expect, vi } from 'vitest';

/** One request the app sent, as the fake backend saw it on the wire. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's parameters (routes match on the path alone). */
  query: URLSearchParams;
  headers: Headers;
  body: string;
  /** The body parsed as JSON (or form fields as an object); undefined when empty. */
  json: () => unknown;
  params: Record<string, string>;
}

/** Answers one route; may return a promise to hold the answer back. */
export type RouteHandler = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON response, or an empty one for 204. */
export function json(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise with its resolve function, to hold a response until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function matchRoute(pattern: string, method: string, path: string): Record<string, string> | null {
  const [patternMethod, patternPath = ''] = pattern.split(' ');
  if (patternMethod !== method) return null;
  const expected = patternPath.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

function parseBody(body: string, contentType: string | null): unknown {
  if (body === '') return undefined;
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(body));
  }
  return JSON.parse(body);
}

// The unhandled requests of the backend the current test made, checked once after each test.
let activeUnhandled: string[] | undefined;

/** Fails the test if its fake backend received a request no route answers, then forgets that backend. */
export function expectNoUnhandledRequests(): void {
  const unhandled = activeUnhandled;
  activeUnhandled = undefined;
  if (unhandled) expect(unhandled, 'requests no route of the fake backend answered').toEqual([]);
}

/**
 * Replaces `fetch` with a backend that answers from `routes` ("METHOD /path/:param" → handler),
 * so that the app's own modules run unchanged down to the wire. Unknown requests answer 599 and
 * are listed in `unhandled`; the shared test setup fails the test when any were made.
 */
export function fakeBackend(routes: Record<string, RouteHandler> = {}) {
  const requests: SeenRequest[] = [];
  const unhandled: string[] = [];
  activeUnhandled = unhandled;

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = await request.text();
    const url = new URL(request.url);
    const path = url.pathname;
    const seenBase = {
      method: request.method,
      path,
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    const json = () => parseBody(body, request.headers.get('Content-Type'));
    for (const [pattern, handler] of Object.entries(routes)) {
      const params = matchRoute(pattern, request.method, path);
      if (params === null) continue;
      const seen: SeenRequest = { ...seenBase, json, params };
      requests.push(seen);
      return handler(seen);
    }
    requests.push({ ...seenBase, json, params: {} });
    unhandled.push(`${request.method} ${path}`);
    return new Response(JSON.stringify({ detail: 'Unhandled in test' }), { status: 599 });
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    routes,
    requests,
    unhandled,
    /** The requests to one "METHOD /path". */
    calls: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
