import fc from 'fast-check';
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  buildContact,
  buildDocument,
  buildEntity,
  buildFieldTemplate,
  buildPerson,
  buildSmartField,
  type Session,
  signIn,
} from './test/factories.js';
import { useFirm } from './test/firm.js';

// Every route the app registers gets arbitrary input (strings with NUL and lone surrogates, huge and
// negative numbers, deep arrays, wrong types, long strings, odd keys) in its path, query and body,
// from no one, a viewer, an attorney and another firm's admin; no answer may be a 5xx. Routes are
// collected with an onRoute hook added to each Fastify instance as it is created, so that a route
// added later is fuzzed without anyone listing it here.

const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => void routes.push(route));
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: create, fastify: create };
});

const RUNS_PER_ROUTE = 30;

const firm = useFirm();
const sessions: Record<string, Session | undefined> = {};
const emails: Record<string, string> = {};
let ids: string[] = [];
// Records of the firm by the words that name them in paths and fields, so that most ids reach a row.
let idsByKind: [RegExp, string[]][] = [];

/** Ids that fit a path or field name (`/docs/documents/:id`, `entity_ids`), else any of the firm's. */
function idsFor(name: string): string[] {
  return idsByKind.find(([pattern]) => pattern.test(name))?.[1] ?? ids;
}

