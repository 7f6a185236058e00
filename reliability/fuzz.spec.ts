import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  createUser,
  DEMO,
  demoOrgId,
  isHealthy,
  type RunningApp,
  removeApp,
  signIn,
  startSuiteApp,
} from './support/app.js';
import { contentOf, createBlank } from './support/documents.js';
import { figure } from './support/figures.js';
import {
  type FuzzRequest,
  type Identity,
  listRoutes,
  type ParamValues,
  type Route,
  randomRequests,
  targetedRequests,
} from './support/fuzz-requests.js';
import { expectCall } from './support/http.js';
import { PNG } from './support/upload-cases.js';

// Scenario 3: every route of the built server, over HTTP, with NUL bytes, lone surrogates, huge
// numbers, deep nesting and wrong types in body, query and path, signed in as each role and not.
// No answer may be a 5xx, no request may stall, and the app must be up and healthy afterwards.
// The routes come from the server itself (support/list-routes.mjs), so new ones are fuzzed too.

const SEED = 20_261_010;
// Seeded random samples per route on top of the targeted ones, which always run in full (every
// slot of every route gets each hostile value). FUZZ_RUNS sets it; CI takes fewer to keep its
// run under 20 minutes (issue 29), a local run more.
const RANDOM_RUNS = randomRunsFromEnv(process.env.FUZZ_RUNS, process.env.CI ? 8 : 24);
const CONCURRENCY = 4;
const EXTRA_ADMINS = 9;
const REQUEST_BOUND_MS = 15_000;
// These end sessions, lock sign-in or take users away: they go last so the rest keep their callers.
const LAST = [
  'PATCH /users/:id',
  'POST /users/:id/deactivate',
  'PUT /users/me/password',
  'POST /auth/login',
  'POST /auth/logout',
];
const METHOD_ORDER = ['GET', 'PUT', 'PATCH', 'POST', 'DELETE'];

type Outcome = { request: FuzzRequest; status?: number; text: string; error?: string };

test('no route answers 5xx to hostile input', async () => {
  test.setTimeout(300_000);
  const app = await startSuiteApp();
  try {
    const firm = await setUpFirm(app);
    const routes = order(listRoutes());
    const outcomes: Outcome[] = [];
    for (const [index, route] of routes.entries()) {
      const requests = [
        ...targetedRequests(route, firm.hints, firm.paramValue, SEED + index),
        ...randomRequests(route, firm.hints, firm.paramValue, SEED + index, RANDOM_RUNS),
      ];
      outcomes.push(...(await sendAll(app, firm.tokenFor, requests)));
    }
    report(app, routes, outcomes);
    expect(await isHealthy(app)).toBe(true);
    const serverErrors = outcomes.filter(({ status }) => status !== undefined && status >= 500);
    expect(serverErrors.length, 'answers with a 5xx (each is listed above)').toBe(0);
    expect(outcomes.filter(({ error }) => error === 'stalled').length, 'requests that stalled').toBe(0);
  } finally {
    await removeApp(app);
  }
});

function randomRunsFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 0)
    throw new Error(`FUZZ_RUNS must be a whole number, not "${value}"`);
  return runs;
}

/** Routes in an order that keeps callers and records alive for as long as possible. */
function order(routes: Route[]): Route[] {
  const rank = (route: Route) => {
    const last = LAST.indexOf(`${route.method} ${route.url}`);
    return last >= 0 ? METHOD_ORDER.length + last : METHOD_ORDER.indexOf(route.method);
  };
  return routes.toSorted((a, b) => rank(a) - rank(b) || a.url.localeCompare(b.url));
}

/** Callers of each kind, and one real record of each kind for path parameters and uuid slots. */
async function setUpFirm(app: RunningApp) {
  // Many admins: content saves are limited per user (20 per 10 s), and the limit is not what is
  // fuzzed; with few callers most valid document saves would meet the limit, not the code.
  const orgId = await demoOrgId(app);
  const admins = [await signIn(app, DEMO.admin)];
  for (let batch = 0; batch < EXTRA_ADMINS / 3; batch += 1)
    admins.push(
      ...(await Promise.all([1, 2, 3].map(async () => (await createUser(app, 'admin', orgId)).token))),
    );
  const writers = [await signIn(app, DEMO.attorney), await signIn(app, DEMO.paralegal)];
  const viewer = await signIn(app, DEMO.viewer);
  const target = await createUser(app, 'viewer', orgId);
  const admin = admins[0]!;

  const document = await createBlank(app, admin, 'Fuzz target');
  await expectCall(app.url, 'PUT', `/docs/documents/${document.id}`, 200, {
    token: admin,
    json: {
      base_version: 0,
      content: contentOf('<p>Dear <span data-merge-field="client.name">{{client.name}}</span></p>'),
    },
  });
  const template = await createBlank(app, admin, 'Fuzz template');
  await expectCall(app.url, 'PUT', `/docs/documents/${template.id}`, 200, {
    token: admin,
    json: { base_version: 0, content: contentOf('<p>Template</p>') },
  });
  await expectCall(app.url, 'POST', `/docs/documents/${template.id}/convert-to-template`, 200, {
    token: admin,
  });
  const smartField = (
    await expectCall(app.url, 'POST', '/docs/smart-fields', 201, {
      token: admin,
      json: { key: 'matter_no', label: 'Matter' },
    })
  ).json<{ id: string }>();
  const fieldTemplate = (
    await expectCall(app.url, 'POST', '/docs/field-templates', 201, {
      token: admin,
      json: { name: 'Set', values: { 'client.name': 'Ada' } },
    })
  ).json<{ id: string }>();
  const invitation = (
    await expectCall(app.url, 'POST', '/users/invitations', 201, {
      token: admin,
      json: { email: `invited-${randomBytes(3).toString('hex')}@reliability.test`, role: 'paralegal' },
    })
  ).json<{ id: string }>();
  const asset = (
    await expectCall(app.url, 'POST', '/api/docs/assets/local-upload', 201, {
      token: admin,
      json: { file_content: `data:image/png;base64,${PNG.toString('base64')}`, filename: 'seal.png' },
    })
  ).json<{ url: string }>();

  const paramValue: ParamValues = (route, name) => {
    if (name === 'orgId') return target.orgId;
    if (name === 'file') return asset.url.split('/').at(-1)!;
    if (name === 'type') return 'contact';
    if (name === 'version') return '1';
    if (name === 'invitation_token') return randomBytes(32).toString('base64url');
    if (route.url.startsWith('/users/invitations')) return invitation.id;
    if (route.url.startsWith('/users/')) return target.id;
    if (route.url.includes('smart-fields/')) return smartField.id;
    if (route.url.includes('field-templates/')) return fieldTemplate.id;
    return document.id;
  };

  let turn = 0;
  const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"sub":"${target.id}"}`).toString('base64url')}.`;
  const tokenFor = (identity: Identity): string | undefined => {
    turn += 1;
    if (identity === 'admin') return admins[turn % admins.length];
    if (identity === 'writer') return writers[turn % writers.length];
    if (identity === 'viewer') return viewer;
    if (identity === 'forged') return forged;
    return undefined;
  };
  const ids = [
    document.id,
    template.id,
    smartField.id,
    fieldTemplate.id,
    invitation.id,
    target.id,
    target.orgId,
  ];
  return { hints: { ids }, paramValue, tokenFor };
}

