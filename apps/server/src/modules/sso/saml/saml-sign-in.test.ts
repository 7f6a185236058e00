import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ssoAttempts, ssoConfigs, ssoDomains, users } from '../../../db/schema.js';
import { buildTestApp } from '../../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { buildOrg, buildUser, signIn } from '../../../test/factories.js';
import {
  createSamlTestIdp,
  encodeSamlResponse,
  readAuthnRequest,
  type SamlResponseOptions,
  type SamlTestIdp,
} from '../../../test/saml-test-idp.js';
import { beginSsoAttempt } from '../sso-attempts.js';
import { ssoUrls } from '../sso-urls.js';

// SAML sign-in end to end on the real app: GET /auth/sso/start sends the browser to a test IdP
// with an AuthnRequest, the IdP's signed response is posted to /auth/saml/acs as a browser would
// (cross-site), and only a response signed by the firm's certificate, for us, in time, to our
// request, and never seen before, signs anyone in.

const PUBLIC_URL = 'http://localhost:3000';

let database: TestDatabase;
let app: FastifyInstance;
let idp: SamlTestIdp;
let orgId: string;
let domain: string;
let urls: ReturnType<typeof ssoUrls>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { publicUrl: PUBLIC_URL });
  idp = createSamlTestIdp();
  orgId = (await buildOrg(database.db)).id;
  domain = `saml-${randomBytes(4).toString('hex')}.test`;
  urls = ssoUrls(PUBLIC_URL, orgId);
  await database.db.insert(ssoConfigs).values({
    orgId,
    protocol: 'saml',
    defaultRole: 'viewer',
    idpEntityId: idp.entityId,
    idpSsoUrl: idp.ssoUrl,
    idpCertificate: idp.certificate,
  });
  await database.db.insert(ssoDomains).values({ domain, orgId });
});
afterAll(() => app.close());

const newEmail = () => `person-${randomBytes(4).toString('hex')}@${domain}`;