// Text that has broken servers: NUL, lone surrogates, markup, traversal, numbers out of range.
const WEIRD = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udbff\u0000',
  '',
  ' ',
  '..\\..\\x.png',
  '../../etc/passwd',
  '<b>'.repeat(300),
  '<script>alert(1)</script>',
  '{{person.first_name}}',
  '1e400',
  '-1',
  '9007199254740993',
  'NaN',
  'true',
  'null',
  '__proto__',
  'constructor',
  'x'.repeat(70_000),
  'a@b.c',
  '00000000-0000-0000-0000-000000000000',
  '%00',
];
const UNSTORABLE = ['\u0000', '\ud800', '\udc00', 'Name\u0000', 'Name\ud83d'];
const weirdText = fc.oneof(
  { arbitrary: fc.constantFrom(...UNSTORABLE), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(...WEIRD), weight: 2 },
  {
    arbitrary: fc.array(fc.constantFrom(...WEIRD, 'a', '.'), { maxLength: 4 }).map((parts) => parts.join('')),
    weight: 2,
  },
);
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_VALUE),
);
const leaf = fc.oneof(weirdText, weirdNumber, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(weirdText, tie('value'), { maxKeys: 4 }),
  ),
})).value;
const deep = fc
  .integer({ min: 1, max: 2_000 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`));

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** A route's zod schema as JSON Schema, or undefined when it has none. */
function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

// Text that passes most schemas yet cannot be stored as it is.
const storableLooking = fc.oneof(
  { arbitrary: fc.constantFrom(...UNSTORABLE, 'A name', 'person.first_name'), weight: 6 },
  { arbitrary: weirdText, weight: 1 },
);
const mostly = <T>(typed: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: typed, weight: 60 }, { arbitrary: value, weight: 1 });

/**
 * Values of the schema's shape with hostile leaves, so that most inputs get past validation to the
 * code and the database behind it; now and then a wrong type instead.
 */
function shaped(schema: JsonSchema | undefined, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return value;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((inner) => shaped(inner, depth + 1, name)));
  const type = [schema.type].flat()[0];
  if (schema.enum) return mostly(fc.constantFrom(...schema.enum));
  if (type === 'string' && schema.format === 'uuid') return mostly(fc.constantFrom(...idsFor(name)));
  if (type === 'string' && schema.format === 'email')
    return mostly(fc.constantFrom('a\u0000@firm.test', 'a\ud800@firm.test', 'new@firm.test'));
  if (type === 'string') return mostly(storableLooking);
  if (type === 'integer' || type === 'number')
    return mostly(
      fc.oneof(
        { arbitrary: fc.integer({ min: 0, max: 5 }), weight: 4 },
        { arbitrary: weirdNumber, weight: 1 },
      ),
    );
  if (type === 'boolean') return mostly(fc.boolean());
  if (type === 'array') return mostly(fc.array(shaped(schema.items, depth + 1, name), { maxLength: 3 }));
  if (type !== 'object') return value;
  const properties = schema.properties ?? {};
  const fields = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, inner]) => [key, shaped(inner, depth + 1, key)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(storableLooking, shaped(schema.additionalProperties, depth + 1), { maxKeys: 3 })
      : fc.constant({});
  return mostly(fc.tuple(fields, extra).map(([known, more]) => ({ ...more, ...known })));
}

// Percent-encodes what encodeURIComponent can; raw sequences (%00, %ED%A0%80: a lone surrogate in
// UTF-8's form) go as they are.
const RAW_SEGMENTS = ['%00', '%ED%A0%80', '%C0%80', '%', '%zz', '..', '%2e%2e%2f', 'a%00b'];
// String#toWellFormed is in Node 20, not in TypeScript's ES2023 lib.
const toWellFormed = (text: string) => (text as string & { toWellFormed(): string }).toWellFormed();
const encode = (text: string) => encodeURIComponent(toWellFormed(text));

function pathFor(route: RouteOptions): fc.Arbitrary<string> {
  const parts = route.url.split('/').map((segment) => {
    if (segment.startsWith(':') || segment === '*') {
      return fc.oneof(
        { arbitrary: fc.constantFrom(...idsFor(route.url)), weight: 6 },
        { arbitrary: weirdText.filter((text) => text !== '').map(encode), weight: 1 },
        { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
      );
    }
    return fc.constant(segment);
  });
  return fc.tuple(...parts).map((segments) => segments.join('/'));
}

function queryFor(route: RouteOptions): fc.Arbitrary<string> {
  const schema = jsonSchemaOf(route.schema?.querystring);
  const known = shaped(schema).map((query) =>
    typeof query === 'object' && query !== null && !Array.isArray(query)
      ? Object.entries(query).flatMap(([key, val]) =>
          [val]
            .flat()
            .map((one) => [encode(key), encode(typeof one === 'string' ? one : (JSON.stringify(one) ?? ''))]),
        )
      : [],
  );
  const raw = fc.array(fc.tuple(weirdText.map(encode), fc.constantFrom(...RAW_SEGMENTS, ...ids)), {
    maxLength: 2,
  });
  return fc
    .tuple(known, raw)
    .map(([pairs, extra]) => [...pairs, ...extra])
    .map((pairs) => (pairs.length ? `?${pairs.map(([key, val]) => `${key}=${val}`).join('&')}` : ''));
}

type Body = Pick<InjectOptions, 'payload' | 'headers'>;

function bodyFor(route: RouteOptions): fc.Arbitrary<Body> {
  const schema = jsonSchemaOf(route.schema?.body);
  const json = (payload: unknown): Body => ({
    payload: JSON.stringify(payload) ?? '',
    headers: { 'content-type': 'application/json' },
  });
  const form = shaped(schema).map((fields): Body => {
    const entries = typeof fields === 'object' && fields !== null ? Object.entries(fields) : [];
    const text = entries.map(([key, val]): [string, string] => [
      toWellFormed(key),
      toWellFormed(typeof val === 'string' ? val : (JSON.stringify(val) ?? '')),
    ]);
    return {
      payload: new URLSearchParams(text).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  });
  return fc.oneof(
    { arbitrary: shaped(schema).map(json), weight: 12 },
    { arbitrary: form, weight: 1 },
    { arbitrary: deep.map(json), weight: 1 },
    {
      arbitrary: fc.constantFrom<Body>(
        { payload: '{"a": 1e400, "b": -1e400}', headers: { 'content-type': 'application/json' } },
        { payload: '{"a": "\\ud800\\u0000"}', headers: { 'content-type': 'application/json' } },
        { payload: '{"__proto__": {"x": 1}}', headers: { 'content-type': 'application/json' } },
        { payload: '{not json', headers: { 'content-type': 'application/json' } },
        { payload: 'text', headers: { 'content-type': 'text/plain' } },
        { payload: '', headers: {} },
      ),
      weight: 1,
    },
  );
}

/** Signs in again any session that a fuzzed request ended (sign-out, a changed password is not expected). */
async function reviveSessions() {
  for (const [name, session] of Object.entries(sessions)) {
    if (!session) continue;
    const me = await firm.app.inject({ method: 'GET', url: '/users/me', headers: session.headers });
    if (me.statusCode === 401) sessions[name] = await signIn(firm.app, emails[name]!);
  }
}

beforeAll(async () => {
  const { db } = firm.database;
  const orgId = firm.orgId;
  for (const name of ['attorney', 'viewer', 'outsider'] as const) {
    sessions[name] = firm[name];
    const me = await firm.app.inject({ method: 'GET', url: '/users/me', headers: firm[name].headers });
    emails[name] = me.json().email;
  }
  sessions.anonymous = undefined;
  const document = await buildDocument(db, { orgId, html: '<p>Dear {{person.first_name}}</p>' });
  const template = await buildDocument(db, { orgId, isTemplate: true });
  const documentIds = [document.id, template.id];
  const entityIds = [(await buildEntity(db, { orgId })).id];
  const personIds = [(await buildPerson(db, { orgId })).id];
  const contactIds = [(await buildContact(db, { orgId })).id];
  const smartFieldIds = [(await buildSmartField(db, { orgId })).id];
  const templateIds = [(await buildFieldTemplate(db, { orgId })).id];
  const me = await firm.app.inject({ method: 'GET', url: '/users/me', headers: firm.viewer.headers });
  const userIds = [me.json().id];
  idsByKind = [
    [/document/, documentIds],
    [/entit/, entityIds],
    [/owner|person/, personIds],
    [/contact/, contactIds],
    [/smart-field/, smartFieldIds],
    [/field-template/, templateIds],
    [/users|user_id/, userIds],
    [/assets|org/, [orgId]],
  ];
  ids = [
    ...documentIds,
    ...entityIds,
    ...personIds,
    ...contactIds,
    ...smartFieldIds,
    ...templateIds,
    ...userIds,
    orgId,
  ];
});

describe('every route under arbitrary input', () => {
  it('answers without a 5xx', { timeout: 240_000 }, async () => {
    // Routes that end a session or remove or convert the fixtures last, so the others meet them intact.
    const late = (route: RouteOptions) =>
      Number(/logout/.test(route.url)) * 2 + Number(route.method === 'DELETE' || /convert/.test(route.url));
    const byUrl = [...routes].sort((a, b) => late(a) - late(b));
    expect(byUrl.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of byUrl) {
      for (const method of [route.method].flat() as HTTPMethods[]) {
        const input = fc.record({
          // Mostly the attorney, who may write: the others mostly meet 401, 403 or 404 early.
          who: fc.oneof(
            { arbitrary: fc.constant('attorney'), weight: 4 },
            { arbitrary: fc.constantFrom(...Object.keys(sessions)), weight: 2 },
          ),
          path: pathFor(route),
          query: queryFor(route),
          body: method === 'GET' || method === 'HEAD' ? fc.constant<Body>({}) : bodyFor(route),
        });
        const result = await fc.check(
          fc.asyncProperty(input, async ({ who, path, query, body }) => {
            const session = sessions[who];
            const response = await firm.app.inject({
              method,
              url: `${path}${query}`,
              payload: body.payload,
              headers: { ...body.headers, ...session?.headers },
            });
            if (response.statusCode >= 500) {
              throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
            }
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
        if (result.failed) {
          const example = JSON.stringify(result.counterexample?.[0])?.slice(0, 600);
          failures.push(
            `${method} ${route.url}: ${result.errorInstance}\n  input ${example}\n  seed ${result.seed}`,
          );
        }
        await reviveSessions();
      }
    }
    expect(failures).toEqual([]);
  });
});