/** Sends the requests a few at a time and answers each outcome. */
async function sendAll(
  app: RunningApp,
  tokenFor: (identity: Identity) => string | undefined,
  requests: FuzzRequest[],
) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      outcomes.push(await send(app, tokenFor(request.identity), request));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

async function send(app: RunningApp, token: string | undefined, request: FuzzRequest): Promise<Outcome> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    try {
      headers.set(name, value);
    } catch {
      return { request, text: '', error: `header ${name} cannot be sent` };
    }
  }
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (request.body) headers.set('content-type', request.body.contentType);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${app.url}${request.target}`, {
        method: request.method,
        headers,
        body: request.body?.data,
        signal: AbortSignal.timeout(REQUEST_BOUND_MS),
      });
      return { request, status: response.status, text: await response.text() };
    } catch (error) {
      const { name, message, cause } = error as Error & { cause?: Error & { code?: string } };
      if (name === 'TimeoutError') return { request, text: '', error: 'stalled' };
      // A kept-alive connection the server closed as this request went out: it never reached the
      // app, so it is sent once more on a new connection.
      if (cause?.code === 'UND_ERR_SOCKET' && attempt === 1) continue;
      return { request, text: '', error: `${message}${cause ? `: ${cause.message}` : ''}` };
    }
  }
}

/** One line for an outcome: status, method, path, caller, and short samples of what went and came. */
function describe({ request, status, text, error }: Outcome): string {
  const body = request.body ? JSON.stringify(String(request.body.data).slice(0, 80)) : '-';
  const answer = error ?? JSON.stringify(text.slice(0, 100));
  return `${status ?? 'no answer'} ${request.method} ${request.target.slice(0, 100)} as ${request.identity}; body ${body}; answer ${answer}`;
}

function report(app: RunningApp, routes: Route[], outcomes: Outcome[]) {
  const answered = outcomes.filter(({ status }) => status !== undefined);
  const byClass = (low: number) =>
    answered.filter(({ status }) => status! >= low && status! < low + 100).length;
  const serverErrors = answered.filter(({ status }) => status! >= 500);
  const failed = outcomes.filter(({ error }) => error !== undefined);
  const stalled = failed.filter(({ error }) => error === 'stalled');
  const logged = app
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line)).length;
  figure(
    test.info(),
    `fuzz: ${answered.length} requests answered over ${routes.length} routes (seed ${SEED}, ${RANDOM_RUNS} random per route): ` +
      `2xx ${byClass(200)}, 3xx ${byClass(300)}, 4xx ${byClass(400)} (429 ${answered.filter(({ status }) => status === 429).length}), ` +
      `5xx ${serverErrors.length}; ` +
      `stalled ${stalled.length}, not sent or no answer ${failed.length - stalled.length}; errors in the app's log ${logged}`,
  );
  const routesWith5xx = new Set(serverErrors.map(({ request }) => request.route));
  if (serverErrors.length > 0) figure(test.info(), `fuzz: 5xx seen on ${routesWith5xx.size} routes`);
  // Answers the limits gave instead of the route's own: input that reached no further than them.
  const limited = new Map<string, number>();
  for (const { request } of answered.filter(({ status }) => status === 429))
    limited.set(request.route, (limited.get(request.route) ?? 0) + 1);
  console.log(
    `  429 by route: ${[...limited].map(([route, count]) => `${route} x${count}`).join(', ') || 'none'}`,
  );
  for (const outcome of [...serverErrors, ...failed].slice(0, 200)) console.log(`  ${describe(outcome)}`);
  if (serverErrors.length + failed.length > 200)
    console.log(`  ... and ${serverErrors.length + failed.length - 200} more`);
}
