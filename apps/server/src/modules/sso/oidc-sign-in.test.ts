import { randomBytes } from 'node:crypto';
import type { Role } from '@lexdraft/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../db/processes.js';
import { auditLog, refreshTokens, ssoAttempts, ssoConfigs, ssoDomains, users } from '../../db/schema.js';
import { buildTestApp, testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildOrg, buildUser, signIn } from '../../test/factories.js';
import { type OidcTestProvider, startOidcTestProvider } from '../../test/oidc-test-provider.js';
import { secretBox } from './secret-box.js';

// OpenID Connect sign-in end to end over real HTTP: the app listening on a port, a real provider
// (oidc-provider) beside it, and a small browser that follows redirects and keeps cookies.

let database: TestDatabase;
let app: FastifyInstance;
let publicUrl: string;
let jwtSecret: string;
let provider: OidcTestProvider;
/** A second provider that keeps the email claims out of the ID token (userinfo only). */
let userinfoProvider: OidcTestProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await findFreePort();
  publicUrl = `http://127.0.0.1:${port}`;
  const redirectUri = `${publicUrl}/auth/sso/callback`;
  provider = await startOidcTestProvider({ redirectUri });
  userinfoProvider = await startOidcTestProvider({ redirectUri, claimsInIdToken: false });
  jwtSecret = testConfig().jwtSecret;
  app = await buildTestApp(database, { publicUrl, jwtSecret });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
  await userinfoProvider?.close();
});

const unique = () => randomBytes(4).toString('hex');

/** A firm whose OpenID Connect single sign-on (with the test provider) claims a domain of its own. */
async function ssoFirm(options: { defaultRole?: Role; issuer?: string; via?: OidcTestProvider } = {}) {
  const { db } = database;
  const via = options.via ?? provider;
  const org = await buildOrg(db);
  const domain = `firm-${unique()}.test`;
  await db.insert(ssoConfigs).values({
    orgId: org.id,
    protocol: 'oidc',
    defaultRole: options.defaultRole ?? 'attorney',
    issuer: options.issuer ?? via.issuer,
    clientId: via.clientId,
    clientSecretEncrypted: secretBox(jwtSecret).seal(via.clientSecret),
  });
  await db.insert(ssoDomains).values({ domain, orgId: org.id });
  return { orgId: org.id, domain };
}

type Visit = {
  /** Where the redirects ended: a page of the web app (not fetched), or the last response's URL. */
  landing: URL;
  /** Every cookie the app set on the way, by name (a refresh cookie means a session began). */
  appCookies: Map<string, string>;
  /** The browser's cookies by origin, to go on from where this visit stopped. */
  jar: CookieJar;
};

type CookieJar = Map<string, Map<string, string>>;

/**
 * A browser's redirect chain: fetch each URL without following, keep each origin's cookies, and
 * stop on a page of the web app (which a browser would render) or where `stopAt` says.
 */
