import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import { renameKey, replaceAt, slotsOf } from './json-slots.js';
import {
  deepArray,
  deepObject,
  NASTY_STRINGS,
  nastyJson,
  nastyString,
  RawJson,
  toJsonText,
} from './nasty-values.js';
import { type Hints, hostileValue, type JsonSchema, validValue } from './schema-inputs.js';

// The requests of the fuzz: for every route of the built server, a targeted pass (a valid body,
// query and path with one slot at a time made nasty) and a seeded random pass over all of it.

export type Route = {
  method: string;
  url: string;
  body: JsonSchema | null;
  querystring: JsonSchema | null;
  params: JsonSchema | null;
};

export type Identity = 'none' | 'admin' | 'writer' | 'viewer' | 'forged';

export type FuzzRequest = {
  /** The route as the server declares it, e.g. `PUT /docs/documents/:id`. */
  route: string;
  identity: Identity;
  method: string;
  /** Path and query, percent-encoded as sent. */
  target: string;
  body?: { contentType: string; data: string | Uint8Array<ArrayBuffer> };
  headers: Record<string, string>;
};

/** The routes of the built server (apps/server/dist), from the server itself. */
export function listRoutes(): Route[] {
  const script = path.join(import.meta.dirname, 'list-routes.mjs');
  return JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' })) as Route[];
}

/** A path segment or query part as bytes on the wire: a lone surrogate becomes its WTF-8 bytes. */
export function encodePart(value: string): string {
  let out = '';
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(character);
  }
  return out;
}

/** Path segments that are broken as bytes, written as they go on the wire. */
const RAW_SEGMENTS = [
  '%00',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%zz',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '9'.repeat(400),
];

/** Query parts that are broken as bytes or as shapes, written as they go on the wire. */
const RAW_QUERIES = ['%00', '%ED%A0%80', '%FF', '%', 'a[b]=1', '__proto__[x]=1', 'x=1&x=2', '=&=&'];

/** Whole bodies that are wrong before any field is read. */
const RAW_BODIES: { contentType: string; data: string | Uint8Array<ArrayBuffer> }[] = [
  { contentType: 'application/json', data: '' },
  { contentType: 'application/json', data: '{"a":' },
  { contentType: 'application/json', data: 'null' },
  { contentType: 'application/json', data: '"\\u0000"' },
  { contentType: 'application/json', data: '[]' },
  { contentType: 'application/json', data: '1e400' },
  { contentType: 'application/json', data: '{"__proto__":{"polluted":true}}' },
  {
    contentType: 'application/json',
    data: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { contentType: 'application/json', data: deepObject(100_000).text },
  { contentType: 'application/x-www-form-urlencoded', data: 'username=%00&password=%ED%A0%80' },
  { contentType: 'text/plain', data: 'plain text' },
  { contentType: 'application/json; charset=utf-16', data: '{}' },
];

/** Strings put into one slot at a time in the targeted pass. */
const TARGETED: unknown[] = [
  'a\u0000b',
  'x\ud800y',
  '\udfff',
  new RawJson('1e400'),
  deepArray(5_000),
  'x'.repeat(70_000),
];
const TARGETED_KEYS = ['k\u0000', 'k\ud800', '__proto__'];

/** The path parameters a route's baseline uses: a real record of the right kind where one is known. */
export type ParamValues = (route: Route, param: string) => string;

type Parts = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  hasBody: boolean;
};

function requestOf(
  route: Route,
  identity: Identity,
  parts: Parts,
  extra: Partial<FuzzRequest> = {},
): FuzzRequest {
  const target = route.url.replace(/:(\w+)/g, (_, name: string) => parts.params[name] ?? '');
  const query = Object.entries(parts.query)
    .map(([key, value]) => `${encodePart(key)}=${encodePart(queryText(value))}`)
    .join('&');
  return {
    route: `${route.method} ${route.url}`,
    identity,
    method: route.method,
    target: query ? `${target}?${query}` : target,
    body: parts.hasBody ? { contentType: 'application/json', data: toJsonText(parts.body) } : undefined,
    headers: {},
    ...extra,
  };
}

const queryText = (value: unknown) => (typeof value === 'string' ? value : toJsonText(value));

