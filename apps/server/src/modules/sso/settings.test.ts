import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ssoConfigs, ssoDomains } from '../../db/schema.js';
import { buildOrg, buildUser, type Session, signIn } from '../../test/factories.js';
import { useFirm } from '../../test/firm.js';
import { type OidcTestProvider, startOidcTestProvider } from '../../test/oidc-test-provider.js';
import { createSamlTestIdp } from '../../test/saml-test-idp.js';
import { putSamlSettings, uniqueDomain } from '../../test/sso-settings.js';
import { discoverOidcIssuer } from './oidc-discovery.js';

const firm = useFirm();
const SETTINGS = '/organizations/current/sso';
let provider: OidcTestProvider;
// A plain HTTP server that is no OpenID provider: each path prefix answers one way of being wrong.
let notAProvider: Server;
let notAProviderUrl: string;
let closedPortUrl: string;

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUri: 'http://localhost:3000/auth/sso/callback' });
  notAProvider = createServer((req, res) => {
    const path = req.url ?? '';
    const base = notAProviderUrl;
    if (path.startsWith('/html/')) {
      res.setHeader('content-type', 'text/html');
      res.end('<html>Sign in</html>');
    } else if (path.startsWith('/other-issuer/')) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ issuer: 'https://elsewhere.example', authorization_endpoint: 'x' }));
    } else if (path.startsWith('/implicit-only/')) {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          issuer: `${base}/implicit-only`,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks`,
          response_types_supported: ['id_token'],
        }),
      );
    } else if (path.startsWith('/no-token-endpoint/')) {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          issuer: `${base}/no-token-endpoint`,
          authorization_endpoint: `${base}/authorize`,
          jwks_uri: `${base}/jwks`,
          response_types_supported: ['code'],
        }),
      );
    } else {
      res.statusCode = 404;
      res.end('Not found');
    }
  });
  await new Promise<void>((resolve) => notAProvider.listen(0, '127.0.0.1', resolve));
  notAProviderUrl = `http://127.0.0.1:${(notAProvider.address() as AddressInfo).port}`;
  // A port that was just free and is closed again: nothing answers there.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPortUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(async () => {
  await provider.close();
  await new Promise<void>((resolve) => notAProvider.close(() => resolve()));
});

const oidcBody = (domains: string[], extra: Record<string, unknown> = {}) => ({
  protocol: 'oidc',
  domains,
  issuer: provider.issuer,
  client_id: provider.clientId,
  client_secret: provider.clientSecret,
  ...extra,
});

/** An admin of a firm of their own, with no single sign-on yet. */
async function newFirmAdmin(): Promise<{ orgId: string; session: Session }> {
  const orgId = (await buildOrg(firm.database.db)).id;
  const user = await buildUser(firm.database.db, { orgId, role: 'admin' });
  return { orgId, session: await signIn(firm.app, user.email) };
}

const configRow = async (orgId: string) =>
  (await firm.database.db.select().from(ssoConfigs).where(eq(ssoConfigs.orgId, orgId)))[0];
const auditRows = (orgId: string, action: string) =>
  firm.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, action)));