/** The browser asks to sign in: where it is sent, and the request id and RelayState it carries. */
async function startSignIn(email: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/auth/sso/start?email=${encodeURIComponent(email)}`,
  });
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  const request = readAuthnRequest(location);
  // The browser that starts keeps the RelayState in a cookie that only the ACS sees.
  const cookie = response.cookies.find(({ name }) => name === 'saml_state');
  expect(cookie).toMatchObject({ value: request.relayState, path: '/auth/saml', httpOnly: true });
  return { location, requestId: request.id, relayState: request.relayState ?? '', request };
}

/**
 * The browser posts the IdP's answer, from the IdP's page: by default the browser that started,
 * which sends its saml_state cookie (the RelayState); `cookie: null` is another browser.
 */
function postResponse(
  xml: string,
  relayState: string,
  { cookie = relayState }: { cookie?: string | null } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/auth/saml/acs',
    payload: new URLSearchParams({
      SAMLResponse: encodeSamlResponse(xml),
      RelayState: relayState,
    }).toString(),
    ...(cookie === null ? {} : { cookies: { saml_state: cookie } }),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
      origin: new URL(idp.ssoUrl).origin,
    },
  });
}

/** A response to the request just made, for the email, signed as asked. */
function answer(
  started: { requestId: string },
  email: string,
  options: Partial<SamlResponseOptions> = {},
  by: SamlTestIdp = idp,
) {
  return by.responseXml({
    nameId: email,
    audience: urls.spEntityId,
    acsUrl: urls.acsUrl,
    inResponseTo: started.requestId,
    ...options,
  });
}

async function signInWith(email: string, options: Partial<SamlResponseOptions> = {}) {
  const started = await startSignIn(email);
  return postResponse(answer(started, email, options), started.relayState);
}

const refreshCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'refresh_token' && cookie.value !== '');

async function lastFailure() {
  const [row] = await database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'auth.sso_failed'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** The response was refused: back to the sign-in page with the code, no session, the reason audited. */
async function expectRefused(response: LightMyRequestResponse, code: string, reason?: RegExp) {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(`/auth/login?sso_error=${code}`);
  expect(refreshCookieOf(response)).toBeUndefined();
  const details = (await lastFailure())?.details as { code?: string; reason?: string } | undefined;
  expect(details).toMatchObject({ code });
  if (reason) expect(String(details?.reason)).toMatch(reason);
  // Never the XML itself.
  expect(JSON.stringify(details)).not.toContain('<');
}

describe('starting a SAML sign-in', () => {
  it('redirects to the IdP with an AuthnRequest for us and a RelayState, and keeps the request id', async () => {
    const started = await startSignIn(newEmail());
    expect(started.location.startsWith(`${idp.ssoUrl}?`)).toBe(true);
    const query = new URL(started.location).searchParams;
    expect(query.get('SAMLRequest')).toBeTruthy();
    expect(started.relayState.length).toBeGreaterThan(30);
    expect(started.request.issuer).toBe(urls.spEntityId);
    expect(started.request.acsUrl).toBe(urls.acsUrl);
    const attempts = await database.db
      .select()
      .from(ssoAttempts)
      .where(eq(ssoAttempts.nonce, started.requestId));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ orgId, protocol: 'saml', test: false });
    // The RelayState is stored hashed only.
    expect(attempts[0]?.stateHash).not.toBe(started.relayState);
  });

  it('on an https install, keeps the RelayState in a SameSite=None, Secure cookie, which a cross-site POST brings', async () => {
    const httpsApp = await buildTestApp(database, { publicUrl: 'https://lexdraft.example' });
    try {
      const response = await httpsApp.inject({
        method: 'GET',
        url: `/auth/sso/start?email=${encodeURIComponent(newEmail())}`,
      });
      const cookie = response.cookies.find(({ name }) => name === 'saml_state');
      expect(cookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true, path: '/auth/saml' });
    } finally {
      await httpsApp.close();
    }
  });
});

describe('a signed response', () => {
  it('signs a new user in just in time with the default role, and audits it', async () => {
    const email = newEmail();
    const response = await signInWith(email, { attributes: { displayName: 'Ada Lovelace' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth/login?sso=complete');
    const cookie = refreshCookieOf(response);
    expect(cookie).toBeDefined();
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ orgId, role: 'viewer', isActive: true, fullName: 'Ada Lovelace' });
    const actions = await database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.userId, user!.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'user.created_by_sso' }),
        expect.objectContaining({ action: 'auth.sso_login', details: { protocol: 'saml', created: true } }),
      ]),
    );
    // The cookie is a real session: the web page's refresh takes it up.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      cookies: { refresh_token: cookie!.value },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().access_token).toBeTruthy();
  });

  it('matches an existing user by email in any case, with the email from an attribute', async () => {
    const existing = await buildUser(database.db, { orgId, role: 'attorney', email: newEmail() });
    const started = await startSignIn(existing.email);
    const xml = answer(started, 'opaque-subject-1234', {
      attributes: { email: existing.email.toUpperCase() },
    });
    const response = await postResponse(xml, started.relayState);
    expect(response.headers.location).toBe('/auth/login?sso=complete');
    const [login] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sso_login'), eq(auditLog.userId, existing.id)));
    expect(login?.details).toEqual({ protocol: 'saml' });
  });

  it('is accepted with the response signed as well as the assertion', async () => {
    const response = await signInWith(newEmail(), { signing: 'both' });
    expect(response.headers.location).toBe('/auth/login?sso=complete');
    expect(refreshCookieOf(response)).toBeDefined();
  });

  it('refuses a deactivated user', async () => {
    const user = await buildUser(database.db, { orgId, email: newEmail() });
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await expectRefused(await signInWith(user.email), 'deactivated');
  });

  it('refuses an address the IdP vouches for outside the firm’s domains', async () => {
    const started = await startSignIn(newEmail());
    const xml = answer(started, `someone-${randomBytes(3).toString('hex')}@elsewhere.test`);
    await expectRefused(await postResponse(xml, started.relayState), 'wrong_domain');
  });
});

describe('a response that is refused', () => {
  it('unsigned', async () => {
    await expectRefused(await signInWith(newEmail(), { signing: 'none' }), 'invalid_response', /signature/i);
  });

  it('with only the response signed: the assertion must carry the signature', async () => {
    await expectRefused(
      await signInWith(newEmail(), { signing: 'response' }),
      'invalid_response',
      /signature/i,
    );
  });

  it('signed by another key than the configured certificate', async () => {
    const forger = createSamlTestIdp();
    await expectRefused(
      await signInWith(newEmail(), { signedBy: forger, signing: 'both' }),
      'invalid_response',
      /signature/i,
    );
  });

  it('changed after signing (another email)', async () => {
    const email = newEmail();
    const victim = await buildUser(database.db, { orgId, role: 'admin', email: newEmail() });
    const started = await startSignIn(email);
    const tampered = answer(started, email).replace(`>${email}<`, `>${victim.email}<`);
    expect(tampered).toContain(victim.email);
    await expectRefused(await postResponse(tampered, started.relayState), 'invalid_response', /signature/i);
  });

  it('with a second, unsigned assertion slipped in beside the signed one', async () => {
    const email = newEmail();
    const victim = await buildUser(database.db, { orgId, role: 'admin', email: newEmail() });
    const started = await startSignIn(email);
    const signed = answer(started, email);
    const forged = answer(started, victim.email, { signing: 'none' }).match(
      /<saml:Assertion[\s\S]*<\/saml:Assertion>/,
    )?.[0];
    const wrapped = signed.replace('<saml:Assertion ', `${forged}<saml:Assertion `);
    await expectRefused(
      await postResponse(wrapped, started.relayState),
      'invalid_response',
      /multiple assertions/i,
    );
  });

  it('expired (NotOnOrAfter in the past)', async () => {
    const past = new Date(Date.now() - 60 * 60_000);
    await expectRefused(
      await signInWith(newEmail(), {
        issueInstant: past,
        notBefore: past,
        notOnOrAfter: new Date(past.getTime() + 5 * 60_000),
      }),
      'invalid_response',
      /subject confirmation|expired/i,
    );
  });

  it('not yet valid (NotBefore in the future, beyond the skew)', async () => {
    const later = new Date(Date.now() + 10 * 60_000);
    await expectRefused(
      await signInWith(newEmail(), {
        notBefore: later,
        notOnOrAfter: new Date(later.getTime() + 5 * 60_000),
      }),
      'invalid_response',
      /not yet valid|subject confirmation/i,
    );
  });

  it('for another audience', async () => {
    await expectRefused(
      await signInWith(newEmail(), { audience: 'https://another-app.test/saml' }),
      'invalid_response',
      /audience/i,
    );
  });

  it('from another issuer than the configured entity id', async () => {
    await expectRefused(
      await signInWith(newEmail(), { issuer: 'https://someone-else.test/idp' }),
      'invalid_response',
      /issuer/i,
    );
  });

  it('to another request (InResponseTo)', async () => {
    const email = newEmail();
    const started = await startSignIn(email);
    const xml = answer({ requestId: '_not-our-request' }, email);
    await expectRefused(await postResponse(xml, started.relayState), 'invalid_response', /InResponseTo/i);
  });

  it('unsolicited (no InResponseTo)', async () => {
    const email = newEmail();
    const started = await startSignIn(email);
    const xml = idp.responseXml({ nameId: email, audience: urls.spEntityId, acsUrl: urls.acsUrl });
    await expectRefused(await postResponse(xml, started.relayState), 'invalid_response', /InResponseTo/i);
  });

  it('with an unknown or forged RelayState', async () => {
    const email = newEmail();
    const started = await startSignIn(email);
    await expectRefused(await postResponse(answer(started, email), 'forged-relay-state'), 'expired');
    const missing = await app.inject({
      method: 'POST',
      url: '/auth/saml/acs',
      payload: new URLSearchParams({ SAMLResponse: encodeSamlResponse(answer(started, email)) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expectRefused(missing, 'expired');
  });

  it('posted by another browser than the one that started (a login forgery), spending the attempt', async () => {
    const email = newEmail();
    const started = await startSignIn(email);
    const xml = answer(started, email);
    await expectRefused(
      await postResponse(xml, started.relayState, { cookie: null }),
      'expired',
      /another browser/,
    );
    // The started browser cannot use it afterwards either.
    await expectRefused(await postResponse(xml, started.relayState), 'expired');
    const other = await startSignIn(newEmail());
    await expectRefused(
      await postResponse(answer(other, email), other.relayState, { cookie: started.relayState }),
      'expired',
      /another browser/,
    );
  });

  it('replayed: the same response twice, and the same assertion through a new attempt', async () => {
    const email = newEmail();
    const started = await startSignIn(email);
    const xml = answer(started, email);
    expect((await postResponse(xml, started.relayState)).headers.location).toBe('/auth/login?sso=complete');
    // The attempt was taken: its RelayState is spent.
    await expectRefused(await postResponse(xml, started.relayState), 'expired');
    // Even an attempt that names the same request id finds the assertion already used.
    const state = await beginSsoAttempt(database.db, { orgId, protocol: 'saml', nonce: started.requestId });
    await expectRefused(await postResponse(xml, state), 'invalid_response', /replay/i);
  });

  it('with garbage instead of a response', async () => {
    const started = await startSignIn(newEmail());
    const response = await app.inject({
      method: 'POST',
      url: '/auth/saml/acs',
      payload: new URLSearchParams({
        SAMLResponse: 'bm90IHhtbA==',
        RelayState: started.relayState,
      }).toString(),
      cookies: { saml_state: started.relayState },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await expectRefused(response, 'invalid_response');
  });
});

describe('an admin’s Test sign-in', () => {
  it('comes back to the settings with the outcome and starts no session', async () => {
    const admin = await buildUser(database.db, { orgId, role: 'admin', email: newEmail() });
    const session = await signIn(app, admin.email);
    const start = await app.inject({
      method: 'GET',
      url: '/organizations/current/sso/test',
      headers: session.headers,
    });
    expect(start.statusCode).toBe(302);
    const request = readAuthnRequest(String(start.headers.location));
    const email = newEmail();
    const response = await postResponse(answer({ requestId: request.id }, email), request.relayState ?? '');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/settings/users?sso_test=ok#single-sign-on');
    expect(refreshCookieOf(response)).toBeUndefined();
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
