import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from './db/schema.js';
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
import { fuzzRuns } from './test/fuzz-runs.js';
import { type HostileBody, hostileInput } from './test/hostile-input.js';

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

// Inputs per route and method: CI takes 10 (a fresh seed each run), a local run 30, FUZZ_RUNS any.
const RUNS_PER_ROUTE = fuzzRuns({ local: 30, ci: 10 });

const firm = useFirm();
const sessions: Record<string, Session | undefined> = {};
const sessionUserIds: Record<string, string> = {};
let ids: string[] = [];
// Records of the firm by the words that name them in paths and fields, so that most ids reach a row.
let idsByKind: [RegExp, string[]][] = [];

/** Ids that fit a path or field name (`/docs/documents/:id`, `entity_ids`), else any of the firm's. */
function idsFor(name: string): string[] {
  return idsByKind.find(([pattern]) => pattern.test(name))?.[1] ?? ids;
}

/**
 * Signs in again any session that a fuzzed request ended (sign-out; a changed password is not
 * expected), at the user's address now: a fuzzed PATCH /users/me may have given them a new one.
 */
async function reviveSessions() {
  for (const [name, session] of Object.entries(sessions)) {
    if (!session) continue;
    const me = await firm.app.inject({ method: 'GET', url: '/users/me', headers: session.headers });
    if (me.statusCode !== 401) continue;
    const [user] = await firm.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, sessionUserIds[name]!));
    sessions[name] = await signIn(firm.app, user!.email);
  }
}

beforeAll(async () => {
  const { db } = firm.database;
  const orgId = firm.orgId;
  for (const name of ['attorney', 'viewer', 'outsider'] as const) {
    sessions[name] = firm[name];
    const me = await firm.app.inject({ method: 'GET', url: '/users/me', headers: firm[name].headers });
    sessionUserIds[name] = me.json().id;
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
    [/\/templates\//, [template.id]],
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
    const { pathFor, queryFor, bodyFor } = hostileInput(idsFor);
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
          body: method === 'GET' || method === 'HEAD' ? fc.constant<HostileBody>({}) : bodyFor(route),
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