describe('who may read and change the single sign-on settings', () => {
  it('refuses attorneys and viewers (403) and visitors (401)', async () => {
    for (const session of [firm.attorney, firm.viewer]) {
      expect((await firm.request(session, 'GET', SETTINGS)).statusCode).toBe(403);
      const put = await firm.request(session, 'PUT', SETTINGS, oidcBody([uniqueDomain()]));
      expect(put.statusCode).toBe(403);
      expect((await firm.request(session, 'DELETE', SETTINGS)).statusCode).toBe(403);
    }
    expect((await firm.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
    expect(await configRow(firm.orgId)).toBeUndefined();
  });
});

describe('GET /organizations/current/sso', () => {
  it('answers defaults and the URLs to give the provider when nothing is set up', async () => {
    const { orgId, session } = await newFirmAdmin();
    const response = await firm.request(session, 'GET', SETTINGS);
    expect(response.statusCode).toBe(200);
    const base = 'http://localhost:3000';
    expect(response.json()).toEqual({
      configured: false,
      protocol: null,
      domains: [],
      default_role: 'viewer',
      enforce: false,
      issuer: null,
      client_id: null,
      client_secret_set: false,
      idp_entity_id: null,
      idp_sso_url: null,
      idp_certificate: null,
      redirect_url: `${base}/auth/sso/callback`,
      sp_entity_id: `${base}/auth/saml/metadata?org=${orgId}`,
      acs_url: `${base}/auth/saml/acs`,
      metadata_url: `${base}/auth/saml/metadata?org=${orgId}`,
      updated_at: null,
    });
  });
});

describe('PUT /organizations/current/sso with OpenID Connect', () => {
  it('checks the issuer, stores the secret sealed, answers it never, and audits without it', async () => {
    const { orgId, session } = await newFirmAdmin();
    const domain = uniqueDomain();
    const saved = await firm.request(
      session,
      'PUT',
      SETTINGS,
      oidcBody([` @${domain.toUpperCase()} `, domain, `sub.${domain}.`], {
        default_role: 'attorney',
        enforce: true,
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      protocol: 'oidc',
      domains: [domain, `sub.${domain}`],
      default_role: 'attorney',
      enforce: true,
      issuer: provider.issuer,
      client_id: provider.clientId,
      client_secret_set: true,
      idp_certificate: null,
    });
    expect(saved.body).not.toContain(provider.clientSecret);
    expect(saved.json()).not.toHaveProperty('client_secret');

    const read = await firm.request(session, 'GET', SETTINGS);
    expect(read.json()).toEqual(saved.json());
    expect(read.body).not.toContain(provider.clientSecret);

    const row = await configRow(orgId);
    expect(row?.clientSecretEncrypted).toMatch(/^v1\./);
    expect(row?.clientSecretEncrypted).not.toContain(provider.clientSecret);
    expect(row?.clientSecretEncrypted).not.toContain(
      Buffer.from(provider.clientSecret).toString('base64url'),
    );

    const audits = await auditRows(orgId, 'sso.updated');
    expect(audits.map((audit) => audit.details)).toEqual([
      { protocol: 'oidc', domains: [domain, `sub.${domain}`], enforce: true, default_role: 'attorney' },
    ]);
    expect(JSON.stringify(audits)).not.toContain(provider.clientSecret);
    // The provider was asked for its discovery document.
    expect(provider.requests).toContain('GET /.well-known/openid-configuration');
  });

  it('keeps the stored secret when a PUT leaves it out, and asks for one when there is none', async () => {
    const { orgId, session } = await newFirmAdmin();
    const domain = uniqueDomain();
    const { client_secret: _secret, ...withoutSecret } = oidcBody([domain]);
    const first = await firm.request(session, 'PUT', SETTINGS, withoutSecret);
    expect(first.statusCode).toBe(422);
    expect(first.json().detail).toBe('Enter the client secret');
    expect(await configRow(orgId)).toBeUndefined();

    expect((await firm.request(session, 'PUT', SETTINGS, oidcBody([domain]))).statusCode).toBe(200);
    const sealed = (await configRow(orgId))?.clientSecretEncrypted;
    const kept = await firm.request(session, 'PUT', SETTINGS, { ...withoutSecret, enforce: true });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ client_secret_set: true, enforce: true });
    expect((await configRow(orgId))?.clientSecretEncrypted).toBe(sealed);

    const replaced = await firm.request(session, 'PUT', SETTINGS, oidcBody([domain]));
    expect(replaced.statusCode).toBe(200);
    expect((await configRow(orgId))?.clientSecretEncrypted).not.toBe(sealed);
  });

  it('answers 422 naming what failed for an issuer that is not a working OpenID provider', async () => {
    const { orgId, session } = await newFirmAdmin();
    const domain = uniqueDomain();
    const refusals: [string, string][] = [
      [`${notAProviderUrl}/missing`, 'answered HTTP 404'],
      [`${notAProviderUrl}/html`, 'is not JSON'],
      [
        `${notAProviderUrl}/other-issuer`,
        'Issuer mismatch: the discovery document names the issuer "https://elsewhere.example"',
      ],
      [`${notAProviderUrl}/implicit-only`, 'does not support the authorization code flow'],
      [`${notAProviderUrl}/no-token-endpoint`, 'has no token_endpoint'],
      [closedPortUrl, 'could not be reached'],
      ['http://idp.example.com', 'must be an https:// address'],
    ];
    for (const [issuer, reason] of refusals) {
      const response = await firm.request(session, 'PUT', SETTINGS, oidcBody([domain], { issuer }));
      expect(response.statusCode, issuer).toBe(422);
      expect(response.json().detail, issuer).toContain(reason);
    }
    expect(await configRow(orgId)).toBeUndefined();
    expect(await auditRows(orgId, 'sso.updated')).toEqual([]);
  });
});

describe('discovery on an https install', () => {
  it('refuses a plain-HTTP issuer even on this machine: an admin cannot point the server at its own loopback', async () => {
    const discovery = discoverOidcIssuer(provider.issuer, provider.clientId, provider.clientSecret, {
      publicUrl: 'https://lexdraft.firm.example',
      fresh: true,
    });
    await expect(discovery).rejects.toThrow(`The issuer must be an https:// address: ${provider.issuer}`);
  });
});

describe('PUT /organizations/current/sso with SAML', () => {
  it('stores the certificate as PEM (a bare base64 body too) and clears the OpenID Connect fields', async () => {
    const { orgId, session } = await newFirmAdmin();
    const domain = uniqueDomain();
    expect((await firm.request(session, 'PUT', SETTINGS, oidcBody([domain]))).statusCode).toBe(200);

    const pem = createSamlTestIdp().certificate;
    const bare = pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
    const saml = await firm.request(session, 'PUT', SETTINGS, {
      protocol: 'saml',
      domains: [domain],
      idp_entity_id: 'https://idp.example/entity',
      idp_sso_url: 'https://idp.example/sso',
      idp_certificate: bare,
    });
    expect(saml.statusCode).toBe(200);
    expect(saml.json()).toMatchObject({
      protocol: 'saml',
      issuer: null,
      client_id: null,
      client_secret_set: false,
      idp_entity_id: 'https://idp.example/entity',
      idp_sso_url: 'https://idp.example/sso',
    });
    expect(saml.json().idp_certificate.replace(/\s/g, '')).toBe(pem.replace(/\s/g, ''));
    expect(saml.json().idp_certificate).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    expect((await configRow(orgId))?.clientSecretEncrypted).toBeNull();
  });

  it('answers 422 for a certificate that is not one', async () => {
    const { session } = await newFirmAdmin();
    const pem = createSamlTestIdp().certificate;
    for (const certificate of [
      'not a certificate',
      `${pem.slice(0, 300)}\n-----END CERTIFICATE-----`,
      `${pem}\n${pem}`,
      'QUJD',
    ]) {
      const response = await firm.request(session, 'PUT', SETTINGS, {
        protocol: 'saml',
        domains: [uniqueDomain()],
        idp_entity_id: 'https://idp.example/entity',
        idp_sso_url: 'https://idp.example/sso',
        idp_certificate: certificate,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe('The identity provider certificate is not a valid PEM certificate');
    }
  });
});

describe('domains', () => {
  it('answers 422 naming a value that is not a domain', async () => {
    const { session } = await newFirmAdmin();
    const response = await firm.request(session, 'PUT', SETTINGS, oidcBody([uniqueDomain(), 'not a domain']));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('"not a domain"');
  });

  it('gives a domain to one firm: another firm claiming it gets 409 naming it', async () => {
    const first = await newFirmAdmin();
    const second = await newFirmAdmin();
    const domain = uniqueDomain();
    await putSamlSettings(firm.app, first.session, { domains: [domain] });
    const response = await firm.request(
      second.session,
      'PUT',
      SETTINGS,
      oidcBody([uniqueDomain(), domain.toUpperCase()]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain(domain);
    expect(await configRow(second.orgId)).toBeUndefined();
  });

  it('lets one of two firms claiming a domain at once have it', async () => {
    const first = await newFirmAdmin();
    const second = await newFirmAdmin();
    const domain = uniqueDomain();
    const certificate = createSamlTestIdp().certificate;
    const claim = (session: Session) =>
      firm.request(session, 'PUT', SETTINGS, {
        protocol: 'saml',
        domains: [domain],
        idp_entity_id: 'https://idp.example/entity',
        idp_sso_url: 'https://idp.example/sso',
        idp_certificate: certificate,
      });
    const answers = await Promise.all([claim(first.session), claim(second.session)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const claims = await firm.database.db.select().from(ssoDomains).where(eq(ssoDomains.domain, domain));
    expect(claims).toHaveLength(1);
  });
});

describe('DELETE /organizations/current/sso', () => {
  it('turns single sign-on off, frees the domains and audits it', async () => {
    const first = await newFirmAdmin();
    const second = await newFirmAdmin();
    const domain = uniqueDomain();
    await putSamlSettings(firm.app, first.session, { domains: [domain] });

    const removed = await firm.request(first.session, 'DELETE', SETTINGS);
    expect(removed.statusCode).toBe(204);
    expect((await firm.request(first.session, 'GET', SETTINGS)).json()).toMatchObject({
      configured: false,
      domains: [],
    });
    expect(await auditRows(first.orgId, 'sso.removed')).toHaveLength(1);
    await putSamlSettings(firm.app, second.session, { domains: [domain] });

    // Nothing left to remove: still 204, and no second audit row.
    expect((await firm.request(first.session, 'DELETE', SETTINGS)).statusCode).toBe(204);
    expect(await auditRows(first.orgId, 'sso.removed')).toHaveLength(1);
  });
});

describe('GET /auth/sso/lookup', () => {
  const lookup = async (email: string) => {
    const response = await firm.app.inject({
      method: 'GET',
      url: `/auth/sso/lookup?email=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('says whether the address’s domain signs in with single sign-on, and whether it is enforced', async () => {
    const { session } = await newFirmAdmin();
    const domain = uniqueDomain();
    expect(await lookup(`someone@${domain}`)).toEqual({ sso: false, enforced: false });
    await putSamlSettings(firm.app, session, { domains: [domain] });
    expect(await lookup(`Someone@${domain.toUpperCase()}`)).toEqual({ sso: true, enforced: false });
    await putSamlSettings(firm.app, session, { domains: [domain], enforce: true });
    expect(await lookup(`someone@${domain}`)).toEqual({ sso: true, enforced: true });
    expect(await lookup(`someone@sub.${domain}`)).toEqual({ sso: false, enforced: false });
    expect(await lookup('not an address')).toEqual({ sso: false, enforced: false });
  });

  it('is rate-limited per address', async () => {
    const ask = () =>
      firm.app.inject({
        method: 'GET',
        url: '/auth/sso/lookup?email=a@b.example',
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 30; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