async function visit(
  start: string,
  options: { cookie?: string; stopAt?: (url: URL) => boolean; jar?: CookieJar } = {},
) {
  // A visit that goes on from an earlier one's stop is the same browser: it passes that jar.
  const jar: CookieJar = options.jar ?? new Map();
  const appCookies = new Map<string, string>();
  let url = new URL(start, publicUrl);
  for (let hop = 0; hop < 20; hop++) {
    const onApp = url.origin === publicUrl;
    const isApiRoute = /^\/(auth\/sso\/(start|callback)|organizations\/)/.test(url.pathname);
    if ((onApp && !isApiRoute) || options.stopAt?.(url)) return { landing: url, appCookies, jar } as Visit;
    const cookies = jar.get(url.origin) ?? new Map<string, string>();
    jar.set(url.origin, cookies);
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`);
    if (onApp && options.cookie) cookie.push(options.cookie);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookie.join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
      if (onApp) appCookies.set(name, value);
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`${response.status} at ${url.href} without a redirect: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('Too many redirects');
}

const isCallback = (url: URL) => url.pathname === '/auth/sso/callback';
const signInPage = (code: string) => `/auth/login?sso_error=${code}`;
const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

async function auditActions(orgId: string, userId?: string) {
  const rows = await database.db
    .select({ action: auditLog.action, userId: auditLog.userId, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.orgId, orgId));
  return rows.filter((row) => userId === undefined || row.userId === userId);
}

async function userByEmail(email: string) {
  const [user] = await database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

async function sessionCount(userId: string) {
  const rows = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
  return rows.length;
}

/** Who the provider signs in next. */
function providerSignsIn(email: string, claims: { email_verified?: boolean; name?: string } = {}) {
  provider.setAccount({
    sub: `sub-${unique()}`,
    email,
    email_verified: claims.email_verified ?? true,
    ...(claims.name ? { name: claims.name } : {}),
  });
}

describe('OpenID Connect sign-in', () => {
  it('makes a new user of a verified address just in time, signs them in, and the refresh cookie works', async () => {
    const { orgId, domain } = await ssoFirm({ defaultRole: 'paralegal' });
    const email = `nora.new@${domain}`;
    providerSignsIn(email, { name: 'Nora Newcomer' });
    const before = provider.requests.length;

    const { landing, appCookies } = await visit(`/auth/sso/start?email=${encodeURIComponent(email)}`);

    expect(pathOf(landing)).toBe('/auth/login?sso=complete');
    // The authorization request: code flow with PKCE (S256), the scopes, the typed address as hint.
    const authorization = provider.requests.slice(before).find((line) => line.startsWith('GET /auth?'));
    const params = new URL(authorization!.slice(4), provider.issuer).searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('login_hint')).toBe(email);
    expect(params.get('nonce')).toBeTruthy();

    const user = await userByEmail(email);
    expect(user).toMatchObject({ orgId, role: 'paralegal', isActive: true, fullName: 'Nora Newcomer' });
    const actions = (await auditActions(orgId, user!.id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['user.created_by_sso', 'auth.sso_login']));

    const refreshCookie = appCookies.get('refresh_token');
    expect(refreshCookie).toBeTruthy();
    const refreshed = await fetch(`${publicUrl}/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `refresh_token=${refreshCookie}`, origin: publicUrl },
    });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as { access_token: string; user: { email: string } };
    expect(body.access_token).toBeTruthy();
    expect(body.user.email).toBe(email);
  });

  it('matches an existing user by email whatever its case, and makes no second account', async () => {
    const { orgId, domain } = await ssoFirm();
    const alice = await buildUser(database.db, { orgId, role: 'attorney', email: `alice@${domain}` });
    providerSignsIn(`Alice@${domain.toUpperCase()}`);

    const { landing, appCookies } = await visit(`/auth/sso/start?email=Alice@${domain.toUpperCase()}`);

    expect(pathOf(landing)).toBe('/auth/login?sso=complete');
    expect(appCookies.get('refresh_token')).toBeTruthy();
    const rows = await database.db.select().from(users).where(eq(users.orgId, orgId));
    expect(rows.map((row) => row.id)).toEqual([alice.id]);
    const audit = await auditActions(orgId, alice.id);
    expect(audit.map((row) => row.action)).toContain('auth.sso_login');
    expect(audit.map((row) => row.action)).not.toContain('user.created_by_sso');
  });

  it('takes the email from userinfo when the ID token has none', async () => {
    const { orgId, domain } = await ssoFirm({ via: userinfoProvider });
    const email = `uma@${domain}`;
    userinfoProvider.setAccount({ sub: `sub-${unique()}`, email, email_verified: true, name: 'Uma Info' });

    const { landing } = await visit(`/auth/sso/start?email=${email}`);

    expect(pathOf(landing)).toBe('/auth/login?sso=complete');
    expect(await userByEmail(email)).toMatchObject({ orgId, fullName: 'Uma Info' });
  });

  it('refuses a forged state', async () => {
    const { domain } = await ssoFirm();
    providerSignsIn(`forge@${domain}`);
    const { landing: callback } = await visit(`/auth/sso/start?email=forge@${domain}`, {
      stopAt: isCallback,
    });
    callback.searchParams.set('state', randomBytes(32).toString('base64url'));

    const { landing, appCookies } = await visit(callback.href);

    expect(pathOf(landing)).toBe(signInPage('expired'));
    expect(appCookies.has('refresh_token')).toBe(false);
    expect(await userByEmail(`forge@${domain}`)).toBeUndefined();
  });

  it('refuses a callback carried to another browser (a login forgery), and spends its attempt', async () => {
    const { orgId, domain } = await ssoFirm();
    const user = await buildUser(database.db, { orgId, email: `carried@${domain}` });
    providerSignsIn(user.email);
    const { landing: callback, jar } = await visit(`/auth/sso/start?email=${user.email}`, {
      stopAt: isCallback,
    });

    const elsewhere = await visit(callback.href);
    expect(pathOf(elsewhere.landing)).toBe(signInPage('expired'));
    expect(elsewhere.appCookies.has('refresh_token')).toBe(false);
    const failed = (await auditActions(orgId)).find((row) => row.action === 'auth.sso_failed');
    expect(failed?.details).toMatchObject({ reason: 'The sign-in was started in another browser' });
    // The browser that started it cannot use it now either: the attempt is gone.
    expect(pathOf((await visit(callback.href, { jar })).landing)).toBe(signInPage('expired'));
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('refuses the same callback a second time, and starts no second session', async () => {
    const { orgId, domain } = await ssoFirm();
    const user = await buildUser(database.db, { orgId, email: `replay@${domain}` });
    providerSignsIn(user.email);
    const { landing: callback, jar } = await visit(`/auth/sso/start?email=${user.email}`, {
      stopAt: isCallback,
    });

    expect(pathOf((await visit(callback.href, { jar })).landing)).toBe('/auth/login?sso=complete');
    const replayed = await visit(callback.href, { jar });

    expect(pathOf(replayed.landing)).toBe(signInPage('expired'));
    expect(replayed.appCookies.has('refresh_token')).toBe(false);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('refuses an address the provider has not verified, and makes no user', async () => {
    const { orgId, domain } = await ssoFirm();
    providerSignsIn(`unverified@${domain}`, { email_verified: false });

    const { landing, appCookies } = await visit(`/auth/sso/start?email=unverified@${domain}`);

    expect(pathOf(landing)).toBe(signInPage('email_unverified'));
    expect(appCookies.has('refresh_token')).toBe(false);
    expect(await userByEmail(`unverified@${domain}`)).toBeUndefined();
    const failed = (await auditActions(orgId)).find((row) => row.action === 'auth.sso_failed');
    expect(failed?.details).toMatchObject({ code: 'email_unverified' });
  });

  it('refuses a deactivated user', async () => {
    const { orgId, domain } = await ssoFirm();
    const user = await buildUser(database.db, { orgId, email: `gone@${domain}` });
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    providerSignsIn(user.email);

    const { landing, appCookies } = await visit(`/auth/sso/start?email=${user.email}`);

    expect(pathOf(landing)).toBe(signInPage('deactivated'));
    expect(appCookies.has('refresh_token')).toBe(false);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('refuses an address of another firm’s domain that the provider vouches for', async () => {
    const { domain } = await ssoFirm();
    const other = await ssoFirm();
    providerSignsIn(`mallory@${other.domain}`);

    const { landing, appCookies } = await visit(`/auth/sso/start?email=someone@${domain}`);

    expect(pathOf(landing)).toBe(signInPage('wrong_domain'));
    expect(appCookies.has('refresh_token')).toBe(false);
    expect(await userByEmail(`mallory@${other.domain}`)).toBeUndefined();
  });

  it('refuses a user of another firm whose address is on this firm’s domain', async () => {
    const { domain } = await ssoFirm();
    const otherOrg = await buildOrg(database.db);
    const stranger = await buildUser(database.db, { orgId: otherOrg.id, email: `bob@${domain}` });
    providerSignsIn(stranger.email);

    const { landing, appCookies } = await visit(`/auth/sso/start?email=${stranger.email}`);

    expect(pathOf(landing)).toBe(signInPage('wrong_domain'));
    expect(appCookies.has('refresh_token')).toBe(false);
    expect(await sessionCount(stranger.id)).toBe(0);
  });

  it('sends an unknown domain to no provider', async () => {
    const before = provider.requests.length;

    const response = await fetch(`${publicUrl}/auth/sso/start?email=who@nobody-${unique()}.test`, {
      redirect: 'manual',
    });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(signInPage('not_configured'));
    expect(provider.requests.length).toBe(before);
  });

  it('answers provider_unreachable when the issuer does not answer', async () => {
    const deadIssuer = `http://127.0.0.1:${await findFreePort()}`;
    const { orgId, domain } = await ssoFirm({ issuer: deadIssuer });

    const { landing } = await visit(`/auth/sso/start?email=x@${domain}`);

    expect(pathOf(landing)).toBe(signInPage('provider_unreachable'));
    const failed = (await auditActions(orgId)).find((row) => row.action === 'auth.sso_failed');
    expect(failed?.details).toMatchObject({ code: 'provider_unreachable' });
  });

  it('refuses an ID token whose nonce is not the attempt’s', async () => {
    const { orgId, domain } = await ssoFirm();
    providerSignsIn(`nonce@${domain}`);
    const { landing: callback, jar } = await visit(`/auth/sso/start?email=nonce@${domain}`, {
      stopAt: isCallback,
    });
    // As if the code had been issued for another sign-in: the ID token names a nonce this one did not send.
    await database.db.update(ssoAttempts).set({ nonce: 'another-nonce' }).where(eq(ssoAttempts.orgId, orgId));

    const { landing, appCookies } = await visit(callback.href, { jar });

    expect(pathOf(landing)).toBe(signInPage('invalid_response'));
    expect(appCookies.has('refresh_token')).toBe(false);
    expect(await userByEmail(`nonce@${domain}`)).toBeUndefined();
    const failed = (await auditActions(orgId)).find((row) => row.action === 'auth.sso_failed');
    expect(failed?.details).toMatchObject({
      code: 'invalid_response',
      reason: expect.stringMatching(/nonce/),
    });
  });

  it('answers denied when the provider sends an error back', async () => {
    const { domain } = await ssoFirm();
    const { landing: authorization, jar } = await visit(`/auth/sso/start?email=d@${domain}`, {
      stopAt: (url) => url.origin === provider.issuer,
    });
    const state = authorization.searchParams.get('state')!;

    const { landing, appCookies } = await visit(`/auth/sso/callback?error=access_denied&state=${state}`, {
      jar,
    });

    expect(pathOf(landing)).toBe(signInPage('denied'));
    expect(appCookies.has('refresh_token')).toBe(false);
  });
});

describe('Test sign-in', () => {
  it('checks the settings with the provider and starts no session, makes no user', async () => {
    const { orgId, domain } = await ssoFirm();
    const admin = await buildUser(database.db, { orgId, role: 'admin', email: `admin@${domain}` });
    const session = await signIn(app, admin.email);
    const sessionsBefore = await sessionCount(admin.id);
    const tester = `tester@${domain}`;
    providerSignsIn(tester);

    const { landing, appCookies } = await visit('/organizations/current/sso/test', {
      cookie: `access_token=${session.accessToken}`,
    });

    expect(pathOf(landing)).toBe('/settings/users?sso_test=ok#single-sign-on');
    expect(appCookies.has('refresh_token')).toBe(false);
    expect(await userByEmail(tester)).toBeUndefined();
    expect(await sessionCount(admin.id)).toBe(sessionsBefore);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'sso.test_succeeded')));
    expect(audit).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const { orgId } = await ssoFirm();
    const viewer = await buildUser(database.db, { orgId, role: 'viewer' });
    const session = await signIn(app, viewer.email);

    const response = await fetch(`${publicUrl}/organizations/current/sso/test`, {
      redirect: 'manual',
      headers: { cookie: `access_token=${session.accessToken}` },
    });

    expect(response.status).toBe(403);
  });
});