function baseline(route: Route, hints: Hints, paramValue: ParamValues, seed: number): Parts {
  const one = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;
  const params = Object.fromEntries(
    [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => [name!, encodePart(paramValue(route, name!))]),
  );
  return {
    params,
    query: route.querystring
      ? (one(validValue(route.querystring, hints, '', true)) as Record<string, unknown>)
      : {},
    body: route.body ? one(validValue(route.body, hints, '', true)) : undefined,
    hasBody: route.body !== null,
  };
}

/** The targeted pass: the baseline, then each slot of body, query and path made nasty in turn. */
export function targetedRequests(
  route: Route,
  hints: Hints,
  paramValue: ParamValues,
  seed: number,
): FuzzRequest[] {
  const base = baseline(route, hints, paramValue, seed);
  const requests: FuzzRequest[] = [requestOf(route, 'admin', base)];
  if (base.hasBody) {
    for (const slot of slotsOf(base.body)) {
      if (slot.kind === 'key')
        for (const key of TARGETED_KEYS)
          requests.push(requestOf(route, 'admin', { ...base, body: renameKey(base.body, slot.path, key) }));
      else
        for (const value of TARGETED)
          requests.push(requestOf(route, 'admin', { ...base, body: replaceAt(base.body, slot.path, value) }));
    }
    for (const body of RAW_BODIES) requests.push({ ...requestOf(route, 'admin', base), body });
  }
  for (const key of Object.keys(base.query))
    for (const value of TARGETED.slice(0, 4))
      requests.push(requestOf(route, 'admin', { ...base, query: { ...base.query, [key]: value } }));
  const plain = requestOf(route, 'admin', { ...base, query: {} });
  for (const raw of RAW_QUERIES) requests.push({ ...plain, target: `${plain.target}?${raw}` });
  for (const name of Object.keys(base.params))
    for (const raw of [...RAW_SEGMENTS, ...NASTY_STRINGS.slice(2, 12).map(encodePart)])
      requests.push(requestOf(route, 'admin', { ...base, params: { ...base.params, [name]: raw } }));
  return requests;
}

const identity = fc.constantFrom<Identity>('none', 'admin', 'writer', 'viewer', 'forged');
// Header values must be bytes fetch can send: no CR, LF or NUL, nothing past Latin-1.
const headerText = fc
  .oneof(nastyString, fc.string({ maxLength: 60 }))
  .filter((text) => /^[\t\x20-\x7e\x80-\xff]*$/.test(text));

/** The random pass: seeded samples of hostile bodies, queries, paths, identities and headers. */
export function randomRequests(
  route: Route,
  hints: Hints,
  paramValue: ParamValues,
  seed: number,
  runs: number,
) {
  const params = fc.record(
    Object.fromEntries(
      [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => [
        name!,
        fc.oneof(
          fc.constant(paramValue(route, name!)),
          fc.uuid(),
          nastyString,
          fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw })),
        ),
      ]),
    ),
  );
  const request = fc.record({
    identity,
    params,
    query: route.querystring
      ? hostileValue(route.querystring, hints)
      : fc.dictionary(nastyString, nastyString, { maxKeys: 2 }),
    body: route.body ? hostileValue(route.body, hints) : nastyJson,
    form: fc.boolean(),
    headers: fc.dictionary(
      fc.constantFrom('if-match', 'cookie', 'x-forwarded-for', 'accept-encoding', 'origin'),
      headerText,
      { maxKeys: 2 },
    ),
  });
  return fc.sample(request, { seed, numRuns: runs }).map((sample) => {
    const pathParams = Object.fromEntries(
      Object.entries(sample.params).map(([name, value]) => [
        name,
        typeof value === 'string' ? encodePart(value) : (value as { raw: string }).raw,
      ]),
    );
    const query =
      sample.query && typeof sample.query === 'object' && !Array.isArray(sample.query)
        ? sample.query
        : { q: sample.query };
    const sendsBody = route.body !== null || (route.method !== 'GET' && route.method !== 'DELETE');
    const built = requestOf(
      route,
      sample.identity,
      { params: pathParams, query: query as Record<string, unknown>, body: sample.body, hasBody: sendsBody },
      { headers: sample.headers },
    );
    // Some bodies go as a form, the way the sign-in screen sends them.
    if (
      built.body &&
      sample.form &&
      sample.body &&
      typeof sample.body === 'object' &&
      !Array.isArray(sample.body)
    )
      built.body = {
        contentType: 'application/x-www-form-urlencoded',
        data: Object.entries(sample.body)
          .map(([key, value]) => `${encodePart(key)}=${encodePart(queryText(value))}`)
          .join('&'),
      };
    return built;
  });
}
